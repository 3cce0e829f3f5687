import { describe, expect, it } from "vitest";
import { formatTimeLeft, serviceWindow } from "./service-window";

const now = Date.parse("2026-12-08T10:00:00Z");

describe("the customer service window", () => {
  it("says how long free-form replies remain allowed", () => {
    expect(serviceWindow("2026-12-09T09:12:30Z", now)).toEqual({
      isOpen: true,
      description: "Free-form replies allowed for 23 h 12 min",
    });
    expect(serviceWindow("2026-12-08T10:45:00Z", now).description).toBe(
      "Free-form replies allowed for 45 min",
    );
  });

  it("is closed once the time has passed, or when the customer never wrote", () => {
    const closed = {
      isOpen: false,
      description: "The 24-hour window is closed — send an approved template",
    };
    expect(serviceWindow("2026-12-08T10:00:00Z", now)).toEqual(closed);
    expect(serviceWindow("2026-12-07T10:00:00Z", now)).toEqual(closed);
    expect(serviceWindow(null, now)).toEqual(closed);
  });

  it("words the time left in hours and minutes", () => {
    expect(formatTimeLeft(4 * 3_600_000)).toBe("4 h");
    expect(formatTimeLeft(59_999)).toBe("less than a minute");
    expect(formatTimeLeft(60_000)).toBe("1 min");
    expect(formatTimeLeft(24 * 3_600_000 - 1)).toBe("23 h 59 min");
  });
});
