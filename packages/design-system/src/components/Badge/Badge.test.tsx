import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Badge } from "./Badge";

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
