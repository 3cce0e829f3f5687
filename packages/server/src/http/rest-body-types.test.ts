import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../test-support/member-fixtures.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// The REST layer takes JSON only, as its OpenAPI document says: any other body is 415, never
// text handed to the validators; a path that takes a file takes that file's type alone.
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

  it("a path that takes a CSV file says so, and names its own limit", async () => {
    const { token } = await signUp(server);
    const post = (contentType: string, body: string) =>
      fetch(`${server.baseUrl}/api/workspace/contacts/imports`, {
        method: "POST",
        headers: { "content-type": contentType, authorization: `Bearer ${token}` },
        body,
      });
    const json = await post("application/json", "{}");
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({
      message: "Send the file as CSV, with Content-Type: text/csv.",
      code: "unsupported_media_type",
    });
    const huge = await post("text/csv", `phone\n${"+919800000000\n".repeat(2_500_000)}`);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      message: "The file is larger than 32 MB.",
      code: "request_too_large",
    });
  });
});
