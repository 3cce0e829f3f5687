import { serverAudits } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

// The public GraphQL-over-HTTP conformance audits, as a signed-in client (anonymous callers may
// only run the public operations). MUST audits are requirements; SHOULD and MAY audits are
// recommendations and reported only.
describe("GraphQL over HTTP conformance", () => {
  it("passes every MUST audit", async () => {
    const signedIn: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("authorization", `Bearer ${token}`);
      return fetch(input, { ...init, headers });
    };
    const audits = serverAudits({ url: () => `${server.baseUrl}/graphql`, fetchFn: signedIn });
    expect(audits.filter((audit) => audit.name.startsWith("MUST")).length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status !== "ok" && audit.name.startsWith("MUST"))
        failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});

// Admin data must not be kept by a browser's or a proxy's cache, as the REST API's answers are not.
it("marks every answer not to be stored: a signed-in query by GET or POST, and a refusal", async () => {
  const query = "{ me { id } }";
  const answers = [
    await fetch(`${server.baseUrl}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "1" },
    }),
    await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ query }),
    }),
    await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    }),
  ];
  expect(await Promise.all(answers.map((answer) => answer.json()))).toMatchObject([
    { data: { me: { id: expect.any(String) } } },
    { data: { me: { id: expect.any(String) } } },
    { errors: [{ extensions: { code: "UNAUTHENTICATED" } }] },
  ]);
  expect(answers.map((answer) => answer.headers.get("cache-control"))).toEqual([
    "no-store",
    "no-store",
    "no-store",
  ]);
});
