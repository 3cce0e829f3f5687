import { describe, expect, it } from "vitest";
import { auditActionTone } from "./tone";

describe("auditActionTone: create green, update blue, delete red, login purple, else gray", () => {
  it.each([
    ["create", "positive"],
    ["update", "info"],
    ["delete", "critical"],
    ["login", "promote"],
    ["LOGIN", "promote"],
    ["logout", "neutral"],
    ["export", "neutral"],
    ["constructor", "neutral"],
  ])("paints %s as %s", (action, tone) => {
    expect(auditActionTone(action)).toBe(tone);
  });
});
