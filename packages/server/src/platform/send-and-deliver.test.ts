import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTemplate,
  eventually,
  startSandboxPlatform,
  v1,
  type TestBusiness,
  type WebhookReceiver,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import type { TestServer } from "../test-support/test-server.ts";

// A customer's integration, end to end against the sandbox: a template goes out, is delivered
// and read; the business's endpoint receives each status signed per Standard Webhooks; free-form
// text needs the customer to have written first.

let server: TestServer;
let token: string;
let receiver: WebhookReceiver;
let business: TestBusiness;

beforeAll(async () => {
  ({ server, token, receiver, business } = await startSandboxPlatform({
    SANDBOX_DELIVERED_AFTER_MS: "200",
    SANDBOX_READ_AFTER_MS: "600",
  }));
  await createTemplate(server, token, business.id, {
    name: "order_confirmation",
    category: "utility",
    body: "Hi {{1}}, your order {{2}} is confirmed.",
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const statusOf = async (messageId: string) =>
  (await v1(server, "GET", `/messages/${messageId}/status`, { key: business.apiKey })).body;

/** The webhooks about one message, each verified with the business's signing secret. */
function verifiedEvents(messageId: string) {
  const verifier = new Webhook(business.webhookSecret!);
  return receiver.received
    .map((webhook) => ({
      id: webhook.headers["webhook-id"] as string,
      payload: verifier.verify(webhook.body, {
        "webhook-id": webhook.headers["webhook-id"] as string,
        "webhook-timestamp": webhook.headers["webhook-timestamp"] as string,
        "webhook-signature": webhook.headers["webhook-signature"] as string,
      }) as { type: string; data: { message_id: string; status?: string; pricing?: unknown } },
    }))
    .filter(({ payload }) => payload.data.message_id === messageId);
}

describe("a template message through the sandbox", () => {
  it("is accepted, then sent, delivered and read, each announced by a signed webhook", async () => {
    const sent = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: {
        to: "+919812345678",
        template: {
          name: "order_confirmation",
          language: "en",
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Priya" },
                { type: "text", text: "#10245" },
              ],
            },
          ],
        },
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message_id: expect.any(String),
      status: "accepted",
    });
    const messageId = sent.body.message_id as string;

    const read = await eventually(async () => {
      const answer = await statusOf(messageId);
      return answer.status === "read" ? answer : undefined;
    });
    expect(read).toEqual({
      message_id: messageId,
      status: "read",
      timestamp: expect.any(String),
      recipient: "+919812345678",
    });

    await receiver.waitFor((webhook) => webhook.body.includes(messageId), 3);
    const events = verifiedEvents(messageId);
    expect(events.map(({ payload }) => payload.data.status)).toEqual(["sent", "delivered", "read"]);
    expect(new Set(events.map(({ id }) => id)).size).toBe(3);
    // A utility template outside the service window is priced on delivery (₹0.125).
    expect(events[1]!.payload.data.pricing).toEqual({
      billable: true,
      category: "utility",
      price_inr: 0.125,
      currency: "INR",
    });
  });

  it("fails a recipient ending in 0000 as undeliverable (131026)", async () => {
    const sent = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: {
        to: "+919812340000",
        template: {
          name: "order_confirmation",
          language: "en",
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "A" },
                { type: "text", text: "B" },
              ],
            },
          ],
        },
      },
    });
    const failed = await eventually(async () => {
      const answer = await statusOf(sent.body.message_id);
      return answer.status === "failed" ? answer : undefined;
    });
    expect(failed.error).toMatchObject({ code: 131026, title: "Message undeliverable" });
  });
});

describe("free-form text and the 24-hour service window", () => {
  it("is refused until the customer writes, then accepted and delivered", async () => {
    const text = {
      to: "+919812345679",
      type: "text",
      text: { body: "Your parcel left our store." },
    };
    const refused = await v1(server, "POST", "/messages/send", {
      key: business.apiKey,
      body: text,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("outside_service_window");

    const inbound = await rest(server, "POST", "/admin/sandbox/inbound", {
      token,
      body: { businessId: business.id, from: "98123 45679", text: "Where is my parcel?" },
    });
    expect(inbound.status).toBe(201);
    const received = await receiver.waitFor((webhook) =>
      webhook.body.includes('"message.received"'),
    );
    expect(JSON.parse(received[0]!.body).data).toMatchObject({
      from: "+919812345679",
      text: { body: "Where is my parcel?" },
    });

    const accepted = await v1(server, "POST", "/messages/send", {
      key: business.apiKey,
      body: text,
    });
    expect(accepted.status).toBe(200);
    const delivered = await eventually(async () => {
      const answer = await statusOf(accepted.body.message_id);
      return answer.status === "delivered" || answer.status === "read" ? answer : undefined;
    });
    expect(delivered.recipient).toBe("+919812345679");
  });
});

describe("the sandbox's customers, by number", () => {
  const template = (to: string, name: string) =>
    v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: {
        to,
        template: {
          name,
          language: "en",
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "A" },
                { type: "text", text: "B" },
              ],
            },
          ],
        },
      },
    });
  const settled = (messageId: string, statuses: string[]) =>
    eventually(async () => {
      const answer = await statusOf(messageId);
      return statuses.includes(answer.status) ? answer : undefined;
    });

  beforeAll(() =>
    createTemplate(server, token, business.id, {
      name: "festive_offer",
      category: "marketing",
      body: "Hi {{1}}, {{2}} off this week.",
    }),
  );

  it("fails a marketing template to a number ending in 0049 with Meta's marketing limit; a utility one is read", async () => {
    const marketing = await template("+919812340049", "festive_offer");
    const utility = await template("+919812340049", "order_confirmation");
    const failed = await settled(marketing.body.message_id, ["failed"]);
    expect(failed.error).toMatchObject({ code: 131049 });
    expect((await settled(utility.body.message_id, ["read"])).status).toBe("read");
  });

  it("delivers to a number whose last digit is 1 or 3 and is never read, while others are", async () => {
    const silent = [
      await template("+919812346661", "order_confirmation"),
      await template("+919812346663", "order_confirmation"),
    ];
    const reader = await template("+919812346662", "order_confirmation");
    await settled(reader.body.message_id, ["read"]);
    // The reader's read came due after both of theirs would have.
    for (const sent of silent) {
      expect((await statusOf(sent.body.message_id)).status).toBe("delivered");
    }
  });

  it("has a number whose last digit is 5 read the message and answer it", async () => {
    const sent = await template("+919812346665", "festive_offer");
    await settled(sent.body.message_id, ["read"]);
    const [answer] = await receiver.waitFor(
      (webhook) =>
        webhook.body.includes('"message.received"') && webhook.body.includes("+919812346665"),
    );
    expect(JSON.parse(answer!.body).data).toMatchObject({
      from: "+919812346665",
      text: { body: "Yes, tell me more" },
    });
    // The answer opened the service window: free-form text to the customer is accepted.
    const reply = await v1(server, "POST", "/messages/send", {
      key: business.apiKey,
      body: { to: "+919812346665", type: "text", text: { body: "Here is the catalogue." } },
    });
    expect(reply.status).toBe(200);
  });
});
