export * from "./rate-limit/rate-limiter.ts";
export * from "./webhooks/target-policy.ts";
