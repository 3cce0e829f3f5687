import { describe, expect, it } from "vitest";
import { statusTone } from "./status";

describe("statusTone: unread red, read blue, replied green, archived and unknown gray", () => {
  it.each([
    ["unread", "critical"],
    ["read", "info"],
    ["replied", "positive"],
    ["archived", "neutral"],
    ["something-else", "neutral"],
    ["constructor", "neutral"],
  ])("paints %s as %s", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
