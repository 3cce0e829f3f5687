import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("toggles from its label and reports the new state", async () => {
    const onCheckedChange = vi.fn();
    await render(<Checkbox label="Select all on this page" onCheckedChange={onCheckedChange} />);
    const box = page.getByRole("checkbox", { name: "Select all on this page" });
    await expect.element(box).not.toBeChecked();
    await userEvent.click(page.getByText("Select all on this page"));
    await expect.element(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it("keeps a hidden label as its name", async () => {
    await render(<Checkbox label="Select Spice Route" hideLabel />);
    await expect.element(page.getByRole("checkbox", { name: "Select Spice Route" })).toBeVisible();
  });

  it("reads as mixed while indeterminate", async () => {
    await render(
      <Checkbox label="Select all on this page" indeterminate checked={false} readOnly />,
    );
    await expect
      .element(page.getByRole("checkbox", { name: "Select all on this page" }))
      .toBePartiallyChecked();
  });

  it("cannot be ticked while disabled", async () => {
    const onCheckedChange = vi.fn();
    await render(<Checkbox label="Archive" disabled onCheckedChange={onCheckedChange} />);
    await expect.element(page.getByRole("checkbox", { name: "Archive" })).toBeDisabled();
  });
});
