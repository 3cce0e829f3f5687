import { describe, expect, it } from "vitest";
import {
  estimateCost,
  formatCount,
  formatRupees,
  maxMessagesPerCategory,
  type MessageVolumes,
  parseVolume,
} from "./cost-calculator";

const none: MessageVolumes = { marketing: 0, utility: 0, authentication: 0, service: 0 };
const volumes = (partial: Partial<MessageVolumes>): MessageVolumes => ({ ...none, ...partial });

describe("estimateCost", () => {
  it("charges the spec's per-message rates: marketing ₹0.88, utility and authentication ₹0.125, service free", () => {
    const estimate = estimateCost(
      volumes({ marketing: 1000, utility: 1000, authentication: 1000, service: 1000 }),
      null,
    );
    expect(estimate.categoryPaise).toEqual({
      marketing: 88_000,
      utility: 12_500,
      authentication: 12_500,
      service: 0,
    });
    expect(estimate.messagesMonthlyPaise).toBe(113_000);
  });

  it("is exact to the paisa, rounding half a paisa up only once, at the end", () => {
    // One utility message is 12.5 paise.
    expect(estimateCost(volumes({ utility: 1 }), null).messagesMonthlyPaise).toBe(13);
    // Two are exactly 25 paise, not 2 × 13.
    expect(estimateCost(volumes({ utility: 2 }), null).messagesMonthlyPaise).toBe(25);
    // 1 utility + 1 authentication = 25 paise, though each line alone rounds to 13.
    const mixed = estimateCost(volumes({ utility: 1, authentication: 1 }), null);
    expect(mixed.categoryPaise.utility).toBe(13);
    expect(mixed.categoryPaise.authentication).toBe(13);
    expect(mixed.messagesMonthlyPaise).toBe(25);
    // 3 × ₹0.125 = ₹0.375 → ₹0.38; 7 × ₹0.88 = ₹6.16.
    expect(estimateCost(volumes({ authentication: 3 }), null).messagesMonthlyPaise).toBe(38);
    expect(estimateCost(volumes({ marketing: 7 }), null).messagesMonthlyPaise).toBe(616);
  });

  it("adds the plan's yearly price spread over twelve months", () => {
    const basic = estimateCost(volumes({ marketing: 1000 }), 6999);
    expect(basic.planMonthlyPaise).toBe(58_325); // ₹6999 / 12 = ₹583.25
    expect(basic.totalMonthlyPaise).toBe(88_000 + 58_325);
    expect(basic.totalYearlyPaise).toBe(12 * 88_000 + 699_900);

    // ₹11999 / 12 = ₹999.9166… → ₹999.92
    const pro = estimateCost(none, 11999);
    expect(pro.planMonthlyPaise).toBe(99_992);
    expect(pro.totalMonthlyPaise).toBe(99_992);
    expect(pro.totalYearlyPaise).toBe(1_199_900);
  });

  it("rounds the monthly total from the exact sum, not from rounded parts", () => {
    // ₹11999/12 = ₹999.91666… plus one utility message ₹0.125 = ₹1000.041666… → ₹1000.04
    const estimate = estimateCost(volumes({ utility: 1 }), 11999);
    expect(estimate.totalMonthlyPaise).toBe(100_004);
    // Yearly: ₹11999 + 12 × ₹0.125 = ₹12000.50
    expect(estimate.totalYearlyPaise).toBe(1_200_050);
  });

  it("leaves plan-dependent totals out for the custom-priced Enterprise plan", () => {
    const estimate = estimateCost(volumes({ marketing: 500_000 }), null);
    expect(estimate.messagesMonthlyPaise).toBe(44_000_000); // 5 lakh × ₹0.88 = ₹4,40,000
    expect(estimate.planMonthlyPaise).toBeNull();
    expect(estimate.totalMonthlyPaise).toBeNull();
    expect(estimate.totalYearlyPaise).toBeNull();
  });

  it("stays exact at the largest volumes it accepts", () => {
    const max = maxMessagesPerCategory;
    const estimate = estimateCost(
      volumes({ marketing: max, utility: max, authentication: max, service: max }),
      11999,
    );
    // 10 crore × (₹0.88 + ₹0.125 + ₹0.125) = ₹11,30,00,000 a month
    expect(estimate.messagesMonthlyPaise).toBe(11_300_000_000);
    expect(estimate.totalYearlyPaise).toBe(12 * 11_300_000_000 + 1_199_900);
  });

  it("refuses volumes that are not whole numbers within range", () => {
    expect(() => estimateCost(volumes({ marketing: -1 }), null)).toThrow(RangeError);
    expect(() => estimateCost(volumes({ utility: 1.5 }), null)).toThrow(RangeError);
    expect(() => estimateCost(volumes({ service: maxMessagesPerCategory + 1 }), null)).toThrow(
      RangeError,
    );
  });
});

describe("formatting", () => {
  it("writes rupees with Indian digit grouping and two decimals", () => {
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(13)).toBe("₹0.13");
    expect(formatRupees(58_325)).toBe("₹583.25");
    expect(formatRupees(99_992)).toBe("₹999.92");
    expect(formatRupees(12_345_678)).toBe("₹1,23,456.78");
    expect(formatRupees(11_300_000_000)).toBe("₹11,30,00,000.00");
  });

  it("groups counts the Indian way", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(500_000)).toBe("5,00,000");
    expect(formatCount(100_000_000)).toBe("10,00,00,000");
  });
});

describe("parseVolume", () => {
  it("reads blank as zero and accepts whole numbers, with or without grouping commas", () => {
    expect(parseVolume("")).toBe(0);
    expect(parseVolume("  ")).toBe(0);
    expect(parseVolume("2500")).toBe(2500);
    expect(parseVolume("5,00,000")).toBe(500_000);
  });

  it("rejects anything else", () => {
    expect(parseVolume("-5")).toBeNull();
    expect(parseVolume("1.5")).toBeNull();
    expect(parseVolume("ten")).toBeNull();
    expect(parseVolume(String(maxMessagesPerCategory + 1))).toBeNull();
  });
});
