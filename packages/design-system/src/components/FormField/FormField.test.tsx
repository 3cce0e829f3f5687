import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FormField } from "./FormField";

describe("FormField", () => {
  it("labels the control and describes it with hint and error", async () => {
    await render(
      <FormField
        label="Subject"
        hint="A short summary"
        error="Subject must be at least 5 characters"
        required
      >
        {(props) => <input {...props} />}
      </FormField>,
    );
    const input = page.getByRole("textbox", { name: "Subject" });
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toBeRequired();
    await expect
      .element(input)
      .toHaveAccessibleDescription("A short summary Subject must be at least 5 characters");
  });

  it("is not invalid without an error", async () => {
    await render(<FormField label="Phone">{(props) => <input {...props} />}</FormField>);
    const input = page.getByRole("textbox", { name: "Phone" });
    await expect.element(input).not.toHaveAttribute("aria-invalid");
    await expect.element(input).not.toHaveAttribute("aria-describedby");
  });
});
