import { describe, expect, it } from "vitest";
import { istDate, monthStart, shiftDate } from "@aizapy/contracts";

describe("the IST calendar", () => {
  it("starts a new day at midnight in India, 18:30 UTC", () => {
    expect(istDate(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
    expect(istDate(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
  });

  it("steps across month and year ends", () => {
    expect(shiftDate("2026-03-01", 1)).toBe("2026-02-28");
    expect(shiftDate("2026-01-01", 1)).toBe("2025-12-31");
    expect(shiftDate("2026-12-31", -1)).toBe("2027-01-01");
  });

  it("finds the first day of this and the previous month", () => {
    expect(monthStart("2026-11-22")).toBe("2026-11-01");
    expect(monthStart("2026-01-15", 1)).toBe("2025-12-01");
  });
});
