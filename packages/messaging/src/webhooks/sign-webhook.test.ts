import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { webhookHeaders } from "./sign-webhook.ts";
import { generateWebhookSecret } from "./webhook-secret.ts";

// Our signatures, checked by the Standard Webhooks reference library a business would use.

const body = JSON.stringify({ type: "message.status", data: { message_id: "m1", status: "read" } });

describe("webhook signatures", () => {
  it("verify with the business's secret", () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], "evt_1", new Date(), body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it("fail for a body changed after signing", () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], "evt_1", new Date(), body);
    expect(() => new Webhook(secret).verify(body.replace("read", "sent"), { ...headers })).toThrow(
      WebhookVerificationError,
    );
  });

  it("fail when the timestamp is stale (older than five minutes)", () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], "evt_1", new Date(Date.now() - 10 * 60_000), body);
    expect(() => new Webhook(secret).verify(body, { ...headers })).toThrow(/timestamp/i);
  });

  it("carry both signatures while a rotated secret is still valid", () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = webhookHeaders([current, previous], "evt_2", new Date(), body);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(current).verify(body, { ...headers })).toBeTruthy();
    expect(new Webhook(previous).verify(body, { ...headers })).toBeTruthy();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, { ...headers })).toThrow();
  });
});
