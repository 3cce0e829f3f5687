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
  type ApiBody,
  type ApiEndpoint,
  apiEndpoints,
  apiErrors,
  endpointsOf,
  errorExamples,
  messageStatuses,
  type OpenApiContent,
  type OpenApiDocument,
  type OpenApiOperation,
  rateLimitHeaders,
  rateLimits,
  sandboxFailingNumber,
  webhookEvents,
} from "./api-documentation";
import { SAMPLE_ENV } from "./api-code-samples";
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

/** The body a page shows of a content: JSON when the document offers it, else its media type. */
function documentedBody(content: OpenApiContent | undefined) {
  if (!content) return undefined;
  const mediaType = "application/json" in content ? "application/json" : Object.keys(content)[0]!;
  return { mediaType, ...content[mediaType]! };
}

/** An example as the page shows it, read back: JSON parsed, the text of another media type. */
const shown = (body: ApiBody | undefined) =>
  body && (body.json !== undefined ? parse(body.json) : body.text);

const sampleCode = (endpoint: ApiEndpoint, language: string) =>
  endpoint.samples.find((sample) => sample.language === language)!.code;

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
      const request = documentedBody(operation.requestBody?.content);
      expect(shown(endpoint.request)).toEqual(request?.example);
      const successExamples = Object.entries(operation.responses)
        .filter(([status]) => status.startsWith("2"))
        .flatMap(([, { content }]) => {
          const success = documentedBody(content);
          // An answer without a body is shown without an example.
          if (!success) return [undefined];
          return success.example !== undefined
            ? [success.example]
            : Object.values(success.examples ?? {}).map(({ value }) => value);
        });
      expect(endpoint.responses.map(shown)).toEqual(successExamples);
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
      const documented = documentedBody(operation.requestBody?.content);
      if (documented?.mediaType === "multipart/form-data") {
        // A form is sent in parts, its file read from a file: curl writes the boundary.
        expect(curl).not.toContain("Content-Type");
        for (const name of documented.schema?.required ?? []) {
          expect(curl).toMatch(new RegExp(` -F ${name}=`));
        }
      } else if (documented && documented.mediaType !== "application/json") {
        // Another media type is sent from a file, as it is.
        expect(curl).toContain(`-H "Content-Type: ${documented.mediaType}"`);
        expect(curl).toMatch(/ --data-binary @[\w.-]+$/);
      } else {
        const body = /-d '([\s\S]*)'$/.exec(curl)?.[1];
        expect(body && parse(body)).toEqual(documented?.example);
      }
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

