import { Trash2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its label and reacts to clicks", async () => {
    const onClick = vi.fn();
    await render(<IconButton label="Delete message" icon={<Trash2 />} onClick={onClick} />);
    await userEvent.click(page.getByRole("button", { name: "Delete message" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("does nothing when disabled", async () => {
    const onClick = vi.fn();
    await render(<IconButton label="Edit" icon={<Trash2 />} onClick={onClick} disabled />);
    await expect.element(page.getByRole("button", { name: "Edit" })).toBeDisabled();
  });
});
