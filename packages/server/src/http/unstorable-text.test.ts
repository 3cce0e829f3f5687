import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";
import { UNSTORABLE_TEXT_MESSAGE } from "@aizapy/contracts";
import { findUnstorableText } from "./unstorable-text.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await startTestServerWithAdmin({ RATE_LIMIT_CONTACT_PER_MINUTE: "1000" }));
});
afterAll(() => server.close());

const enquiry = {
  name: "Asha Verma",
  email: "asha@example.in",
  subject: "Pricing question",
  message: "What does the Pro plan include for a small shop?",
};

// PostgreSQL text cannot hold U+0000 and a lone surrogate is not Unicode at all: such input used
// to reach the database and come back as a 500 with a stack in the log.
describe("text the database cannot store", () => {
  it.each([
    ["a NUL character", { name: "Asha\u0000Verma" }, "name"],
    ["a lone high surrogate", { subject: "Pricing \ud800 question" }, "subject"],
    ["a lone low surrogate", { message: "What does \udc00 the Pro plan include?" }, "message"],
    ["a NUL in a key", { ["na\u0000me"]: "x" }, "(key)"],
  ])("is refused with a 400 naming the field: %s", async (_, change, path) => {
    const before = server.logged.length;
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...enquiry, ...change }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
    });
    expect(await server.prisma.contactMessage.count()).toBe(0);
    expect(server.logged.slice(before).filter((line) => line.level === "error")).toEqual([]);
  });

  it("is refused in GraphQL variables", async () => {
    const result = await server.graphql(
      "mutation SubmitContactMessage($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }",
      { variables: { input: { ...enquiry, email: "a\u0000@example.in" } } },
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      message: UNSTORABLE_TEXT_MESSAGE,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("is refused in a GraphQL string literal", async () => {
    const result = await server.graphql(
      `mutation { updateContactMessageStatus(id: "00000000-0000-4000-8000-000000000000", status: "read\\u0000") { id } }`,
      { token },
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it("is refused in a path or query parameter", async () => {
    const response = await fetch(`${server.baseUrl}/api/admin/contact-messages/%00?status=%00`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
  });

  it("keeps every other character, emoji and Indian scripts included", async () => {
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...enquiry, name: "आशा वर्मा 🙏", subject: "মূল্য জানতে চাই" }),
    });
    expect(response.status).toBe(201);
  });
});

describe("the field an unstorable text is reported at", () => {
  it.each([
    [{ variables: { input: { tags: ["fine", "not\u0000fine"] } } }, "variables.input.tags.1"],
    [{ variables: { input: { ["k\u0000"]: 1 } } }, "variables.input.(key)"],
    ["a whole body\u0000", "input"],
    [{ variables: { input: { tags: ["fine"] } }, query: "{ x }" }, undefined],
  ])("%o → %s", (value, path) => {
    expect(findUnstorableText(value)).toBe(path);
  });
});
