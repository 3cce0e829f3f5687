import { Ajv2020 } from "ajv/dist/2020.js";
import formatsPlugin from "ajv-formats";
import { routes } from "@aizapy/rest-compat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../test-support/mailbox.ts";
import { joinByInvitation, signUp, signupInput } from "../test-support/member-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// The members' paths (/api/auth, /api/workspace) in the /api OpenAPI document: documented like the
// console's, their examples valid against their own schemas, and the answers the server really
// gives (successes and refusals alike) matching what the document says.

interface Media {
  schema: { $ref: string };
  example?: unknown;
}
interface Operation {
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, Media> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
}

// ajv-formats is CommonJS: Node hands its module.exports (the plugin) to a default import.
const addFormats = formatsPlugin as unknown as typeof formatsPlugin.default;
const DOCUMENT_ID = "https://aizapy.in/api/openapi.json";

const memberRoutes = routes.filter((route) => /^\/(auth|workspace)\//.test(route.path));
const documentPath = (path: string) => `/api${path.replace(/:(\w+)/g, "{$1}")}`;

describe.runIf(process.env.TEST_DATABASE === "pglite")(
  "the members' paths in /api/openapi.json",
  () => {
    let server: TestServer;
    let mailbox: Mailbox;
    let document: OpenApiDocument;
    let validate: (ref: string, value: unknown) => string | null;

    beforeAll(async () => {
      mailbox = await startMailbox();
      server = await startTestServer({ SMTP_URL: mailbox.url });
      document = (await rest<OpenApiDocument>(server, "GET", "/openapi.json")).body;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
      validate = (ref, value) => {
        const check = ajv.getSchema(`${DOCUMENT_ID}${ref}`);
        if (!check) return `no schema at ${ref}`;
        return check(value) ? null : ajv.errorsText(check.errors);
      };
    });
    afterAll(async () => {
      await server.close();
      await mailbox.close();
    });

    it("documents every one, with the member's bearer token where a session is needed", () => {
      expect(memberRoutes.length).toBeGreaterThanOrEqual(29);
      expect(document.components.securitySchemes).toHaveProperty("memberAuth");
      for (const route of memberRoutes) {
        const operation = document.paths[documentPath(route.path)]?.[route.method];
        const name = `${route.method} ${route.path}`;
        expect(operation, name).toBeDefined();
        expect(operation!.security, name).toEqual(
          route.requiresSession === "member" ? [{ memberAuth: [] }] : [],
        );
        expect(Object.keys(operation!.responses), name).toContain(String(route.successStatus));
        // Every refusal carries its code.
        for (const [status, response] of Object.entries(operation!.responses)) {
          if (Number(status) < 400) continue;
          expect(response.content?.["application/json"]?.schema.$ref, `${name} ${status}`).toBe(
            "#/components/schemas/MemberError",
          );
        }
        if (route.requiresSession === "member") {
          expect(operation!.responses, name).toHaveProperty("401");
          // Signing out works during maintenance; everything else of a session answers 503.
          if (route.path === "/auth/logout") expect(operation!.responses).not.toHaveProperty("503");
          else expect(operation!.responses["503"]?.headers, name).toHaveProperty("Retry-After");
        }
      }
      const refusals = (method: string, path: string) =>
        Object.keys(document.paths[path]![method]!.responses);
      expect(refusals("post", "/api/auth/signup")).toEqual(
        expect.arrayContaining(["400", "403", "409", "429", "503"]),
      );
      expect(refusals("get", "/api/workspace/members")).toEqual(
        expect.arrayContaining(["401", "403", "503"]),
      );
      expect(refusals("patch", "/api/workspace/members/{id}")).toEqual(
        expect.arrayContaining(["403", "404", "409"]),
      );
    });

    it("has examples that validate against its own schemas", () => {
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
      expect(checked).toBeGreaterThanOrEqual(90);
    });

    it("describes the answers the server gives", async () => {
      const owner = await signUp(server);
      const agent = await joinByInvitation(server, mailbox, owner.token, "agent");
      const schemaOf = (method: string, path: string, status: number) =>
        document.paths[documentPath(path)]![method]!.responses[status]!.content![
          "application/json"
        ]!.schema.$ref;

      let checked = 0;
      // JSON answers (the inbox's event stream never ends: inbox.test.ts reads it).
      for (const route of memberRoutes.filter(
        (r) =>
          r.method === "get" &&
          r.requiresSession === "member" &&
          !r.path.includes(":") &&
          !r.produces,
      )) {
        const answer = await rest(server, "GET", route.path, { token: owner.token });
        expect(answer.status, route.path).toBe(200);
        expect(validate(schemaOf("get", route.path, 200), answer.body), route.path).toBeNull();
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(10);

      const refusals: [number, string, string, { token?: string; body?: unknown }][] = [
        [401, "get", "/workspace/business", {}],
        [403, "get", "/workspace/members", { token: agent.token }],
        [404, "delete", "/workspace/members/:id", { token: owner.token }],
        [409, "patch", "/workspace/members/:id", { token: owner.token, body: { role: "agent" } }],
        [400, "post", "/auth/signup", { body: { email: "x" } }],
        [409, "post", "/auth/signup", { body: signupInput({ email: owner.user.email }) }],
        [400, "post", "/auth/verify-email", { body: { token: "unknown" } }],
      ];
      for (const [status, method, path, options] of refusals) {
        const id = status === 404 ? crypto.randomUUID() : owner.user.id;
        const answer = await rest(server, method.toUpperCase(), path.replace(":id", id), options);
        expect(answer.status, `${method} ${path}`).toBe(status);
        expect(
          validate(schemaOf(method, path, status), answer.body),
          `${method} ${path}`,
        ).toBeNull();
      }
    });
  },
);
