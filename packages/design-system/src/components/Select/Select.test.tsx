import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Select } from "./Select";

const options = [
  { value: "free", label: "Free" },
  { value: "pro", label: "Pro" },
];

describe("Select", () => {
  it("registers with react-hook-form", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ plan: string }>({
        defaultValues: { plan: "free" },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Select label="Plan" options={options} {...register("plan")} />
          <button type="submit">Save</button>
        </form>
      );
    }
    await render(<Form />);
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Plan" }), "pro");
    await userEvent.click(page.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ plan: "pro" });
  });

  it("offers a placeholder and marks errors", async () => {
    await render(
      <Select
        label="Plan"
        options={options}
        placeholder="Choose a plan"
        error="Please choose a plan"
      />,
    );
    const select = page.getByRole("combobox", { name: "Plan" });
    await expect.element(select).toHaveAttribute("aria-invalid", "true");
    await expect.element(page.getByRole("option", { name: "Choose a plan" })).toBeInTheDocument();
  });
});
