import { Ajv2020 } from "ajv/dist/2020.js";
import formatsPlugin from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSandboxBusiness,
  createTemplate,
  v1,
  type TestBusiness,
  type V1Response,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// The /v1 OpenAPI document as a client generator reads it: OpenAPI 3.1, its examples valid
// against its own schemas, and every answer the API gives — each status of each operation —
// documented there, with the body and headers the document describes.

interface Media {
  schema: { $ref: string };
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, Media>;
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

// ajv-formats is CommonJS: Node hands its module.exports (the plugin) to a default import.
const addFormats = formatsPlugin as unknown as typeof formatsPlugin.default;
const DOCUMENT_ID = "https://aizapy.in/v1/openapi.json";

let server: TestServer;
let token: string;
let business: TestBusiness;
let document: OpenApiDocument;
let validate: (ref: string, value: unknown) => string | null;

beforeAll(async () => {
  const frozen = new Date();
  ({ server, token } = await startTestServerWithAdmin(
    {},
    { workers: false, clock: { now: () => frozen } },
  ));
  business = await createSandboxBusiness(server, token);
  await createTemplate(server, token, business.id, { name: "welcome", body: "Hello {{1}}" });
  document = (await v1<OpenApiDocument>(server, "GET", "/openapi.json")).body;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  validate = (ref, value) => {
    const check = ajv.getSchema(`${DOCUMENT_ID}${ref}`);
    if (!check) return `no schema at ${ref}`;
    return check(value) ? null : ajv.errorsText(check.errors);
  };
});
afterAll(() => server?.close());

const operations = () =>
  [document.paths, document.webhooks].flatMap((group) =>
    Object.entries(group).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    ),
  );

describe("the /v1 OpenAPI document", () => {
  it("is OpenAPI 3.1 with examples that its own schemas accept", () => {
    expect(document.openapi).toBe("3.1.0");
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      const media = [operation.requestBody, ...Object.values(operation.responses)].flatMap(
        (holder) => Object.values(holder?.content ?? {}),
      );
      for (const { schema, example, examples } of media) {
        const values = [
          ...(example === undefined ? [] : [example]),
          ...Object.values(examples ?? {}).map(({ value }) => value),
        ];
        for (const value of values) {
          expect(validate(schema.$ref, value), `${method} ${path}`).toBeNull();
          checked++;
        }
      }
    }
    // Both send bodies and their answer, two statuses, both webhook events.
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("documents every answer the API gives: its status, its body and its headers", async () => {
    const customer = "+919812345678";
    await rest(server, "POST", "/admin/sandbox/inbound", {
      token,
      body: { businessId: business.id, from: customer, text: "Hi" },
    });
    const template = (parameters: string[], name = "welcome") => ({
      to: customer,
      template: {
        name,
        language: "en",
        components: [
          { type: "body", parameters: parameters.map((text) => ({ type: "text", text })) },
        ],
      },
    });
    const key = business.apiKey;
    const sent = await v1(server, "POST", "/messages/template", { key, body: template(["Asha"]) });
    const suspended = await createSandboxBusiness(server, token, { name: "Paused Traders" });
    await rest(server, "PATCH", `/admin/businesses/${suspended.id}`, {
      token,
      body: { status: "suspended" },
    });
    const unconfigured = await createSandboxBusiness(server, token, { name: "Unwired Traders" });
    await rest(server, "PATCH", `/admin/api-configs/${unconfigured.apiConfigId}`, {
      token,
      body: { isActive: false },
    });
    const raw = async (contentType: string, body: string): Promise<V1Response> => {
      const response = await fetch(`${server.baseUrl}/v1/messages/send`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": contentType },
        body,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
    };
    const idempotent = { "idempotency-key": "openapi-answers" };
    await v1(server, "POST", "/messages/template", {
      key,
      body: template(["Asha"]),
      headers: idempotent,
    });

    const answers: [operation: string, answer: V1Response][] = [
      [
        "post /messages/send",
        await v1(server, "POST", "/messages/send", {
          key,
          body: { to: customer, type: "text", text: { body: "Thanks!" } },
        }),
      ],
      ["post /messages/template", sent],
      [
        "get /messages/{message_id}/status",
        await v1(server, "GET", `/messages/${sent.body.message_id}/status`, { key }),
      ],
      [
        "get /messages/{message_id}/status",
        await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, { key }),
      ],
      [
        "get /messages/{message_id}/status",
        await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, {
          key: suspended.apiKey,
        }),
      ],
      ["post /messages/send", await v1(server, "POST", "/messages/send", { body: {} })],
      [
        "post /messages/send",
        await v1(server, "POST", "/messages/send", {
          key,
          body: { to: "+919800000001", type: "text", text: { body: "Hello" } },
        }),
      ],
      [
        "post /messages/send",
        await v1(server, "POST", "/messages/send", { key, body: { to: "12", type: "text" } }),
      ],
      ["post /messages/send", await raw("text/plain", "hello")],
      ["post /messages/send", await raw("application/json", `"${"x".repeat(70_000)}"`)],
      [
        "post /messages/template",
        await v1(server, "POST", "/messages/template", { key, body: template([], "missing") }),
      ],
      [
        "post /messages/template",
        await v1(server, "POST", "/messages/template", { key, body: template([]) }),
      ],
      [
        "post /messages/template",
        await v1(server, "POST", "/messages/template", {
          key,
          body: template(["Ravi"]),
          headers: idempotent,
        }),
      ],
      [
        "post /messages/template",
        await v1(server, "POST", "/messages/template", {
          key: unconfigured.apiKey,
          body: template(["Ravi"]),
        }),
      ],
    ];
    // The key's burst runs out on a clock that stands still.
    let limited: V1Response;
    do {
      limited = await v1(server, "POST", "/messages/template", { key, body: template(["Asha"]) });
    } while (limited.status === 200);
    answers.push(["post /messages/template", limited]);

    const seen = new Set<string>();
    for (const [name, answer] of answers) {
      const [method, path] = name.split(" ") as [string, string];
      const documented = document.paths[path]![method]!.responses[String(answer.status)];
      const what = `${name} answered ${answer.status} ${JSON.stringify(answer.body)}`;
      expect(documented, what).toBeDefined();
      const { schema } = documented!.content!["application/json"]!;
      expect(validate(schema.$ref, answer.body), what).toBeNull();
      if (answer.status >= 400) {
        const { code } = (answer.body as { error: { code: string } }).error;
        expect(documented!.description, what).toContain(`\`${code}\``);
      }
      for (const header of Object.keys(documented!.headers ?? {})) {
        if (header === "Idempotent-Replayed") continue;
        expect(answer.headers.get(header), `${what}: ${header}`).not.toBeNull();
      }
      seen.add(`${name} ${answer.status}`);
    }
    expect([...seen].sort()).toEqual(
      [
        "get /messages/{message_id}/status 200",
        "get /messages/{message_id}/status 403",
        "get /messages/{message_id}/status 404",
        "post /messages/send 200",
        "post /messages/send 400",
        "post /messages/send 401",
        "post /messages/send 413",
        "post /messages/send 415",
        "post /messages/send 422",
        "post /messages/template 200",
        "post /messages/template 409",
        "post /messages/template 422",
        "post /messages/template 429",
      ].sort(),
    );
  });
});
