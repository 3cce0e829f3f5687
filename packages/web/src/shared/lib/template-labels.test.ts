import { describe, expect, it } from "vitest";
import { describeParameterCount, templateStatusTone } from "./template-labels";

describe("template labels", () => {
  it("counts parameters in words", () => {
    expect(describeParameterCount(0)).toBe("No parameters");
    expect(describeParameterCount(1)).toBe("1 parameter");
    expect(describeParameterCount(3)).toBe("3 parameters");
  });

  it("gives each status its tone", () => {
    expect(templateStatusTone("approved")).toBe("positive");
    expect(templateStatusTone("pending")).toBe("caution");
    expect(templateStatusTone("rejected")).toBe("critical");
    expect(templateStatusTone("paused")).toBe("neutral");
  });
});
