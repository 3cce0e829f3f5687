// How the platform behaves beyond what the OpenAPI document describes: webhook deliveries and the
// sandbox. The numbers live in the server (packages/messaging), which the site may not import;
// tests/e2e/public/api-documentation.spec.ts checks these against the server's own constants.

/** Webhook deliveries (packages/messaging/src/webhooks). */
export const webhookDelivery = {
  /** Waits before the 2nd, 3rd, … attempt, in seconds (each varied by ±10 %). */
  retryDelaysSeconds: [
    5,
    5 * 60,
    30 * 60,
    2 * 3600,
    5 * 3600,
    10 * 3600,
    14 * 3600,
    20 * 3600,
    24 * 3600,
  ],
  /** An attempt that has no answer by then has failed. */
  timeoutSeconds: 10,
  /** An endpoint failing for this long is disabled until the operator re-enables it. */
  disableAfterDays: 3,
} as const;

/** The sandbox provider (packages/messaging/src/providers/sandbox). */
export const sandbox = {
  deliveredAfterSeconds: 1,
  readAfterSeconds: 3,
  /** Recipients whose number ends in this fail as undeliverable. */
  undeliverableSuffix: "0000",
  undeliverableCode: 131026,
} as const;

/** "5 s", "30 min", "2 h": a delay as the page writes it. */
export function formatDelay(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  return `${seconds / 3600} h`;
}
