import { describe, expect, it } from "vitest";
import { formatPrice } from "./format";

describe("formatPrice", () => {
  it("shows a price as it is set, to four decimals, in Indian grouping", () => {
    expect(formatPrice(0.88)).toBe("₹0.88");
    expect(formatPrice(0.1175)).toBe("₹0.1175");
    expect(formatPrice(0)).toBe("₹0.00");
    expect(formatPrice(1234.5)).toBe("₹1,234.50");
  });
});
