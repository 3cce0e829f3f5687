import { describe, expect, it } from "vitest";
import { matchSavedReplies, typedShortcut } from "./saved-replies";

describe("saved replies in the composer", () => {
  it("are offered while a slash and a shortcut are all the message holds", () => {
    expect(typedShortcut("/")).toBe("");
    expect(typedShortcut("/Thanks")).toBe("thanks");
    expect(typedShortcut("/order-status_2")).toBe("order-status_2");
    expect(typedShortcut("/thanks ")).toBeNull();
    expect(typedShortcut("Hello /thanks")).toBeNull();
    expect(typedShortcut("")).toBeNull();
  });

  it("match shortcuts that start with the typed text first, then those containing it", () => {
    const replies = [
      { shortcut: "thanks", text: "Thank you!" },
      { shortcut: "hours", text: "We open at 10." },
      { shortcut: "delivery-time", text: "2 to 3 days." },
      { shortcut: "timing", text: "10 to 8." },
    ];
    expect(matchSavedReplies(replies, "ti").map((reply) => reply.shortcut)).toEqual([
      "timing",
      "delivery-time",
    ]);
    expect(matchSavedReplies(replies, "").map((reply) => reply.shortcut)).toEqual([
      "delivery-time",
      "hours",
      "thanks",
      "timing",
    ]);
    expect(matchSavedReplies(replies, "zzz")).toEqual([]);
  });
});
