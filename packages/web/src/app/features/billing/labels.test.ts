import { describe, expect, it } from "vitest";
import { describeQuality } from "./labels";

describe("billing labels", () => {
  it("words the quality rating, not by colour alone", () => {
    expect(describeQuality("green")).toEqual({ label: "High (Green)", tone: "positive" });
    expect(describeQuality("red")).toEqual({ label: "Low (Red)", tone: "critical" });
  });
});
