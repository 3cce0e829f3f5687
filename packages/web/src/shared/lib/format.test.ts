import { describe, expect, it } from "vitest";
import { describeCode, formatMonth, formatRupees } from "./format";

describe("formatMonth", () => {
  it("names the month itself in every time zone, never the one before", () => {
    const local = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" });
    expect(formatMonth("2026-01")).toBe(local.format(new Date(2026, 0, 15)));
    expect(formatMonth("2026-12")).toBe(local.format(new Date(2026, 11, 15)));
  });
});

describe("formatRupees", () => {
  it("writes rupees with paise in Indian grouping", () => {
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(0.375)).toBe("₹0.38");
    expect(formatRupees(123456.78)).toBe("₹1,23,456.78");
  });
});

describe("describeCode", () => {
  it("words the codes for people", () => {
    expect(describeCode("api_config_rotated")).toBe("API config rotated");
    expect(describeCode("endpoint_disabled")).toBe("Endpoint disabled");
    expect(describeCode("login")).toBe("Login");
  });
});
