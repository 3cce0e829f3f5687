import { describe, expect, it } from "vitest";
import { deliveryStateTone, webhookEndpointHealth } from "./delivery-state";
import { describeCode } from "./format";

describe("webhookEndpointHealth", () => {
  const since = "2026-11-19T09:15:00.000Z";
  const disabledAt = "2026-11-22T09:15:00.000Z";

  it("is healthy while nothing has failed since the last success", () => {
    expect(webhookEndpointHealth({ failingSince: null, disabledAt: null })).toEqual({
      state: "healthy",
    });
  });

  it("is failing since the first failure", () => {
    expect(webhookEndpointHealth({ failingSince: since, disabledAt: null })).toEqual({
      state: "failing",
      since,
    });
  });

  it("is disabled, from when it was, once three days of failures turned it off", () => {
    expect(webhookEndpointHealth({ failingSince: since, disabledAt })).toEqual({
      state: "disabled",
      since: disabledAt,
    });
  });
});

describe("a webhook event's state", () => {
  it.each([
    ["pending", "info", "Pending"],
    ["delivered", "positive", "Delivered"],
    ["failed", "critical", "Failed"],
    ["endpoint_disabled", "caution", "Endpoint disabled"],
    ["constructor", "neutral", "Constructor"],
  ])("%s is painted %s and read %s", (state, tone, label) => {
    expect(deliveryStateTone(state)).toBe(tone);
    expect(describeCode(state)).toBe(label);
  });
});
