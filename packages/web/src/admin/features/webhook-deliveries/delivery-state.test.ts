import { describe, expect, it } from "vitest";
import { describeReleased } from "./delivery-state";

describe("describeReleased", () => {
  it("counts the held events that go out again", () => {
    expect(describeReleased(0)).toBe("No held events were waiting.");
    expect(describeReleased(1)).toBe("1 held event goes out again.");
    expect(describeReleased(12)).toBe("12 held events go out again.");
  });
});
