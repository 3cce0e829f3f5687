import {
  SANDBOX_CUSTOMERS,
  SANDBOX_TIMINGS,
  SANDBOX_UNDELIVERABLE,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from "@aizapy/contracts";

// How the platform behaves beyond what the OpenAPI document describes, in the page's units:
// webhook deliveries and the sandbox, from the contracts the server runs on.

/** Webhook deliveries. */
export const webhookDelivery = {
  /** Waits before the 2nd, 3rd, … attempt, in seconds (each varied by ±10 %). */
  retryDelaysSeconds: WEBHOOK_RETRY_DELAYS_MS.map((ms) => ms / 1000),
  /** An attempt that has no answer by then has failed. */
  timeoutSeconds: WEBHOOK_TIMEOUT_MS / 1000,
  /** An endpoint failing for this long is disabled until the operator re-enables it. */
  disableAfterDays: WEBHOOK_DISABLE_AFTER_MS / 86_400_000,
} as const;

/** The sandbox provider. */
export const sandbox = {
  deliveredAfterSeconds: SANDBOX_TIMINGS.deliveredAfterMs / 1000,
  readAfterSeconds: SANDBOX_TIMINGS.readAfterMs / 1000,
  /** Recipients whose number ends in this fail as undeliverable. */
  undeliverableSuffix: SANDBOX_UNDELIVERABLE.numberSuffix,
  undeliverableCode: SANDBOX_UNDELIVERABLE.code,
  /** Recipients whose number ends in this fail marketing templates with Meta's limit. */
  marketingLimitSuffix: SANDBOX_CUSTOMERS.marketingLimitSuffix,
  marketingLimitCode: SANDBOX_CUSTOMERS.marketingLimitCode,
  /** Recipients whose number's last digit is one of these never read. */
  neverReadLastDigits: SANDBOX_CUSTOMERS.neverReadLastDigits,
  /** Recipients whose number's last digit is this read and answer. */
  replyingLastDigit: SANDBOX_CUSTOMERS.replyingLastDigit,
  reply: SANDBOX_CUSTOMERS.reply,
  repliedAfterSeconds: SANDBOX_TIMINGS.repliedAfterMs / 1000,
} as const;

/** "5 s", "30 min", "2 h": a delay as the page writes it. */
export function formatDelay(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  return `${seconds / 3600} h`;
}
