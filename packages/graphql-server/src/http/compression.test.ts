import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe.runIf(process.env.TEST_DATABASE === "pglite")("response compression", () => {
  it.each(["br", "gzip"])("sends text as %s when the client accepts it", async (encoding) => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`, {
      headers: { "accept-encoding": encoding },
    });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(((await response.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("sends it as it is to a client that asks for no encoding", async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
  });
});
