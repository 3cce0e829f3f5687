import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// An API client that sends a broken percent-escape gets the API's JSON error, not the web app's
// not-found page (which a JSON client cannot read).
describe.runIf(process.env.TEST_DATABASE === "pglite")("a malformed API address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(["/api/admin/contact-messages/%C0%AF", "/api/contact%ZZ", "/graphql%E0%A4%A"])(
    "%s answers 404 with a JSON message",
    async (urlPath) => {
      const response = await fetch(`${server.baseUrl}${urlPath}`, { method: "PATCH" });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    },
  );
});