describe("contact imports: a CSV file up, a CSV report down", () => {
  const importOperation = document.paths["/contacts/imports"]!.post!;
  const reportOperation = document.paths["/contacts/imports/{import_id}/report"]!.get!;
  const followOperation = document.paths["/contacts/imports/{import_id}"]!.get!;
  const upload = endpointOf("POST /contacts/imports");
  const report = endpointOf("GET /contacts/imports/{import_id}/report");
  const auth = `-H "Authorization: Bearer $${SAMPLE_ENV.apiKey}"`;

  it("show the CSV file an import takes as its request body, not as JSON", () => {
    const csv = importOperation.requestBody!.content["text/csv"]!.example;
    expect(typeof csv).toBe("string");
    expect(upload.request).toEqual({ label: "Request body (CSV file)", text: csv });
    expect(upload.responses).toEqual([
      {
        label: "202 Accepted",
        json: JSON.stringify(
          importOperation.responses["202"]!.content!["application/json"]!.example,
          null,
          2,
        ),
      },
    ]);
  });

  it("upload the file as it is, with Content-Type text/csv, in every language", () => {
    expect(sampleCode(upload, "curl").split(" \\\n  ")).toEqual([
      `curl -X POST "${V1_BASE_URL}/contacts/imports"`,
      auth,
      `-H "Content-Type: text/csv"`,
      `--data-binary @contacts.csv`,
    ]);
    const node = sampleCode(upload, "node");
    expect(node).toContain(`import { readFile } from "node:fs/promises";`);
    expect(node).toContain(`"Content-Type": "text/csv",`);
    expect(node).toContain(`body: await readFile("contacts.csv"),`);
    expect(node).not.toContain("JSON.stringify");
    // The answer (202) is JSON.
    expect(node).toContain(`console.log(answer);`);
    const python = sampleCode(upload, "python");
    expect(python).toContain(`with open("contacts.csv", "rb") as file:`);
    expect(python).toContain(`"Content-Type": "text/csv",`);
    expect(python).toContain(`data=file,`);
    expect(python).not.toContain("json=");
    expect(python).toContain(`print(answer)`);
  });

  it("list query parameters, and leave them out of the examples", () => {
    expect(upload.parameters).toEqual([
      {
        name: "optInSource",
        location: "query",
        required: false,
        description: importOperation.parameters![0]!.description,
      },
    ]);
    const list = endpointOf("GET /contacts");
    expect(list.parameters.map(({ name, location }) => `${name} (${location})`)).toEqual(
      expect.arrayContaining(["tag (query)", "q (query)", "limit (query)"]),
    );
    for (const { code } of [...upload.samples, ...list.samples]) {
      expect(code).not.toMatch(/optInSource|[?&](tag|q|limit)=/);
    }
    expect(sampleCode(list, "curl").split(" \\\n  ")[0]).toBe(`curl "${V1_BASE_URL}/contacts"`);
  });

  it("show the report's CSV as its answer, and print it as text; a refusal is still JSON", () => {
    expect(report.request).toBeUndefined();
    expect(report.responses).toEqual([
      {
        label: "200 OK (CSV)",
        text: reportOperation.responses["200"]!.content!["text/csv"]!.example,
      },
    ]);
    // The report answers no JSON: its URL takes the id from the import's own answer.
    const { id } = followOperation.responses["200"]!.content!["application/json"]!.example as {
      id: string;
    };
    expect(sampleCode(report, "curl").split(" \\\n  ")).toEqual([
      `curl "${V1_BASE_URL}/contacts/imports/${id}/report"`,
      auth,
    ]);
    const node = sampleCode(report, "node");
    expect(node).toContain(
      [
        `if (!response.ok) {`,
        `  const answer = await response.json();`,
        "  throw new Error(`${answer.error.code}: ${answer.error.message}`);",
        `}`,
        `console.log(await response.text());`,
      ].join("\n"),
    );
    expect(node).not.toContain(`console.log(answer);`);
    const python = sampleCode(report, "python");
    expect(python).toMatch(/if not response\.ok:\n {4}answer = response\.json\(\)\n/);
    expect(python).toMatch(/\nprint\(response\.text\)$/);
    expect(python).not.toContain(`print(answer)`);
  });
});

describe("media: a file up as a form, a file down", () => {
  const uploadOperation = document.paths["/media"]!.post!;
  const upload = endpointOf("POST /media");
  const download = endpointOf("GET /media/{media_id}");
  const auth = `-H "Authorization: Bearer $${SAMPLE_ENV.apiKey}"`;

  it("upload the file as a multipart form with Meta's messaging_product, in every language", () => {
    const answer = uploadOperation.responses["201"]!.content!["application/json"]!.example;
    expect(upload.request).toBeUndefined();
    expect(upload.responses).toEqual([
      { label: "201 Created", json: JSON.stringify(answer, null, 2) },
    ]);
    expect(sampleCode(upload, "curl").split(" \\\n  ")).toEqual([
      `curl -X POST "${V1_BASE_URL}/media"`,
      auth,
      `-F file=@photo.jpg`,
      `-F messaging_product=whatsapp`,
    ]);
    const node = sampleCode(upload, "node");
    expect(node).toContain(`import { readFile } from "node:fs/promises";`);
    expect(node).toContain(
      [
        `const form = new FormData();`,
        `form.append("file", new Blob([await readFile("photo.jpg")]), "photo.jpg");`,
        `form.append("messaging_product", "whatsapp");`,
      ].join("\n"),
    );
    expect(node).toContain(`body: form,`);
    // fetch writes the form's Content-Type, with its boundary.
    expect(node).not.toContain("Content-Type");
    expect(node).toContain(`console.log(answer);`);
    const python = sampleCode(upload, "python");
    expect(python).toContain(`with open("photo.jpg", "rb") as file:`);
    expect(python).toContain(`files={"file": file},`);
    expect(python).toContain(`data={"messaging_product": "whatsapp"},`);
    expect(python).not.toMatch(/Content-Type|json=/);
    expect(python).toContain(`print(answer)`);
  });

  it("download the file the upload answered into a file; a refusal is still JSON", () => {
    const { id } = uploadOperation.responses["201"]!.content!["application/json"]!.example as {
      id: string;
    };
    expect(download.request).toBeUndefined();
    expect(sampleCode(download, "curl").split(" \\\n  ")).toEqual([
      `curl "${V1_BASE_URL}/media/${id}"`,
      auth,
      `-o media.jpeg`,
    ]);
    const node = sampleCode(download, "node");
    expect(node).toContain(`import { writeFile } from "node:fs/promises";`);
    expect(node).toContain(
      [
        `if (!response.ok) {`,
        `  const answer = await response.json();`,
        "  throw new Error(`${answer.error.code}: ${answer.error.message}`);",
        `}`,
        `await writeFile("media.jpeg", Buffer.from(await response.arrayBuffer()));`,
      ].join("\n"),
    );
    expect(node).not.toMatch(/response\.text\(\)|console\.log\(answer\)/);
    const python = sampleCode(download, "python");
    expect(python).toMatch(/if not response\.ok:\n {4}answer = response\.json\(\)\n/);
    expect(python).toContain(
      `with open("media.jpeg", "wb") as file:\n    file.write(response.content)`,
    );
    expect(python).not.toMatch(/print\(response\.text\)|print\(answer\)/);
  });
});

