import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// The REST layer takes JSON only, as its OpenAPI document says: any other body is 415, never
// text handed to the validators.
describe.runIf(process.env.TEST_DATABASE === "pglite")("a REST body that is not JSON", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ["text/plain", "name=Rahul"],
    ["application/x-www-form-urlencoded", "name=Rahul"],
    ["application/xml", "<contact/>"],
  ])("%s answers 415 with the JSON message", async (contentType, body) => {
    for (const path of ["/api/contact", "/api/admin/login"]) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      });
      expect(response.status, path).toBe(415);
      expect(await response.json()).toEqual({
        message: "Send the request body as JSON, with Content-Type: application/json.",
      });
    }
  });
});
