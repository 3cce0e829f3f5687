import { WEBHOOK_RETRY_DELAYS_MS } from "@aizapy/contracts";

// When a failed webhook is tried again (WEBHOOK_RETRY_DELAYS_MS): each delay varied by ±10 % so a
// recovering endpoint is not hit by every retry at once, and longer when the endpoint's
// Retry-After asks for it.

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
