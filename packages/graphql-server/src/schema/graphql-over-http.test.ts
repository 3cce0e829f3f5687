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
