import { describe, expect, it } from "vitest";
import { customerName, deliveryStatus, messageSource, snoozePresets } from "./inbox-labels";

describe("the inbox's words", () => {
  it("say where an outbound message stands, with a failure's reason", () => {
    expect(deliveryStatus({ direction: "outbound", status: "delivered", error: null })).toEqual({
      label: "Delivered",
      isFailed: false,
    });
    expect(
      deliveryStatus({
        direction: "outbound",
        status: "failed",
        error: { title: "Message undeliverable" },
      }),
    ).toEqual({ label: "Failed: Message undeliverable", isFailed: true });
    expect(deliveryStatus({ direction: "inbound", status: "received", error: null })).toBeNull();
  });

  it("name what sent a message: the API, a campaign, or the member who replied", () => {
    const team = new Map([["user-1", "Arjun Mehta"]]);
    const name = (id: string) => team.get(id);
    expect(messageSource({ source: "campaign", sender: null }, name)).toBe("Campaign");
    expect(messageSource({ source: "api", sender: { type: "api_key", id: "k" } }, name)).toBe(
      "API",
    );
    expect(messageSource({ source: "agent", sender: { type: "member", id: "user-1" } }, name)).toBe(
      "Arjun Mehta",
    );
    expect(messageSource({ source: "agent", sender: { type: "member", id: "gone" } }, name)).toBe(
      "An agent",
    );
    expect(messageSource({ source: "customer", sender: null }, name)).toBeNull();
  });

  it("call the customer by name, or by number without one", () => {
    expect(customerName({ name: "Asha", phone: "+919812345678" })).toBe("Asha");
    expect(customerName({ name: null, phone: "+919812345678" })).toBe("+919812345678");
  });

  it("snooze for an hour, until 9:00 tomorrow, or until Monday 9:00", () => {
    // A Wednesday afternoon, in the reader's own time zone.
    const now = new Date(2026, 11, 9, 15, 30);
    const [hour, tomorrow, nextWeek] = snoozePresets(now);
    expect(hour!.until.getTime() - now.getTime()).toBe(3_600_000);
    expect(tomorrow!.until).toEqual(new Date(2026, 11, 10, 9, 0));
    expect(nextWeek!.until).toEqual(new Date(2026, 11, 14, 9, 0));
    // On a Monday, next week is seven days on.
    expect(snoozePresets(new Date(2026, 11, 14, 8, 0))[2]!.until).toEqual(
      new Date(2026, 11, 21, 9, 0),
    );
  });
});
