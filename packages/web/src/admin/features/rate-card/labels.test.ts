import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../shared/lib/format";
import { describeCategory, describePrice, describeRate } from "./labels";

describe("the rate card's words", () => {
  it("shows prices in rupees to the fraction they were set, and a price of nothing as free", () => {
    expect(describePrice(0.88)).toBe("₹0.88");
    expect(describePrice(0.125)).toBe("₹0.125");
    expect(describePrice(1.5)).toBe("₹1.50");
    expect(describePrice(0)).toBe("Free");
  });

  it("names the categories, and an unknown one by its own name", () => {
    expect(describeCategory("authentication")).toBe("Authentication");
    expect(describeCategory("promotional")).toBe("promotional");
  });

  it("puts a scheduled price in a sentence", () => {
    const effectiveFrom = "2028-01-01T04:00:00.000Z";
    expect(describeRate({ category: "marketing", priceInr: 0.95, effectiveFrom })).toBe(
      `the marketing price of ₹0.95 from ${formatDateTime(effectiveFrom)}`,
    );
  });
});
