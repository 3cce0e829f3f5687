import { Ajv2020 } from "ajv/dist/2020.js";
import formatsPlugin from "ajv-formats";
import { routes } from "../../packages/rest-compat/src/routes/index.ts";
import { expect, test } from "./fixtures.ts";

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: MediaHolder; responses: Record<string, MediaHolder> }>
  >;
  components: { schemas: Record<string, object> };
}
interface MediaHolder {
  content?: Record<string, { schema: { $ref: string }; example?: unknown }>;
}

// ajv-formats is CommonJS: Node hands its module.exports (the plugin) to a default import.
const addFormats = formatsPlugin as unknown as typeof formatsPlugin.default;

const DOCUMENT_ID = "https://aizapy.in/api/openapi.json";

/** A validator for each `#/components/schemas/…` reference of the document. */
function validators(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  return {
    validate(ref: string, value: unknown): string | null {
      const validate = ajv.getSchema(`${DOCUMENT_ID}${ref}`);
      if (!validate) return `no schema at ${ref}`;
      return validate(value) ? null : ajv.errorsText(validate.errors);
    },
  };
}

test.describe("the OpenAPI document at /api/openapi.json", () => {
  let document: OpenApiDocument;
  test.beforeAll(async ({ request }) => {
    document = await (await request.get("/api/openapi.json")).json();
  });

  test("is OpenAPI 3.1 and describes every REST path and method", () => {
    expect(document.openapi).toBe("3.1.0");
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    expect(documented.sort()).toEqual(
      routes.map((r) => `${r.method} /api${r.path.replace(/:(\w+)/g, "{$1}")}`).sort(),
    );
  });

  test("has examples that validate against its own schemas", () => {
    const { validate } = validators(document);
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const media = [operation.requestBody, ...Object.values(operation.responses)].flatMap(
          (holder) => Object.values(holder?.content ?? {}),
        );
        for (const { schema, example } of media) {
          if (example === undefined) continue;
          expect(validate(schema.$ref, example), `${method} ${path}`).toBeNull();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(16);
  });

  test("describes answers that real responses match", async ({ request }) => {
    const { validate } = validators(document);
    const login = await request.post("/api/admin/login", {
      data: { username: "admin", password: "e2e-admin-password" },
    });
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };
    // Paths with an id are checked by their own suites, against records they create; CSV
    // downloads by the server's own suites (streaming, escaping).
    // The workspace's paths answer a member, not this admin: packages/server's workspace suites
    // check their answers against the document.
    for (const route of routes.filter(
      (r) =>
        r.method === "get" &&
        r.response &&
        !r.produces &&
        !r.path.includes(":") &&
        r.requiresSession !== "member" &&
        !r.path.startsWith("/auth/"),
    )) {
      const query = new URLSearchParams(route.examples.query ?? {}).toString();
      const url = `/api${route.path}${query ? `?${query}` : ""}`;
      const body = await (await request.get(url, { headers })).json();
      const ref =
        document.paths[`/api${route.path}`]!.get!.responses["200"]!.content!["application/json"]!
          .schema.$ref;
      expect(validate(ref, body), route.path).toBeNull();
    }
    await request.post("/api/admin/logout", { headers });
  });
});
