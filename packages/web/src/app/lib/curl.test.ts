import { describe, expect, it } from "vitest";
import { apiBaseUrl, helloWorldCurl } from "./curl";

describe("the hello_world cURL command", () => {
  it("sends the approved template through /v1 with the key", () => {
    expect(
      helloWorldCurl({ origin: "https://aizapy.com", apiKey: "azk_abc", to: "+919876543211" }),
    ).toBe(
      [
        "curl -X POST https://aizapy.com/v1/messages/template \\",
        '  -H "Authorization: Bearer azk_abc" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"to":"+919876543211","template":{"name":"hello_world","language":"en_US"}}'`,
      ].join("\n"),
    );
  });

  it("shows placeholders for what it does not know yet", () => {
    const command = helloWorldCurl({ origin: "http://localhost:3000/" });
    expect(command).toContain("http://localhost:3000/v1/messages/template");
    expect(command).toContain("Bearer YOUR_API_KEY");
    expect(command).toContain('"to":"+919876543210"');
  });

  it("names the API's base URL on an origin", () => {
    expect(apiBaseUrl("https://aizapy.com/")).toBe("https://aizapy.com/v1");
  });
});
