import { describe, expect, it } from "vitest";
import { dayRangeToInstants, isDay, isForwardRange, lastDays, toDateInputValue } from "./dates";

describe("isDay", () => {
  it("takes real YYYY-MM-DD days only", () => {
    expect(isDay("2026-11-24")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("24/11/2026")).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });
});

describe("isForwardRange", () => {
  it("refuses only a range whose first day is after its last", () => {
    expect(isForwardRange({ from: "2026-11-01", to: "2026-11-01" })).toBe(true);
    expect(isForwardRange({ from: "2026-11-02", to: "2026-11-01" })).toBe(false);
    expect(isForwardRange({ to: "2026-11-01" })).toBe(true);
  });
});

describe("dayRangeToInstants", () => {
  it("covers whole local days: from midnight of the first to midnight after the last", () => {
    expect(dayRangeToInstants({ from: "2026-11-01", to: "2026-11-03" })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 4).toISOString(),
    });
  });

  it("leaves an open or unreadable end out", () => {
    expect(dayRangeToInstants({ from: "2026-11-01" })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
    });
    expect(dayRangeToInstants({ from: "yesterday", to: "2026-12-31" })).toEqual({
      to: new Date(2027, 0, 1).toISOString(),
    });
  });
});

describe("lastDays", () => {
  it("counts today as one of the days", () => {
    const today = new Date(2026, 10, 24, 15, 30);
    expect(lastDays(1, today)).toEqual({ from: "2026-11-24", to: "2026-11-24" });
    expect(lastDays(7, today)).toEqual({ from: "2026-11-18", to: "2026-11-24" });
    expect(lastDays(30, new Date(2026, 2, 1))).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });

  it("writes dates as a date input does", () => {
    expect(toDateInputValue(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});
