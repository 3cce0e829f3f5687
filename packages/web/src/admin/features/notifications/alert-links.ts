import { apiConfigWebhooksPath } from "../../lib/paths";

/** What an operator alert is about, as the server records it. */
export interface AlertTarget {
  targetType: string | null;
  targetId: string | null;
}

/**
 * The console page that shows what an alert is about, or null where there is none. A disabled
 * webhook endpoint (target `api_config`) is looked at on its configuration's webhooks page.
 */
export function alertLink({ targetType, targetId }: AlertTarget): string | null {
  if (targetType === "api_config" && targetId) return apiConfigWebhooksPath(targetId);
  return null;
}
