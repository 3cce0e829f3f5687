import { AppError, V1_RATE_LIMITS } from "@aizapy/contracts";
import type { RateLimitPolicy, RateLimitState } from "../rate-limit/rate-limiter.ts";

// The documented limits of every API key (20 messages/s, 1,000 an hour, 100 calls a minute), as
// rate-limit policies. The RateLimit-Policy header announces each under its name without `v1-`.

/** Every /v1 request of a key. */
export const CALLS_PER_MINUTE: RateLimitPolicy = {
  name: "v1-calls",
  limit: V1_RATE_LIMITS.callsPerMinute,
  periodMs: 60_000,
};

/** Messages accepted per second (a burst of 20, then one every 50 ms). */
export const MESSAGES_PER_SECOND: RateLimitPolicy = {
  name: "v1-burst",
  limit: V1_RATE_LIMITS.messagesPerSecond,
  periodMs: 1000,
};

/** Messages accepted per hour. */
export const MESSAGES_PER_HOUR: RateLimitPolicy = {
  name: "v1-hourly",
  limit: V1_RATE_LIMITS.messagesPerHour,
  periodMs: 3_600_000,
};

/** Requests without a valid key, per client address: guessing keys is throttled too. */
export const ANONYMOUS_CALLS_PER_MINUTE: RateLimitPolicy = {
  name: "v1-anonymous",
  limit: V1_RATE_LIMITS.callsPerMinute,
  periodMs: 60_000,
};

/** The 429 of a key past one of its limits: which one, and when to try again. */
export function limitExceeded(policy: RateLimitPolicy, state: RateLimitState): AppError {
  const windowSeconds = policy.periodMs / 1000;
  const what =
    policy === CALLS_PER_MINUTE
      ? `make ${policy.limit} calls per minute`
      : `send ${policy.limit} messages per ${windowSeconds >= 3600 ? "hour" : "second"}`;
  return new AppError(
    "rate_limited",
    `This API key may ${what}; try again in ${state.retryAfterSeconds} s.`,
    {
      details: { limit: policy.limit, window_seconds: windowSeconds },
      retryAfterSeconds: state.retryAfterSeconds,
    },
  );
}
