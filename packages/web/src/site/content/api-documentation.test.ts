// The API documentation page against the /v1 OpenAPI document the server answers: whatever one
// says about operations, examples, refusals, statuses, webhooks and limits, the other says too.
import {
  buildV1OpenApiDocument,
  MESSAGE_STATUSES,
  V1_BASE_URL,
  V1_ERRORS,
  V1_RATE_LIMIT_HEADERS,
  V1_RATE_LIMITS,
} from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import {
  apiEndpoints,
  apiErrors,
  errorExamples,
  messageStatuses,
  type OpenApiDocument,
  type OpenApiOperation,
  rateLimitHeaders,
  rateLimits,
  sandboxFailingNumber,
  webhookEvents,
} from "./api-documentation";
import { sandbox } from "./api-platform-facts";

const document = buildV1OpenApiDocument() as unknown as OpenApiDocument & {
  components: {
    schemas: {
      Error: { properties: { error: { properties: { code: { enum: string[] } } } } };
      MessageStatus: { properties: { status: { enum: string[] } } };
    };
  };
};

/** Every method OpenAPI 3.1 allows on a path item. */
const OPENAPI_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => OPENAPI_METHODS.includes(method))
    .map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation: operation as OpenApiOperation,
    })),
);
const endpointOf = (key: string) =>
  apiEndpoints.find((endpoint) => `${endpoint.method} ${endpoint.path}` === key)!;

/** The `code`: entries of a response's description, as the document writes its refusals. */
const codesNamedIn = (description: string) =>
  [...description.matchAll(/`([a-z_]+)`:/g)].map((match) => match[1]!);

const parse = (json: string) => JSON.parse(json) as unknown;

describe("the API documentation page and the OpenAPI document", () => {
  it("documents every operation of the document, and no other", () => {
    expect(apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      operations.map(({ key }) => key).sort(),
    );
    expect(operations.length).toBeGreaterThanOrEqual(3);
  });

  it.each(operations)(
    "$key: shows the document's title, parameters and examples",
    ({ key, operation }) => {
      const endpoint = endpointOf(key);
      expect(endpoint.title).toBe(operation.summary);
      expect(endpoint.description).toBe(operation.description);
      expect(endpoint.parameters.map((parameter) => parameter.name)).toEqual(
        (operation.parameters ?? []).map((parameter) => parameter.name),
      );
      const requestExample = operation.requestBody?.content["application/json"].example;
      expect(endpoint.request && parse(endpoint.request.json)).toEqual(requestExample);
      const success = operation.responses["200"]!.content!["application/json"];
      const successExamples =
        success.example !== undefined
          ? [success.example]
          : Object.values(success.examples ?? {}).map(({ value }) => value);
      expect(endpoint.responses.map((response) => parse(response.json))).toEqual(successExamples);
    },
  );

  it.each(operations)(
    "$key: lists exactly the document's refusals, under their status",
    ({ key, operation }) => {
      const documented = Object.entries(operation.responses)
        .filter(([status]) => !status.startsWith("2"))
        .map(([status, response]) => ({
          status: Number(status),
          codes: codesNamedIn(response.description).sort(),
        }))
        .sort((a, b) => a.status - b.status);
      const shown = endpointOf(key).errors.map(({ status, codes }) => ({
        status,
        codes: [...codes].sort(),
      }));
      expect(shown).toEqual(documented);
    },
  );

  it.each(operations)(
    "$key: its examples call the documented URL with the documented body",
    ({ key, operation }) => {
      const endpoint = endpointOf(key);
      const urlPattern = new RegExp(
        `^${V1_BASE_URL}${endpoint.path.replace(/\{\w+\}/g, "[\\w-]+")}$`.replaceAll("/", "\\/"),
      );
      const curl = endpoint.samples.find((sample) => sample.language === "curl")!.code;
      const [, method = "GET", url] = /^curl (?:-X (\w+) )?"([^"]+)"/.exec(curl)!;
      expect(`${method} ${url}`).toMatch(new RegExp(`^${endpoint.method} `));
      expect(url).toMatch(urlPattern);
      const body = /-d '([\s\S]*)'$/.exec(curl)?.[1];
      expect(body && parse(body)).toEqual(
        operation.requestBody?.content["application/json"].example,
      );
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== "header") continue;
        for (const sample of endpoint.samples) expect(sample.code).toContain(`${parameter.name}`);
      }
      expect(endpoint.samples.map((sample) => sample.label)).toEqual(["cURL", "Node.js", "Python"]);
    },
  );

  it("has every error code of the document in its table, with the status the document gives it", () => {
    const documentedCodes = document.components.schemas.Error.properties.error.properties.code.enum;
    expect(apiErrors.map(({ code }) => code).sort()).toEqual([...documentedCodes].sort());

    const statusOf = new Map(apiErrors.map(({ code, status }) => [code as string, status]));
    const allOperations = [
      ...operations.map(({ operation }) => operation),
      ...Object.values(document.webhooks).map(({ post }) => post),
    ];
    for (const operation of allOperations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const code of codesNamedIn(response.description)) {
          expect(statusOf.get(code), `${code} under ${status}`).toBe(Number(status));
        }
      }
    }
  });

  it("shows error examples in the documented format, with documented codes and statuses", () => {
    for (const example of errorExamples) {
      const body = parse(example.json) as { error: { code: keyof typeof V1_ERRORS } };
      expect(Object.keys(body)).toEqual(["error"]);
      expect(Object.keys(body.error)).toEqual(["code", "message", "details"]);
      expect(example.label).toBe(`${V1_ERRORS[body.error.code].status} ${body.error.code}`);
    }
  });

  it("explains every message status, in the order a message moves through them", () => {
    expect(messageStatuses.map(({ status }) => status)).toEqual([...MESSAGE_STATUSES]);
    expect([...document.components.schemas.MessageStatus.properties.status.enum].sort()).toEqual(
      [...MESSAGE_STATUSES].sort(),
    );
    for (const { meaning } of messageStatuses) expect(meaning.length).toBeGreaterThan(20);
  });

  it("shows every webhook of the document with its example payload", () => {
    expect(webhookEvents.map((event) => event.name).sort()).toEqual(
      Object.keys(document.webhooks).sort(),
    );
    for (const event of webhookEvents) {
      expect(parse(event.payload)).toEqual(
        document.webhooks[event.name]!.post.requestBody!.content["application/json"].example,
      );
    }
  });

  it("states the per-key limits and every limit header an answer carries", () => {
    expect(rateLimits.map(({ limit }) => limit)).toEqual([
      `${V1_RATE_LIMITS.messagesPerSecond} messages per second`,
      `${V1_RATE_LIMITS.messagesPerHour.toLocaleString("en-IN")} messages per hour`,
      `${V1_RATE_LIMITS.callsPerMinute} API calls per minute`,
    ]);
    expect(rateLimits.map(({ limit }) => limit)).toEqual([
      "20 messages per second",
      "1,000 messages per hour",
      "100 API calls per minute",
    ]);
    const shown = rateLimitHeaders.map(({ name }) => name);
    expect(shown).toEqual(Object.keys(V1_RATE_LIMIT_HEADERS));
    for (const { operation } of operations) {
      for (const response of Object.values(operation.responses)) {
        const headers = Object.keys((response as { headers?: object }).headers ?? {});
        for (const header of headers.filter((name) => name !== "Idempotent-Replayed")) {
          expect(shown).toContain(header);
        }
      }
    }
  });

  it("gives a failing sandbox number that the sandbox fails", () => {
    expect(sandboxFailingNumber.endsWith(sandbox.undeliverableSuffix)).toBe(true);
  });
});
