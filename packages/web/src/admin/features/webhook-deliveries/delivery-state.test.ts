import { describe, expect, it } from "vitest";
import { deliveryStateTone, describeReleased, webhookEndpointHealth } from "./delivery-state";
import { describeCode } from "../../lib/format";

describe("webhookEndpointHealth", () => {
  const since = "2026-11-19T09:15:00.000Z";
  const disabledAt = "2026-11-22T09:15:00.000Z";

  it("is healthy while nothing has failed since the last success", () => {
    expect(webhookEndpointHealth({ webhookFailingSince: null, webhookDisabledAt: null })).toEqual({
      state: "healthy",
    });
  });

  it("is failing since the first failure", () => {
    expect(webhookEndpointHealth({ webhookFailingSince: since, webhookDisabledAt: null })).toEqual({
      state: "failing",
      since,
    });
  });

  it("is disabled, from when it was, once three days of failures turned it off", () => {
    expect(
      webhookEndpointHealth({ webhookFailingSince: since, webhookDisabledAt: disabledAt }),
    ).toEqual({ state: "disabled", since: disabledAt });
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

describe("describeReleased", () => {
  it("counts the held events that go out again", () => {
    expect(describeReleased(0)).toBe("No held events were waiting.");
    expect(describeReleased(1)).toBe("1 held event goes out again.");
    expect(describeReleased(12)).toBe("12 held events go out again.");
  });
});
