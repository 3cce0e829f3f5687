import { describe, expect, it } from "vitest";
import {
  CALLS_PER_MINUTE,
  MESSAGES_PER_HOUR,
  MESSAGES_PER_SECOND,
} from "../messages/message-limits.ts";
import { rateLimitHeaders } from "./rate-limit-headers.ts";

const state = (remaining: number, resetSeconds: number) => ({
  allowed: true,
  limit: 0,
  remaining,
  resetSeconds,
  retryAfterSeconds: 0,
});

describe("RateLimit headers", () => {
  it("announce every policy and what is left of each, X-RateLimit-* for the tightest", () => {
    const headers = rateLimitHeaders(
      [MESSAGES_PER_SECOND, MESSAGES_PER_HOUR, CALLS_PER_MINUTE],
      [
        { policy: MESSAGES_PER_SECOND, state: state(2, 1) },
        { policy: MESSAGES_PER_HOUR, state: state(980, 72) },
        { policy: CALLS_PER_MINUTE, state: state(90, 6) },
      ],
    );
    expect(headers).toEqual({
      "RateLimit-Policy": '"burst";q=20;w=1, "hourly";q=1000;w=3600, "calls";q=100;w=60',
      RateLimit: '"burst";r=2;t=1, "hourly";r=980;t=72, "calls";r=90;t=6',
      "X-RateLimit-Limit": "20",
      "X-RateLimit-Remaining": "2",
      "X-RateLimit-Reset": "1",
    });
  });
});
