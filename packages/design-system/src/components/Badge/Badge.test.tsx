import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Badge } from "./Badge";
import { auditActionTone, contactMessageStatusTone } from "./tones";

describe("status tones (spec §4)", () => {
  it.each([
    ["unread", "critical"],
    ["read", "info"],
    ["replied", "positive"],
    ["archived", "neutral"],
    ["something-else", "neutral"],
  ])("contact message %s is %s", (status, tone) => {
    expect(contactMessageStatusTone(status)).toBe(tone);
  });

  it.each([
    ["create", "positive"],
    ["update", "info"],
    ["delete", "critical"],
    ["login", "promote"],
    ["logout", "neutral"],
    ["export", "neutral"],
  ])("audit action %s is %s", (action, tone) => {
    expect(auditActionTone(action)).toBe(tone);
  });
});

describe("Badge", () => {
  it("paints tones in different colours", async () => {
    await render(
      <>
        <Badge tone="critical">unread</Badge>
        <Badge tone="info">read</Badge>
        <Badge tone="positive">replied</Badge>
      </>,
    );
    const colours = ["unread", "read", "replied"].map(
      (text) => getComputedStyle(page.getByText(text, { exact: true }).element()).backgroundColor,
    );
    expect(new Set(colours).size).toBe(3);
  });
});
