// Access control: every admin REST path (read from the served OpenAPI document) and every admin
// GraphQL root field (read from the schema) refuses every kind of credential that is not a live
// session: none, malformed, expired (idle and past its lifetime), revoked, and a deleted admin's.
// Each must answer 401 / UNAUTHENTICATED, show no data and change nothing.
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  // The server's own graphql (one instance for its schema and these helpers); the workspace
  // root does not depend on graphql itself.
} from "../../packages/graphql-server/node_modules/graphql/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ROOT_FIELDS } from "../../packages/graphql-server/src/anonymous-operations.ts";
import { buildAppSchema } from "../../packages/graphql-server/src/build-schema.ts";
import {
  createAdmin,
  startTestServer,
  type TestServer,
} from "../../packages/server/src/test-support/test-server.ts";
import { recordCounts } from "./counts.ts";
import { databaseChecksum, webAppFixture } from "./hostile.ts";
import { issueSession } from "./sessions.ts";

// Something only an admin may read: it must appear in no refused answer.
const SECRET_SUBJECT = "Confidential pricing for Zenith Traders";

let server: TestServer;
let credentials: [kind: string, authorization: string | undefined][];
let liveToken: string;
let checksumBefore: string;
let requests = 0;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST_DIR: webAppFixture() });
  const admin = await createAdmin(server.prisma);
  const deleted = await createAdmin(server.prisma, "departed-admin", "departed-password");
  const deletedAdminToken = await issueSession(server.prisma, deleted.id);
  await server.prisma.admin.delete({ where: { id: deleted.id } });
  await server.prisma.contactMessage.create({
    data: {
      name: "Meera Iyer",
      email: "meera@example.in",
      subject: SECRET_SUBJECT,
      message: "Please keep this between us until the contract is signed.",
    },
  });
  const live = (liveToken = await issueSession(server.prisma, admin.id));
  credentials = [
    ["no token", undefined],
    ["an empty bearer", "Bearer "],
    ["a malformed token", "Bearer not-a-session"],
    ["a live token under another scheme", `Basic ${live}`],
    ["a live token with junk appended", `Bearer ${live}x`],
    ["two tokens", `Bearer ${live} ${live}`],
    ["an oversized token", `Bearer ${"a".repeat(8_000)}`],
    [
      "an idle-expired token",
      `Bearer ${await issueSession(server.prisma, admin.id, "idle-expired")}`,
    ],
    [
      "a token past its lifetime",
      `Bearer ${await issueSession(server.prisma, admin.id, "past-lifetime")}`,
    ],
    ["a revoked token", `Bearer ${await issueSession(server.prisma, admin.id, "revoked")}`],
    ["a deleted admin's token", `Bearer ${deletedAdminToken}`],
  ];
  checksumBefore = await databaseChecksum(server.database);
});
afterAll(async () => {
  recordCounts({ suite: "access control", requests });
  await server?.close();
});

describe("every admin REST path", () => {
  it("shows the secret to a live session (so the refusals below are refusals)", async () => {
    const response = await fetch(`${server.baseUrl}/api/admin/contact-messages`, {
      headers: { authorization: `Bearer ${liveToken}` },
    });
    expect(await response.text()).toContain(SECRET_SUBJECT);
  });

  it("answers 401 with a JSON message and no data to every credential but a live session", async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { security?: unknown[]; requestBody?: { content: Record<string, { example?: unknown }> } }
        >
      >;
    };
    // The workspace's paths (a member's token) have their own suite: workspace-access.test.ts.
    const adminOperations = Object.entries(document.paths)
      .filter(([path]) => !/^\/api\/(auth|workspace)\//.test(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => (operation.security ?? []).length > 0)
          .map(([method, operation]) => ({ path, method, operation })),
      );
    expect(adminOperations.length).toBeGreaterThan(10);
    for (const { path, method, operation } of adminOperations) {
      const url = path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");
      const example = operation.requestBody?.content["application/json"]?.example;
      for (const [kind, authorization] of credentials) {
        requests++;
        const response = await fetch(`${server.baseUrl}${url}`, {
          method: method.toUpperCase(),
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(example ? { "content-type": "application/json" } : {}),
          },
          ...(example ? { body: JSON.stringify(example) } : {}),
        });
        const text = await response.text();
        const what = `${method.toUpperCase()} ${path} with ${kind}`;
        expect(response.status, `${what}: ${text.slice(0, 200)}`).toBe(401);
        expect(JSON.parse(text), what).toEqual({ message: expect.any(String) });
        expect(text).not.toContain(SECRET_SUBJECT);
      }
    }
  });
});

describe("every admin GraphQL root field", async () => {
  const schema = await buildAppSchema();
  // Every field but the public ones: the console's and the workspace's alike refuse all of these.
  const adminFields = (["query", "mutation"] as const).flatMap((operation) => {
    const root = operation === "query" ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {})
      .filter((field) => !PUBLIC_ROOT_FIELDS.has(field.name))
      .map((field) => ({ operation, field }));
  });

  it("answers UNAUTHENTICATED with no data to every credential but a live session", async () => {
    expect(adminFields.length).toBeGreaterThan(10);
    for (const { operation, field } of adminFields) {
      const { document, variables } = callOf(operation, field);
      for (const [kind, authorization] of credentials) {
        requests++;
        const response = await fetch(`${server.baseUrl}/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(authorization ? { authorization } : {}),
          },
          body: JSON.stringify({ query: document, variables }),
        });
        const text = await response.text();
        const what = `${operation} ${field.name} with ${kind}`;
        const body = JSON.parse(text) as {
          data?: unknown;
          errors?: { extensions?: { code?: string } }[];
        };
        expect(
          body.errors?.map((error) => error.extensions?.code),
          `${what}: ${text.slice(0, 200)}`,
        ).toEqual(["UNAUTHENTICATED"]);
        expect(body.data ?? null, what).toBeNull();
        expect(text).not.toContain(SECRET_SUBJECT);
      }
    }
  });
});

describe("after every refusal", () => {
  it("the database is as it was", async () => {
    expect(await databaseChecksum(server.database)).toBe(checksumBefore);
  });
});

/** A syntactically complete call of a root field, with placeholder arguments. */
function callOf(operation: string, field: GraphQLField<unknown, unknown>) {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args = field.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => {
      declarations.push(`$${arg.name}: ${String(arg.type)}`);
      variables[arg.name] = placeholder(arg.type);
      return `${arg.name}: $${arg.name}`;
    });
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  const call = `${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection}`;
  return {
    document: `${operation}${declarations.length ? `(${declarations.join(", ")})` : ""} { ${call} }`,
    variables,
  };
}

function placeholder(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isScalarType(named))
    return named.name === "Int" || named.name === "Float"
      ? 1
      : named.name === "Boolean"
        ? true
        : "00000000-0000-4000-8000-000000000000";
  if (isEnumType(named)) return named.getValues()[0]!.value;
  const value: Record<string, unknown> = {};
  for (const inputField of Object.values(named.getFields()))
    value[inputField.name] = placeholder(inputField.type);
  return value;
}
