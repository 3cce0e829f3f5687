// Hostile input: fast-check properties over every REST path (read from the served OpenAPI
// document) and every GraphQL root field (read from the schema), so paths added later are covered
// without touching this file. Every answer must be a 4xx JSON error (or a 2xx for valid input),
// never a 5xx or a stack trace, and a refused request must leave the database as it was.
import fc from "fast-check";
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  // The server's own graphql (one instance for its schema and these helpers); the workspace
  // root does not depend on graphql itself.
} from "../../packages/graphql-server/node_modules/graphql/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppSchema } from "../../packages/graphql-server/src/build-schema.ts";
import { createAdmin } from "../../packages/server/src/test-support/test-server.ts";
import { startInProcessProduct, type Answer, type InProcessProduct } from "./in-process.ts";
import { recordCounts } from "./counts.ts";
import { issueSession } from "./sessions.ts";
import {
  hostileObject,
  hostileText,
  hostileValue,
  leaksInternals,
  RUNS,
  watchForChanges,
  webAppFixture,
} from "./hostile.ts";

// The real admin has a username the generators never produce, so the attacked-username
// slowdown never applies to the probes' own sign-ins.
const PROBE_ADMIN = { username: "probe-admin", password: "probe-admin-password" };

let server: InProcessProduct;
let token: string;
let adminId: string;
let properties = 0;
let requests = 0;
let rowsWritten: () => Promise<number>;
let writes: number;

beforeAll(async () => {
  server = await startInProcessProduct({
    LOGIN_MAX_FAILURES_PER_USER: "1000",
    LOGIN_MAX_FAILURES_PER_ADDRESS: "10000",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: "10000",
    WEB_DIST_DIR: webAppFixture(),
  });
  adminId = (await createAdmin(server.database.prisma, PROBE_ADMIN.username, PROBE_ADMIN.password))
    .id;
  token = await issueSession(server.database.prisma, adminId);
  rowsWritten = await watchForChanges(server.database);
  writes = await rowsWritten();
});
afterAll(async () => {
  recordCounts({ suite: "hostile input (in-process requests)", properties, runs: RUNS, requests });
  await server?.close();
});

/** Who sends the probe: nobody, the signed-in admin, or someone with a made-up token. */
const callerToken = fc.oneof(
  fc.constant(undefined),
  fc.constant("admin"),
  hostileText.map((text) => text.replace(/[^\x21-\x7e]/g, "")),
);

async function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  as: string | undefined,
): Promise<Answer> {
  const headers = { ...init.headers };
  if (as === "admin") headers.authorization = `Bearer ${token}`;
  else if (as) headers.authorization = `Bearer ${as}`;
  requests++;
  return server.request({ ...init, url, headers });
}

/**
 * The answer is a client error or a success, JSON, with nothing internal in it; a refused
 * request changed nothing; a successful change becomes the new baseline.
 */
async function expectCleanAnswer(answer: Answer, what: string, changing: boolean) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(leaksInternals(answer.text), `${what} leaks internals: ${answer.text.slice(0, 300)}`).toBe(
    false,
  );
  if (answer.status >= 400)
    expect(
      () => JSON.parse(answer.text),
      `${what} answered ${answer.status} without JSON: ${JSON.stringify(answer.text.slice(0, 100))}`,
    ).not.toThrow();
  if (!changing) return;
  const now = await rowsWritten();
  if (answer.status >= 400 || answer.status < 200)
    expect(now - writes, `${what} was refused (${answer.status}) but wrote rows`).toBe(0);
  writes = now;
}

/** Keeps the probe's session alive: a successful sign-out by a probe ends it. */
async function renewSessionIfEnded() {
  const me = await server.request({
    method: "GET",
    url: "/api/admin/me",
    headers: { authorization: `Bearer ${token}` },
  });
  if (me.status !== 401) return;
  token = await issueSession(server.database.prisma, adminId);
  // Our own session is not the probe's doing.
  writes = await rowsWritten();
}

/**
 * Puts the platform's switches back after the settings were probed: a probe that switched
 * maintenance on would close the paths probed after it (503, as it should).
 */
async function restoreSettings() {
  const restored = await server.request({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ maintenanceMode: false, signupEnabled: true, allowedOrigins: [] }),
  });
  expect(restored.status, restored.text).toBe(200);
  writes = await rowsWritten();
}

