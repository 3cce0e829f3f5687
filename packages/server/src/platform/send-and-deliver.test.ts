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
