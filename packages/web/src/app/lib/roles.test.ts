import { describe, expect, it } from "vitest";
import { canManage, describeRole, roleOptions } from "./roles";

describe("roles", () => {
  it("lets owners and admins manage, not agents", () => {
    expect(canManage("owner")).toBe(true);
    expect(canManage("admin")).toBe(true);
    expect(canManage("agent")).toBe(false);
  });

  it("offers owner only to owners", () => {
    expect(roleOptions("owner").every((option) => !option.disabled)).toBe(true);
    expect(roleOptions("admin").find((option) => option.value === "owner")?.disabled).toBe(true);
    expect(describeRole("agent")).toBe("Agent");
  });
});
