import { describe, expect, it } from "vitest";
import { describeQuality, describeTier } from "./labels";

describe("billing labels", () => {
  it("words the messaging limit tier", () => {
    expect(describeTier("unlimited")).toBe("Unlimited customers");
    expect(describeTier("250")).toBe("250 customers a day");
    expect(describeTier("100000")).toMatch(/^100.000 customers a day$/);
  });

  it("words the quality rating, not by colour alone", () => {
    expect(describeQuality("green")).toEqual({ label: "High (Green)", tone: "positive" });
    expect(describeQuality("red")).toEqual({ label: "Low (Red)", tone: "critical" });
  });
});
