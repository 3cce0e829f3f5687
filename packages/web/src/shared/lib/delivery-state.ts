import { WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState } from "@aizapy/contracts";
import type { BadgeTone } from "@aizapy/design-system/Badge";
import { describeCode } from "./format";

/** Where a webhook endpoint stands, from what the server recorded of it. */
export type WebhookEndpointHealth =
  { state: "healthy" } | { state: "failing"; since: string } | { state: "disabled"; since: string };

/**
 * Healthy while deliveries succeed; failing since the first failure that no success has followed;
 * disabled once it failed for three days (deliveries are then held until it is enabled again).
 */
export function webhookEndpointHealth(endpoint: {
  failingSince: string | null;
  disabledAt: string | null;
}): WebhookEndpointHealth {
  if (endpoint.disabledAt) return { state: "disabled", since: endpoint.disabledAt };
  if (endpoint.failingSince) return { state: "failing", since: endpoint.failingSince };
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

/** The states a list of deliveries is filtered by, as a select offers them. */
export const deliveryStateOptions = WEBHOOK_DELIVERY_STATES.map((value) => ({
  value,
  label: describeCode(value),
}));
