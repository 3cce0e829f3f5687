import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  signIn,
  type TestServer,
  startTestServer,
  startTestServerWithAdmin,
} from "../test-support/test-server.ts";
import { INTERNAL_ERROR_MESSAGE } from "@aizapy/graphql-server";

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

const validationMessage = async (query: string) => {
  const result = await server.graphql(query, { token });
  expect(result.status).toBe(400);
  expect(result.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  return result.errors?.[0]?.message;
};

describe("request shape limits", () => {
  it("refuse more than 15 aliases", async () => {
    const aliases = Array.from(
      { length: 16 },
      (_, i) => `a${i}: publicSettings { maintenanceMode }`,
    ).join(" ");
    expect(await validationMessage(`query { ${aliases} }`)).toBe(
      "The document uses 16 aliases; at most 15 are allowed.",
    );
  });

  it("refuse operations that cost too much", async () => {
    const fields = "id name email company phone subject message status createdAt updatedAt";
    const aliases = Array.from(
      { length: 12 },
      (_, i) => `m${i}: contactMessages { ${fields} }`,
    ).join(" ");
    expect(await validationMessage(`query { ${aliases} }`)).toMatch(
      /^The document uses 12 aliases|^The operation costs \d+; at most 1000 is allowed\.$/,
    );
    const costly = Array.from(
      { length: 10 },
      (_, i) => `m${i}: contactMessages { ${fields} }`,
    ).join(" ");
    expect(await validationMessage(`query { ${costly} }`)).toBe(
      "The operation costs 1010; at most 1000 is allowed.",
    );
  });

  it("refuse a document with too many tokens before parsing it all", async () => {
    const huge = `query { ${"publicSettings { maintenanceMode } ".repeat(600)} }`;
    const result = await server.graphql(huge, { token });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe(
      "Syntax Error: Document contains more that 2000 tokens. Parsing aborted.",
    );
  });

  it("refuse a body over 64 KB", async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "{ publicSettings { maintenanceMode } }",
        padding: "x".repeat(70_000),
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is larger than 64 KB." });
  });

  it("refuse a body that is not JSON with a 400", async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });
});

describe("CSRF prevention", () => {
  it("refuses a simple cross-site form post", async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "mutation { adminLogout }" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Cross-Site Request Forgery");
  });
});

describe("in development", () => {
  it("allows introspection and suggests field names to a signed-in admin", async () => {
    expect((await server.graphql(`{ __schema { queryType { name } } }`, { token })).data).toEqual({
      __schema: { queryType: { name: "Query" } },
    });
    expect(
      (await server.graphql(`{ publicSetting { maintenanceMode } }`, { token })).errors?.[0]
        ?.message,
    ).toContain("Did you mean");
  });
});

describe("anonymous callers", () => {
  const refusal = {
    data: null,
    errors: [{ message: "Please sign in to continue.", extensions: { code: "UNAUTHENTICATED" } }],
  };

  it.each([
    ["introspection", "{ __schema { queryType { name } } }"],
    ["an admin field", "{ contactMessages { id } }"],
    [
      "an admin field behind a fragment",
      "{ ...F } fragment F on Query { platformSettings { allowedOrigins } }",
    ],
    ["a misspelt field (no suggestions of admin names)", "{ contactMessage { id } }"],
    ["a document over 4 KB", `{ publicSettings { maintenanceMode } } # ${"x".repeat(4096)}`],
  ])("are refused %s before it is parsed, validated or cached", async (_, query) => {
    const { status: _status, ...result } = await server.graphql(query);
    expect(result).toEqual(refusal);
  });

  it("may run the public operations", async () => {
    const result = await server.graphql(
      "query PublicSettings { publicSettings { maintenanceMode } }",
    );
    expect(result.data).toEqual({ publicSettings: { maintenanceMode: false } });
  });
});

describe("in production", () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: "production", APP_SECRET: "p".repeat(40) });
  });
  afterAll(() => production.close());

  it("refuses introspection", async () => {
    await createAdmin(production.prisma);
    const result = await production.graphql(`{ __schema { queryType { name } } }`, {
      token: await signIn(production),
    });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
  });

  it("does not suggest field names", async () => {
    const result = await production.graphql(`{ publicSetting { maintenanceMode } }`, {
      token: await signIn(production),
    });
    expect(result.errors?.[0]?.message).not.toContain("Did you mean");
  });
});

describe("unexpected errors", () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startTestServer();
    // The database goes away under a running server.
    await broken.database.close();
  });
  afterAll(async () => {
    broken.database.destroy = async () => undefined;
    await broken.close().catch(() => undefined);
  });

  it("turn the readiness check to 503 so a load balancer stops routing here", async () => {
    const response = await fetch(`${broken.baseUrl}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });

  it("leave the liveness check alone: the process itself is fine", async () => {
    const response = await fetch(`${broken.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("are masked for the client and logged in full under the request id", async () => {
    const response = await fetch(`${broken.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ publicSettings { maintenanceMode } }" }),
    });
    const body = (await response.json()) as {
      errors: { message: string; extensions: Record<string, string> }[];
    };
    const requestId = response.headers.get("x-request-id");
    expect(body.errors[0]).toEqual({
      message: INTERNAL_ERROR_MESSAGE,
      path: ["publicSettings"],
      extensions: { code: "INTERNAL_SERVER_ERROR", requestId },
    });
    expect(JSON.stringify(body)).not.toMatch(/prisma|pglite|at \w+ \(/i);
    const logged = broken.logged.find((line) => line.fields?.requestId === requestId);
    expect(logged?.level).toBe("error");
    expect(String(logged?.fields?.error)).toMatch(/\n\s+at /);
  });
});

describe("client mistakes", () => {
  it.each([
    [
      "a persisted-query hash",
      { extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } },
    ],
    ["a subscription", { query: "subscription { publicSettings { maintenanceMode } }" }],
    [
      "an unknown operation name",
      { query: "query A { publicSettings { maintenanceMode } }", operationName: "B" },
    ],
  ])("are answered as the client's error, and not logged as our fault: %s", async (_, body) => {
    const before = server.logged.length;
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(500);
    const { errors } = (await response.json()) as { errors: { extensions?: { code?: string } }[] };
    expect(errors[0]?.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
    expect(server.logged.slice(before).filter((line) => line.level === "error")).toEqual([]);
  });
});
