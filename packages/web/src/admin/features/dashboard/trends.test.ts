import { describe, expect, it } from "vitest";
import { additionsTrend, deliveryRateTrend, messagesTrend } from "./trends";

describe("dashboard trends (this month against last month)", () => {
  it("counts additions this month and names last month's", () => {
    expect(additionsTrend(3, 5)).toEqual({
      figure: "+3 this month",
      tone: "positive",
      description: "vs +5 last month",
    });
    expect(additionsTrend(0, 2).tone).toBe("neutral");
  });

  it("shows the message change as a signed percentage with one decimal", () => {
    expect(messagesTrend(12.345)).toEqual({
      figure: "+12.3%",
      tone: "positive",
      description: "from the same period last month",
    });
    expect(messagesTrend(-4.06)).toMatchObject({ figure: "-4.1%", tone: "critical" });
    expect(messagesTrend(0.04)).toMatchObject({ figure: "0.0%", tone: "neutral" });
  });

  it("shows the delivery rate change in percentage points", () => {
    expect(deliveryRateTrend(0.25)).toMatchObject({ figure: "+0.3 pts", tone: "positive" });
    expect(deliveryRateTrend(-1.2)).toMatchObject({ figure: "-1.2 pts", tone: "critical" });
  });

  it("says so honestly when there is nothing to compare with", () => {
    const none = { figure: null, tone: "neutral", description: "No data for last month" };
    expect(messagesTrend(null)).toEqual(none);
    expect(deliveryRateTrend(null)).toEqual(none);
  });
});
