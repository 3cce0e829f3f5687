import { serverAudits } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// The public GraphQL-over-HTTP conformance audits. MUST audits are requirements; SHOULD and MAY
// audits are recommendations and reported only.
describe("GraphQL over HTTP conformance", () => {
  it("passes every MUST audit", async () => {
    const audits = serverAudits({ url: () => `${server.baseUrl}/graphql`, fetchFn: fetch });
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
