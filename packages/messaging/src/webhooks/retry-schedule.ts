// When a failed webhook is tried again: Standard Webhooks' schedule, about three days in all,
// each delay varied by ±10 % so a recovering endpoint is not hit by every retry at once. An
// endpoint's Retry-After is honoured when it asks for longer.

/** Delays after the 1st, 2nd, … failed attempt (the first attempt is immediate). */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

/** An endpoint that has failed for this long is disabled and the operator told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

/** A Retry-After longer than this is not waited for (the schedule's longest step). */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * When to try again after `attempts` failed attempts, or null when the schedule is used up.
 */
export function nextWebhookAttempt(
  attempts: number,
  now: Date,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  if (delay === undefined) return null;
  const jittered = delay * (0.9 + 0.2 * random());
  const wait = Math.max(jittered, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
  return new Date(now.getTime() + Math.round(wait));
}