describe("the Meta-compatible send", () => {
  const operation = document.paths["/{phone_number_id}/messages"]!.post!;
  const send = endpointOf("POST /{phone_number_id}/messages");

  it("calls a 15-digit phone number id, like Meta's and the sandbox's, with Meta's body", () => {
    const [, phoneNumberId] = /\/v1\/(\d+)\/messages"/.exec(sampleCode(send, "curl"))!;
    expect(phoneNumberId).toMatch(/^[1-9]\d{14}$/);
    for (const language of ["node", "python"]) {
      expect(sampleCode(send, language)).toContain(`${V1_BASE_URL}/${phoneNumberId}/messages`);
    }
    expect(parse(send.request!.json!)).toEqual(
      operation.requestBody!.content["application/json"]!.example,
    );
  });

  it("lists Meta's codes under each refusal's status", () => {
    const badRequest = send.errors.find(({ status }) => status === 400)!;
    expect(badRequest.codes).toEqual([]);
    expect(badRequest.otherCodes).toEqual(
      expect.arrayContaining(["100 (subcode 33)", "100", "131047", "130429"]),
    );
    for (const { status, otherCodes } of send.errors) {
      expect(otherCodes.length, String(status)).toBeGreaterThan(0);
    }
  });
});

describe("bodies of other media types", () => {
  const csv = "phone,name\n+919876543210,Asha\n";
  const endpoints = endpointsOf({
    paths: {
      "/contacts": {
        post: {
          summary: "Both",
          description: "",
          requestBody: {
            content: {
              "text/csv": { example: csv },
              "application/json": { example: { phone: "+919876543210" } },
            },
          },
          responses: { "200": { description: "", content: { "text/csv": { example: csv } } } },
        },
      },
      "/orders/exports": {
        post: {
          summary: "No example",
          description: "",
          requestBody: { content: { "text/csv": {} } },
          responses: {
            "200": {
              description: "",
              content: { "text/csv": { examples: { "one row": { value: csv } } } },
            },
          },
        },
      },
    },
  });
  const endpoint = (title: string) => endpoints.find((candidate) => candidate.title === title)!;

  it("show and send JSON when an operation also takes it", () => {
    expect(endpoint("Both").request).toEqual({
      label: "Request body",
      json: JSON.stringify({ phone: "+919876543210" }, null, 2),
    });
    expect(sampleCode(endpoint("Both"), "curl")).toContain(`-H "Content-Type: application/json"`);
    expect(endpoint("Both").responses).toEqual([{ label: "200 OK (CSV)", text: csv }]);
  });

  it("send a file without an example to show, and name each example of a text answer", () => {
    expect(endpoint("No example").request).toBeUndefined();
    expect(sampleCode(endpoint("No example"), "curl")).toMatch(
      /-H "Content-Type: text\/csv" \\\n {2}--data-binary @orders\.csv$/,
    );
    expect(endpoint("No example").responses).toEqual([
      { label: "200 OK (CSV): one row", text: csv },
    ]);
  });
});

