import type { BadgeTone } from "@aizapy/design-system/Badge";
import { type WebhookDeliveryState } from "@aizapy/contracts";

/** Where a configuration's webhook endpoint stands, from what the server recorded of it. */
export type WebhookEndpointHealth =
  { state: "healthy" } | { state: "failing"; since: string } | { state: "disabled"; since: string };

/**
 * Healthy while deliveries succeed; failing since the first failure that no success has followed;
 * disabled once it failed for three days (deliveries are then held until an operator re-enables).
 */
export function webhookEndpointHealth(config: {
  webhookFailingSince: string | null;
  webhookDisabledAt: string | null;
}): WebhookEndpointHealth {
  if (config.webhookDisabledAt) return { state: "disabled", since: config.webhookDisabledAt };
  if (config.webhookFailingSince) return { state: "failing", since: config.webhookFailingSince };
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

/** What re-enabling an endpoint sent out again, for its toast. */
export function describeReleased(count: number): string {
  if (count === 0) return "No held events were waiting.";
  return count === 1 ? "1 held event goes out again." : `${count} held events go out again.`;
}
