import { sandboxPhoneNumberId } from "@aizapy/contracts";
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
  /** A component's reference, or a schema of its own (a CSV's string, an import's start). */
  schema: { $ref?: string };
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
let validate: (schema: Media["schema"], value: unknown) => string | null;

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
  validate = (schema, value) => {
    // A schema of its own refers to the document's components from where it stands.
    const check = schema.$ref
      ? ajv.getSchema(`${DOCUMENT_ID}${schema.$ref}`)
      : ajv.compile(
          JSON.parse(
            JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`),
          ),
        );
    if (!check) return `no schema at ${schema.$ref}`;
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
          expect(validate(schema, value), `${method} ${path}`).toBeNull();
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
    await createTemplate(server, token, business.id, {
      name: "festive_offer",
      category: "marketing",
      body: "Festive offer for {{1}}",
    });
    const contact = await v1(server, "POST", "/contacts", {
      key,
      body: { phone: "+919812345679", name: "Asha", tags: ["docs"] },
    });
    const contactPath = `/contacts/${contact.body.id}`;
    answers.push(
      ["post /contacts", contact],
      [
        "post /contacts",
        await v1(server, "POST", "/contacts", { key, body: { phone: "+919812345679" } }),
      ],
      ["post /contacts", await v1(server, "POST", "/contacts", { key, body: { phone: "12" } })],
      ["get /contacts", await v1(server, "GET", "/contacts?tag=docs", { key })],
      ["get /contacts", await v1(server, "GET", "/contacts?limit=0", { key })],
      ["get /contacts/{contact_id}", await v1(server, "GET", contactPath, { key })],
      [
        "get /contacts/{contact_id}",
        await v1(server, "GET", `/contacts/${crypto.randomUUID()}`, { key }),
      ],
      [
        "patch /contacts/{contact_id}",
        await v1(server, "PATCH", contactPath, { key, body: { attributes: { city: "Pune" } } }),
      ],
      [
        "post /contacts/{contact_id}/opt-in",
        await v1(server, "POST", `${contactPath}/opt-in`, { key, body: { source: "form" } }),
      ],
      [
        "post /contacts/{contact_id}/opt-out",
        await v1(server, "POST", `${contactPath}/opt-out`, { key, body: { source: "call" } }),
      ],
      [
        "post /messages/template",
        await v1(server, "POST", "/messages/template", {
          key,
          body: { ...template(["Asha"], "festive_offer"), to: "+919812345679" },
        }),
      ],
      ["delete /contacts/{contact_id}", await v1(server, "DELETE", contactPath, { key })],
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
    const csv = async (method: string, path: string, body?: string): Promise<V1Response<any>> => {
      const response = await fetch(`${server.baseUrl}/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "text/csv" },
        ...(body === undefined ? {} : { body }),
      });
      const text = await response.text();
      const json = response.headers.get("content-type")?.startsWith("application/json");
      return {
        status: response.status,
        headers: response.headers,
        body: json ? JSON.parse(text) : text,
        text,
      };
    };
    const started = await csv("POST", "/contacts/imports", "phone,name\n+919812345670,Ira\n");
    const segment = await v1(server, "POST", "/segments", {
      key,
      body: { name: "Docs", filter: { tags: ["docs"] } },
    });
    const segmentPath = `/segments/${segment.body.id}`;
    answers.push(
      ["post /segments", segment],
      ["post /segments", await v1(server, "POST", "/segments", { key, body: { name: "" } })],
      ["get /segments", await v1(server, "GET", "/segments", { key })],
      [
        "post /segments/count",
        await v1(server, "POST", "/segments/count", { key, body: { tags: ["docs"] } }),
      ],
      [
        "post /segments/count",
        await v1(server, "POST", "/segments/count", { key, body: { tags: "docs" } }),
      ],
      ["get /segments/{segment_id}", await v1(server, "GET", segmentPath, { key })],
      [
        "put /segments/{segment_id}",
        await v1(server, "PUT", segmentPath, { key, body: { name: "Docs 2", filter: {} } }),
      ],
      [
        "get /segments/{segment_id}",
        await v1(server, "GET", `/segments/${crypto.randomUUID()}`, { key }),
      ],
      ["delete /segments/{segment_id}", await v1(server, "DELETE", segmentPath, { key })],
    );
    answers.push(
      ["post /contacts/imports", started],
      ["post /contacts/imports", await csv("POST", "/contacts/imports", "name\nIra\n")],
      [
        "get /contacts/imports/{import_id}",
        await v1(server, "GET", `/contacts/imports/${started.body.id}`, { key }),
      ],
      [
        "get /contacts/imports/{import_id}",
        await v1(server, "GET", `/contacts/imports/${crypto.randomUUID()}`, { key }),
      ],
      [
        "get /contacts/imports/{import_id}/report",
        await csv("GET", `/contacts/imports/${started.body.id}/report`),
      ],
    );
    await v1(server, "POST", "/contacts", {
      key,
      body: { phone: "+919812345681", name: "Ira", tags: ["campaign-docs"] },
    });
    const campaignBody = {
      name: "Festive",
      template: { name: "festive_offer", language: "en", parameters: [{ field: "name" }] },
      audience: { tags: ["campaign-docs"] },
    };
    const campaign = await v1(server, "POST", "/campaigns", { key, body: campaignBody });
    const campaignPath = `/campaigns/${campaign.body.id}`;
    answers.push(
      ["post /campaigns", campaign],
      ["post /campaigns", await v1(server, "POST", "/campaigns", { key, body: { name: "" } })],
      [
        "post /campaigns",
        await v1(server, "POST", "/campaigns", {
          key,
          body: { ...campaignBody, template: { ...campaignBody.template, name: "missing" } },
        }),
      ],
      ["get /campaigns", await v1(server, "GET", "/campaigns", { key })],
      ["get /campaigns/{campaign_id}", await v1(server, "GET", campaignPath, { key })],
      [
        "get /campaigns/{campaign_id}",
        await v1(server, "GET", `/campaigns/${crypto.randomUUID()}`, { key }),
      ],
      [
        "get /campaigns/{campaign_id}/preflight",
        await v1(server, "GET", `${campaignPath}/preflight`, { key }),
      ],
      [
        "post /campaigns/{campaign_id}/pause",
        await v1(server, "POST", `${campaignPath}/pause`, { key }),
      ],
      [
        "post /campaigns/{campaign_id}/launch",
        await v1(server, "POST", `${campaignPath}/launch`, { key }),
      ],
      [
        "post /campaigns/{campaign_id}/pause",
        await v1(server, "POST", `${campaignPath}/pause`, { key }),
      ],
      [
        "post /campaigns/{campaign_id}/resume",
        await v1(server, "POST", `${campaignPath}/resume`, { key }),
      ],
      [
        "post /campaigns/{campaign_id}/retarget",
        await v1(server, "POST", `${campaignPath}/retarget`, {
          key,
          body: { audience: "not_read" },
        }),
      ],
      [
        "get /campaigns/{campaign_id}/recipients",
        await v1(server, "GET", `${campaignPath}/recipients`, { key }),
      ],
      [
        "get /campaigns/{campaign_id}/recipients",
        await v1(server, "GET", `${campaignPath}/recipients?status=lost`, { key }),
      ],
      [
        "post /campaigns/{campaign_id}/cancel",
        await v1(server, "POST", `${campaignPath}/cancel`, { key }),
      ],
    );
    /** A media upload of `content` named `filename`, answered as the API answers it. */
    const uploadMedia = async (content: Uint8Array, filename: string): Promise<V1Response> => {
      const form = new FormData();
      form.append("messaging_product", "whatsapp");
      form.append("file", new Blob([content]), filename);
      const response = await fetch(`${server.baseUrl}/v1/media`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}` },
        body: form,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
    };
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489",
      "hex",
    );
    const uploaded = await uploadMedia(png, "logo.png");
    const { id: mediaId } = uploaded.body as { id: string };
    const downloaded = await fetch(`${server.baseUrl}/v1/media/${mediaId}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const downloadedText = await downloaded.text();
    answers.push(
      ["post /media", uploaded],
      ["post /media", await uploadMedia(Buffer.from("MZ executable"), "photo.jpg")],
      [
        "post /media",
        await uploadMedia(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), "big.png"),
      ],
      ["post /media", await v1(server, "POST", "/media", { key, body: {} })],
      [
        "get /media/{media_id}",
        {
          status: downloaded.status,
          headers: downloaded.headers,
          body: downloadedText,
          text: downloadedText,
        },
      ],
      ["get /media/{media_id}", await v1(server, "GET", `/media/${crypto.randomUUID()}`, { key })],
    );

    const metaSend = (body: unknown, options: { key?: string; id?: string } = { key }) =>
      v1(server, "POST", `/${options.id ?? sandboxPhoneNumberId(business.id)}/messages`, {
        ...options,
        body,
      });
    const metaTemplate = (name: string) => ({
      messaging_product: "whatsapp",
      to: customer.slice(1),
      type: "template",
      template: {
        name,
        language: { code: "en" },
        components: [{ type: "body", parameters: [{ type: "text", text: "Asha" }] }],
      },
    });
    const metaPath = "post /{phone_number_id}/messages";
    answers.push(
      [metaPath, await metaSend(metaTemplate("welcome"))],
      [metaPath, await metaSend(metaTemplate("missing"))],
      [metaPath, await metaSend(metaTemplate("welcome"), { key, id: "106540352242922" })],
      [metaPath, await metaSend({ messaging_product: "whatsapp", to: "12", text: { body: "" } })],
      [
        metaPath,
        await metaSend({ messaging_product: "whatsapp", to: "919800000001", text: { body: "Hi" } }),
      ],
      [metaPath, await metaSend(metaTemplate("welcome"), {})],
    );
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
      if (documented!.content) {
        const type = answer.headers.get("content-type")!.split(";")[0]!;
        const media = documented!.content[type];
        expect(media, `${what}: ${type}`).toBeDefined();
        expect(validate(media!.schema, answer.body), what).toBeNull();
      } else expect(answer.text, what).toBe("");
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
        "post /campaigns 201",
        "post /campaigns 400",
        "post /campaigns 422",
        "get /campaigns 200",
        "get /campaigns/{campaign_id} 200",
        "get /campaigns/{campaign_id} 404",
        "get /campaigns/{campaign_id}/preflight 200",
        "post /campaigns/{campaign_id}/pause 409",
        "post /campaigns/{campaign_id}/launch 202",
        "post /campaigns/{campaign_id}/pause 200",
        "post /campaigns/{campaign_id}/resume 200",
        "post /campaigns/{campaign_id}/retarget 201",
        "get /campaigns/{campaign_id}/recipients 200",
        "get /campaigns/{campaign_id}/recipients 400",
        "post /campaigns/{campaign_id}/cancel 200",
        "delete /contacts/{contact_id} 204",
        "post /segments 201",
        "post /segments 400",
        "get /segments 200",
        "post /segments/count 200",
        "post /segments/count 400",
        "get /segments/{segment_id} 200",
        "get /segments/{segment_id} 404",
        "put /segments/{segment_id} 200",
        "delete /segments/{segment_id} 204",
        "post /contacts/imports 202",
        "post /contacts/imports 400",
        "get /contacts/imports/{import_id} 200",
        "get /contacts/imports/{import_id} 404",
        "get /contacts/imports/{import_id}/report 200",
        "get /contacts 200",
        "get /contacts 400",
        "get /contacts/{contact_id} 200",
        "get /contacts/{contact_id} 404",
        "patch /contacts/{contact_id} 200",
        "post /contacts 200",
        "post /contacts 201",
        "post /contacts 400",
        "post /contacts/{contact_id}/opt-in 200",
        "post /contacts/{contact_id}/opt-out 200",
        "post /media 201",
        "post /media 400",
        "post /media 413",
        "post /media 415",
        "get /media/{media_id} 200",
        "get /media/{media_id} 404",
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
        "post /{phone_number_id}/messages 200",
        "post /{phone_number_id}/messages 400",
        "post /{phone_number_id}/messages 401",
        "post /{phone_number_id}/messages 404",
      ].sort(),
    );
  });
});
