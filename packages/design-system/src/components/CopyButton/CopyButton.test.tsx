import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { CopyButton } from "./CopyButton";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("CopyButton", () => {
  it("copies the value and confirms, then resets", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await render(
      <CopyButton value="Authorization: Bearer KEY" label="Copy" feedbackDuration={300} />,
    );
    await userEvent.click(page.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("Authorization: Bearer KEY");
    await expect.element(page.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    await expect.element(page.getByRole("status")).toHaveTextContent("Copied!");
    await expect.element(page.getByRole("button", { name: "Copy" })).toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await render(<CopyButton value="x" />);
    await userEvent.click(page.getByRole("button", { name: "Copy" }));
    await expect.element(page.getByRole("status")).toHaveTextContent("Copy failed");
  });
});
