import { describe, expect, it } from "vitest";
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY_DELAYS_MS } from "@aizapy/contracts";
import { nextWebhookAttempt } from "./retry-schedule.ts";

const at = new Date("2026-11-25T10:00:00Z");
const seconds = (next: Date | null) => (next!.getTime() - at.getTime()) / 1000;
const middle = () => 0.5;

describe("the webhook retry schedule", () => {
  it("follows Standard Webhooks: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h, then stops", () => {
    const delays = WEBHOOK_RETRY_DELAYS_MS.map((_, i) =>
      seconds(nextWebhookAttempt(i + 1, at, undefined, middle)),
    );
    expect(delays).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400]);
    expect(
      nextWebhookAttempt(WEBHOOK_RETRY_DELAYS_MS.length + 1, at, undefined, middle),
    ).toBeNull();
  });

  it("spreads each delay by ±10 %", () => {
    expect(seconds(nextWebhookAttempt(2, at, undefined, () => 0))).toBe(270);
    expect(seconds(nextWebhookAttempt(2, at, undefined, () => 1))).toBe(330);
  });

  it("waits longer when the endpoint asks for it with Retry-After, up to a day", () => {
    expect(seconds(nextWebhookAttempt(1, at, 120_000, middle))).toBe(120);
    expect(seconds(nextWebhookAttempt(1, at, 1_000, middle))).toBe(5);
    expect(seconds(nextWebhookAttempt(1, at, 10 * 86_400_000, middle))).toBe(86_400);
  });

  it("spans about three days in all, when an endpoint that keeps failing is disabled", () => {
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(WEBHOOK_DISABLE_AFTER_MS);
    expect(total).toBeLessThan(WEBHOOK_DISABLE_AFTER_MS * 1.1);
  });
});
