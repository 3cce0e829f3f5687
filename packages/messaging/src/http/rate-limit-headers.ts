import type { RateLimitPolicy, RateLimitState } from "../rate-limit/rate-limiter.ts";

// The limits of a /v1 answer, in the headers of the IETF RateLimit draft (RateLimit-Policy and
// RateLimit, draft-ietf-httpapi-ratelimit-headers) and in the widely read X-RateLimit-* form.

export interface AppliedLimit {
  policy: RateLimitPolicy;
  state: RateLimitState;
}

/** The draft's policy name: the platform's policy name without its `v1-` namespace. */
const label = (policy: RateLimitPolicy) => policy.name.replace(/^v1-/, "");

const policyItem = (policy: RateLimitPolicy) =>
  `"${label(policy)}";q=${policy.limit};w=${Math.round(policy.periodMs / 1000)}`;

/** The limit closest to running out: the one X-RateLimit-* describes. */
function tightest(limits: readonly AppliedLimit[]): AppliedLimit {
  return limits.reduce((best, item) =>
    item.state.remaining / item.policy.limit < best.state.remaining / best.policy.limit
      ? item
      : best,
  );
}

/**
 * `announced` are every policy the route is subject to (RateLimit-Policy); `applied` the states
 * this request produced (RateLimit, X-RateLimit-*).
 */
export function rateLimitHeaders(
  announced: readonly RateLimitPolicy[],
  applied: readonly AppliedLimit[],
): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Policy": announced.map(policyItem).join(", "),
  };
  if (applied.length === 0) return headers;
  headers.RateLimit = applied
    .map(({ policy, state }) => `"${label(policy)}";r=${state.remaining};t=${state.resetSeconds}`)
    .join(", ");
  const { policy, state } = tightest(applied);
  headers["X-RateLimit-Limit"] = String(policy.limit);
  headers["X-RateLimit-Remaining"] = String(state.remaining);
  headers["X-RateLimit-Reset"] = String(state.resetSeconds);
  return headers;
}