describe("operations beyond GET and POST", () => {
  const contact = { id: "0193c0de-7a1b-7c2d-8e3f-4a5b6c7d8e9f", phone: "+919876543210" };
  const ok = (example: unknown) => ({
    description: "The contact.",
    content: { "application/json": { example } },
  });
  const refused = { description: "`not_found`: no such contact." };
  const contactId = { name: "contact_id", in: "path" as const, required: true };
  const endpoints = endpointsOf({
    paths: {
      "/contacts": {
        post: {
          summary: "Add a contact",
          description: "",
          requestBody: { content: { "application/json": { example: { phone: contact.phone } } } },
          responses: { "201": ok(contact) },
        },
      },
      "/contacts/{contact_id}": {
        patch: {
          summary: "Change a contact",
          description: "",
          parameters: [{ ...contactId, description: "The contact's `id`." }],
          requestBody: { content: { "application/json": { example: { name: "Asha" } } } },
          responses: { "200": ok({ ...contact, name: "Asha" }), "404": refused },
        },
        delete: {
          summary: "Delete a contact",
          description: "",
          parameters: [contactId],
          responses: { "204": { description: "Deleted." }, "404": refused },
        },
      },
      "/contacts/{contact_id}/opt-in": {
        post: {
          summary: "Record consent",
          description: "",
          parameters: [contactId],
          requestBody: {
            content: { "application/json": { example: { source: "checkout form" } } },
          },
          responses: { "200": ok(contact), "404": refused },
        },
      },
      "/contacts/{contact_id}/notes/{note_id}": {
        get: {
          summary: "A note",
          description: "",
          parameters: [contactId, { name: "note_id", in: "path", required: true }],
          responses: { "200": ok({ id: "note-1" }) },
        },
      },
    },
  });
  const endpoint = (title: string) => endpoints.find((candidate) => candidate.title === title)!;
  const sample = (title: string, language: string) =>
    endpoint(title).samples.find((candidate) => candidate.language === language)!.code;
  const contactUrl = `${V1_BASE_URL}/contacts/${contact.id}`;

  it("call them with their own method, and a body only when they have a request example", () => {
    expect(endpoints.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /contacts",
      "PATCH /contacts/{contact_id}",
      "DELETE /contacts/{contact_id}",
      "POST /contacts/{contact_id}/opt-in",
      "GET /contacts/{contact_id}/notes/{note_id}",
    ]);
    const auth = `-H "Authorization: Bearer $${SAMPLE_ENV.apiKey}"`;
    expect(sample("Change a contact", "curl").split(" \\\n  ")).toEqual([
      `curl -X PATCH "${contactUrl}"`,
      auth,
      `-H "Content-Type: application/json"`,
      `-d '{\n    "name": "Asha"\n  }'`,
    ]);
    expect(sample("Change a contact", "node")).toContain(`method: "PATCH",`);
    expect(sample("Change a contact", "python")).toContain(`requests.patch(`);
    expect(sample("Delete a contact", "curl").split(" \\\n  ")).toEqual([
      `curl -X DELETE "${contactUrl}"`,
      auth,
    ]);
    expect(sample("Delete a contact", "node")).toContain(`method: "DELETE",`);
    expect(sample("Delete a contact", "python")).toContain(`requests.delete(`);
    for (const language of ["node", "python"]) {
      expect(sample("Delete a contact", language)).not.toMatch(/body|json=|Content-Type/);
    }
  });

  it("fill an `{…_id}` from the answer's `id`, borrowing another operation's answer when theirs has none", () => {
    expect(sample("Change a contact", "curl")).toContain(`"${contactUrl}"`);
    expect(sample("Delete a contact", "curl")).toContain(`"${contactUrl}"`);
    expect(sample("Record consent", "curl")).toContain(`"${contactUrl}/opt-in"`);
    // The answer's id is the note's: the contact's id stays to be filled in.
    expect(sample("A note", "curl")).toContain(
      `"${V1_BASE_URL}/contacts/{contact_id}/notes/note-1"`,
    );
  });

  it("show an answer without a body with its status and no example, and do not parse it", () => {
    expect(endpoint("Delete a contact").responses).toEqual([{ label: "204 No Content" }]);
    expect(endpoint("Add a contact").responses).toEqual([
      { label: "201 Created", json: JSON.stringify(contact, null, 2) },
    ]);
    expect(sample("Delete a contact", "node")).toContain(`console.log(response.status);`);
    expect(sample("Delete a contact", "python")).toContain(`print(response.status_code)`);
    expect(sample("Change a contact", "node")).toContain(`console.log(answer);`);
  });

  it("fill a path parameter with its example in the document first", () => {
    const [endpoint] = endpointsOf({
      paths: {
        "/{phone_number_id}/contacts/{contact_id}": {
          get: {
            summary: "A contact of a number",
            description: "",
            parameters: [
              { name: "phone_number_id", in: "path", required: true, example: "123456789012345" },
              { ...contactId, example: "contact-1" },
            ],
            responses: { "200": ok(contact) },
          },
        },
      },
    });
    expect(endpoint!.samples[0]!.code).toContain(
      `"${V1_BASE_URL}/123456789012345/contacts/contact-1"`,
    );
  });

  it("describe a path parameter in the document's words, else neutrally", () => {
    expect(endpoint("Change a contact").parameters[0]!.description).toBe("The contact's `id`.");
    expect(endpoint("Delete a contact").parameters[0]!.description).toBe(
      "The id from an earlier answer.",
    );
  });
});
