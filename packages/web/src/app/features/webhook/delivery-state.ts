import {
  type WebhookEndpointHealth,
  webhookEndpointHealth,
} from "../../../shared/lib/delivery-state";

/** Where the business's webhook stands: not set without a URL, else as its endpoint does. */
export type WebhookHealth = { state: "unset" } | WebhookEndpointHealth;

export function webhookHealth(webhook: {
  url: string | null;
  failingSince: string | null;
  disabledAt: string | null;
}): WebhookHealth {
  return webhook.url ? webhookEndpointHealth(webhook) : { state: "unset" };
}
