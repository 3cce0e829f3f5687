import { describe, expect, it } from "vitest";
import { webhookHealth } from "./delivery-state";

describe("the webhook's health", () => {
  const set = { url: "https://example.com/hooks", failingSince: null, disabledAt: null };

  it("is unset without a URL, healthy with one", () => {
    expect(webhookHealth({ ...set, url: null })).toEqual({ state: "unset" });
    expect(webhookHealth(set)).toEqual({ state: "healthy" });
  });

  it("is failing, then disabled, since the times the server recorded", () => {
    const since = "2026-12-01T10:00:00.000Z";
    expect(webhookHealth({ ...set, failingSince: since })).toEqual({ state: "failing", since });
    expect(webhookHealth({ ...set, failingSince: since, disabledAt: since })).toEqual({
      state: "disabled",
      since,
    });
  });
});
