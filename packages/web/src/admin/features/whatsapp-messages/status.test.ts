import { describe, expect, it } from "vitest";
import {
  describeCharge,
  describeMessageType,
  messageStatusTone,
  queueStateTone,
  statusTimeline,
} from "./status";

describe("a WhatsApp message's badges", () => {
  it.each([
    ["accepted", "neutral"],
    ["sent", "info"],
    ["delivered", "positive"],
    ["read", "positive"],
    ["failed", "critical"],
    ["received", "promote"],
    ["constructor", "neutral"],
  ])("paint the status %s %s", (status, tone) => {
    expect(messageStatusTone(status)).toBe(tone);
  });

  it("make a parked message stand out from the rest of the pipeline", () => {
    expect(queueStateTone("parked")).toBe("caution");
    for (const state of ["queued", "sending", "done", "unknown"]) {
      expect(queueStateTone(state)).not.toBe("caution");
    }
  });
});

describe("statusTimeline", () => {
  const createdAt = "2026-11-22T09:15:00.000Z";

  it("starts an outbound message when it was accepted, then follows its provider's reports", () => {
    const failed = { status: "failed", occurredAt: "2026-11-22T09:15:03.000Z", errorCode: 131026 };
    const sent = { status: "sent", occurredAt: "2026-11-22T09:15:01.000Z", errorCode: null };
    expect(
      statusTimeline({ direction: "outbound", createdAt, statusHistory: [sent, failed] }),
    ).toEqual([{ status: "accepted", occurredAt: createdAt, errorCode: null }, sent, failed]);
  });

  it("gives a customer's message the time it was received", () => {
    expect(statusTimeline({ direction: "inbound", createdAt, statusHistory: [] })).toEqual([
      { status: "received", occurredAt: createdAt, errorCode: null },
    ]);
  });
});

describe("describeMessageType", () => {
  it("names a template message by its template, anything else as text", () => {
    expect(describeMessageType({ type: "template", templateName: "order_update" })).toBe(
      "order_update",
    );
    expect(describeMessageType({ type: "text", templateName: null })).toBe("Text");
  });
});

describe("describeCharge", () => {
  it("shows the price and whether it counts once the message is delivered", () => {
    expect(describeCharge({ status: "read", priceInr: 0.88, billable: true })).toEqual({
      price: "₹0.88",
      billable: "Yes",
    });
    expect(describeCharge({ status: "delivered", priceInr: 0, billable: false })).toEqual({
      price: "₹0.00",
      billable: "No",
    });
  });

  it("waits for the delivery, and never charges a message that failed", () => {
    expect(describeCharge({ status: "sent", priceInr: null, billable: null })).toEqual({
      price: "Set on delivery",
      billable: "Decided on delivery",
    });
    expect(describeCharge({ status: "failed", priceInr: null, billable: null })).toEqual({
      price: "Not charged",
      billable: "No",
    });
  });
});
