import { type WebhookDeliveryState } from "@aizapy/contracts";
import type { BadgeTone } from "@aizapy/design-system/Badge";

/** Where the business's webhook endpoint stands, from what the server recorded of it. */
export type WebhookHealth =
  | { state: "unset" }
  | { state: "healthy" }
  | { state: "failing"; since: string }
  | { state: "disabled"; since: string };

/**
 * Not set without a URL; healthy while deliveries succeed; failing since the first failure no
 * success has followed; disabled once it failed for three days (deliveries are then held).
 */
export function webhookHealth(webhook: {
  url: string | null;
  failingSince: string | null;
  disabledAt: string | null;
}): WebhookHealth {
  if (!webhook.url) return { state: "unset" };
  if (webhook.disabledAt) return { state: "disabled", since: webhook.disabledAt };
  if (webhook.failingSince) return { state: "failing", since: webhook.failingSince };
  return { state: "healthy" };
}

const deliveryStateTones = new Map<string, BadgeTone>([
  ["pending", "info"],
  ["delivered", "positive"],
  ["failed", "critical"],
  ["endpoint_disabled", "caution"],
] satisfies Array<[WebhookDeliveryState, BadgeTone]>);

/** pending blue, delivered green, failed red, held while the endpoint is disabled amber. */
export function deliveryStateTone(state: string): BadgeTone {
  return deliveryStateTones.get(state) ?? "neutral";
}
