import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Switch } from "./Switch";

describe("Switch", () => {
  it("toggles from its label and reports the new state", async () => {
    const onCheckedChange = vi.fn();
    await render(
      <Switch
        label="New User Signup"
        description="Allow new users"
        defaultChecked
        onCheckedChange={onCheckedChange}
      />,
    );
    const control = page.getByRole("switch", { name: "New User Signup" });
    await expect.element(control).toBeChecked();
    await userEvent.click(page.getByText("New User Signup"));
    await expect.element(control).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it("cannot be toggled while disabled", async () => {
    const onCheckedChange = vi.fn();
    await render(<Switch label="Maintenance Mode" disabled onCheckedChange={onCheckedChange} />);
    await expect.element(page.getByRole("switch", { name: "Maintenance Mode" })).toBeDisabled();
  });
});
