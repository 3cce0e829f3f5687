import { describe, expect, it } from "vitest";
import { deliveryStateTone, webhookHealth } from "./delivery-state";

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

describe("delivery state tones", () => {
  it("gives each state its tone and anything else a neutral one", () => {
    expect(deliveryStateTone("delivered")).toBe("positive");
    expect(deliveryStateTone("failed")).toBe("critical");
    expect(deliveryStateTone("something_new")).toBe("neutral");
  });
});
