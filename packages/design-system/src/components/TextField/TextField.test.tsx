import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("works with react-hook-form's register (ref and events forwarded)", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: "" } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Name" {...register("name")} />
          <button type="submit">Save</button>
        </form>
      );
    }
    await render(<Form />);
    await userEvent.type(page.getByRole("textbox", { name: "Name" }), "Priya");
    await userEvent.click(page.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: "Priya" });
  });

  it("works with Controller", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ phone: string }>({
        defaultValues: { phone: "+91" },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            name="phone"
            control={control}
            render={({ field, fieldState }) => (
              <TextField label="Phone" type="tel" error={fieldState.error?.message} {...field} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    await render(<Form />);
    await userEvent.type(page.getByRole("textbox", { name: "Phone" }), " 98765");
    await userEvent.click(page.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: "+91 98765" });
  });

  it("shows the error and marks the input invalid", async () => {
    await render(<TextField label="Name" error="Name must be at least 2 characters" required />);
    const input = page.getByRole("textbox", { name: "Name" });
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect.element(input).toBeRequired();
  });
});