describe("every REST path answers hostile input with a clean client error", () => {
  it(`holds for ${RUNS} runs per path and method`, async () => {
    const served = await server.request({ method: "GET", url: "/api/openapi.json" });
    const document = JSON.parse(served.text) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(10);

    for (const { path, method, operation } of operations) {
      const changing = method !== "get";
      const example = exampleBody(operation);
      const pathParameter = fc.oneof(
        fc.uuid(),
        hostileText.map((text) => encodeURIComponent(text.toWellFormed())),
        fc.constantFrom("%00", "%ZZ", "..%2F..%2F", "%C0%AF", "%ED%A0%80", "a%20b"),
      );
      const query = fc.option(
        fc
          .dictionary(hostileText, hostileText, { maxKeys: 3 })
          .map((entries) => new URLSearchParams(entries).toString()),
      );
      const body = fc.oneof(
        {
          weight: 4,
          arbitrary: hostileObject(example).map((value) => ({
            type: "application/json",
            text: JSON.stringify(value) ?? "null",
          })),
        },
        { weight: 1, arbitrary: hostileText.map((text) => ({ type: "application/json", text })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.constantFrom(
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data",
                "application/xml",
              ),
              hostileText,
            )
            .map(([type, text]) => ({ type, text })),
        },
      );
      properties++;
      const began = performance.now();
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathParameter, { minLength: 4, maxLength: 4 }),
          query,
          body,
          callerToken,
          async (parameters, search, payload, as) => {
            let n = 0;
            const url =
              path.replace(/\{\w+\}/g, () => parameters[n++]!) + (search ? `?${search}` : "");
            const init: { method: string; headers?: Record<string, string>; body?: string } = {
              method: method.toUpperCase(),
            };
            if (method !== "get" && method !== "delete") {
              init.headers = { "content-type": payload.type };
              init.body = payload.text;
            }
            const answer = await send(url, init, as);
            await expectCleanAnswer(answer, `${method.toUpperCase()} ${url}`, changing);
            if (changing && answer.status < 300 && path.includes("logout"))
              await renewSessionIfEnded();
          },
        ),
        { numRuns: RUNS },
      );
      if (path.startsWith("/api/admin/settings") && changing) await restoreSettings();
      if (process.env.SECURITY_TIMING)
        console.log(`${method} ${path}: ${(performance.now() - began).toFixed(0)} ms`);
    }
  });
});

interface OpenApiOperation {
  requestBody?: { content: { "application/json": { example?: Record<string, unknown> } } };
}

function exampleBody(operation: OpenApiOperation): Record<string, unknown> {
  const example = operation.requestBody?.content["application/json"]?.example;
  return example && typeof example === "object" ? example : {};
}

describe("every GraphQL root field answers hostile input with a clean client error", async () => {
  const schema = await buildAppSchema();
  const fields = (["query", "mutation"] as const).flatMap((operation) => {
    const root = operation === "query" ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => ({ operation, field }));
  });

  it("covers every root field of the schema", () => {
    expect(fields.map(({ field }) => field.name)).toEqual(
      expect.arrayContaining(["adminLogin", "submitContactMessage", "contactMessages"]),
    );
  });

  it(`holds for ${RUNS} runs per root field`, async () => {
    for (const { operation, field } of fields) {
      const document = documentOf(operation, field);
      const variables = fc.oneof(
        {
          weight: 3,
          arbitrary: fc.record(
            Object.fromEntries(field.args.map((arg) => [arg.name, hostileInput(arg.type)])),
            { requiredKeys: [] },
          ),
        },
        { weight: 1, arbitrary: fc.dictionary(hostileText, hostileValue, { maxKeys: 3 }) },
      );
      properties++;
      const began = performance.now();
      await fc.assert(
        fc.asyncProperty(variables, callerToken, async (values, as) => {
          const answer = await send(
            "/graphql",
            {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ query: document, variables: values }),
            },
            as,
          );
          await expectCleanAnswer(answer, `${operation} ${field.name}`, operation === "mutation");
          expect(answer.text, `${field.name} answered a server fault`).not.toContain(
            "INTERNAL_SERVER_ERROR",
          );
          if (operation === "mutation" && field.name === "adminLogout") await renewSessionIfEnded();
        }),
        { numRuns: RUNS },
      );
      if (process.env.SECURITY_TIMING)
        console.log(`${field.name}: ${(performance.now() - began).toFixed(0)} ms`);
    }
  });

  it(`holds for ${RUNS} hostile documents`, async () => {
    const names = fields.map(({ field }) => field.name);
    const document = fc.oneof(
      hostileText,
      fc
        .tuple(
          fc.constantFrom("query", "mutation", "subscription", "{", ""),
          fc.constantFrom(...names),
          hostileText,
        )
        .map(([operation, name, rest]) => `${operation} { ${name}${rest} }`),
      fc.nat({ max: 200 }).map((depth) => `${"{ a ".repeat(depth)}${"}".repeat(depth)}`),
      fc.nat({ max: 400 }).map((count) => `{ ${"__typename ".repeat(count)} }`),
    );
    properties++;
    await fc.assert(
      fc.asyncProperty(document, hostileValue, callerToken, async (query, variables, as) => {
        const answer = await send(
          "/graphql",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query, variables }),
          },
          as,
        );
        await expectCleanAnswer(answer, `document ${JSON.stringify(query).slice(0, 80)}`, true);
        expect(answer.text).not.toContain("INTERNAL_SERVER_ERROR");
      }),
      { numRuns: RUNS },
    );
  });
});

/** A call of a root field with every argument passed as a variable. */
function documentOf(
  operation: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${operation}${declarations.length ? `(${declarations.join(", ")})` : ""} { ${field.name}${call.length ? `(${call.join(", ")})` : ""}${selection} }`;
}

/** Values of the argument's shape with hostile leaves, or of no shape at all. */
function hostileInput(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner))
    return fc.oneof(fc.array(hostileInput(inner.ofType), { maxLength: 3 }), hostileValue);
  const named = getNamedType(inner);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record(
          Object.fromEntries(fields.map((f) => [f.name, hostileInput(f.type)])),
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  if (isEnumType(named))
    return fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.value)), hostileValue);
  if (isScalarType(named) && (named.name === "Int" || named.name === "Float"))
    return fc.oneof(fc.integer(), fc.double(), hostileValue);
  return fc.oneof(hostileText, hostileValue);
}

describe("while answering every probe", () => {
  it("logged no server fault (a client's mistake is not one)", () => {
    expect(server.errors.slice(0, 5)).toEqual([]);
  });
});
