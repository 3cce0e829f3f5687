import { describe, expect, it } from "vitest";
import { formatCount } from "../../../shared/lib/format";
import {
  messagingTierLabel,
  messagingTierOptions,
  qualityRatingLabel,
  qualityRatingOptions,
} from "./labels";

describe("a business's Meta limits in words", () => {
  it("reads a messaging limit tier as customers per 24 hours, and unlimited as such", () => {
    expect(messagingTierLabel("250")).toBe("250 customers / 24 h");
    expect(messagingTierLabel("100000")).toBe(`${formatCount(100_000)} customers / 24 h`);
    expect(messagingTierLabel("unlimited")).toBe("Unlimited");
    expect(messagingTierOptions.map((option) => option.value)).toEqual([
      "250",
      "2000",
      "10000",
      "100000",
      "unlimited",
    ]);
  });

  it("says what a quality colour means, and shows an unknown one as it is", () => {
    expect(qualityRatingOptions.map((option) => option.label)).toEqual([
      "Green (high)",
      "Yellow (medium)",
      "Red (low)",
    ]);
    expect(qualityRatingLabel("unknown")).toBe("Unknown");
  });
});
