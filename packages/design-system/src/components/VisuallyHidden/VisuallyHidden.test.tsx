import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { VisuallyHidden } from "./VisuallyHidden";

describe("VisuallyHidden", () => {
  it("keeps text for assistive technology while taking no visible space", async () => {
    await render(
      <button>
        <VisuallyHidden>Close dialog</VisuallyHidden>
      </button>,
    );
    const button = page.getByRole("button", { name: "Close dialog" });
    await expect.element(button).toBeInTheDocument();
    expect(
      page.getByText("Close dialog").element().getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  });
});
