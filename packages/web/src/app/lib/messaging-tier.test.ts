import { describe, expect, it } from "vitest";
import { describeTier } from "./messaging-tier";

describe("the messaging limit tier", () => {
  it("is worded as customers a day", () => {
    expect(describeTier("unlimited")).toBe("Unlimited customers");
    expect(describeTier("250")).toBe("250 customers a day");
    expect(describeTier("100000")).toMatch(/^100.000 customers a day$/);
  });
});
