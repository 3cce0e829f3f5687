import { createHmac } from "node:crypto";

// Standard Webhooks signatures (standardwebhooks.com): HMAC-SHA256 over `id.timestamp.body` with
// the secret's bytes (the base64 after `whsec_`), sent as `v1,<base64>`. While a rotated secret
// is still valid both sign, space-separated, so receivers can switch at their own pace.

export interface WebhookHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

const secretBytes = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

export function signatureOf(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const digest = createHmac("sha256", secretBytes(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${digest}`;
}

export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  sentAt: Date,
  body: string,
): WebhookHeaders {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets
      .map((secret) => signatureOf(secret, id, timestamp, body))
      .join(" "),
  };
}
