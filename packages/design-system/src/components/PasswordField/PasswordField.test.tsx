import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PasswordField } from "./PasswordField";

describe("PasswordField", () => {
  it("masks the password until the toggle shows it", async () => {
    await render(<PasswordField label="Password" />);
    const input = page.getByLabelText("Password", { exact: true });
    await expect.element(input).toHaveAttribute("type", "password");
    const toggle = page.getByRole("button", { name: "Show password" });
    await userEvent.click(toggle);
    await expect.element(input).toHaveAttribute("type", "text");
    await expect.element(page.getByRole("button", { name: "Hide password" })).toBeInTheDocument();
  });

  it("registers with react-hook-form", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ password: string }>();
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <PasswordField label="Password" {...register("password")} />
          <button type="submit">Sign In</button>
        </form>
      );
    }
    await render(<Form />);
    await userEvent.type(page.getByLabelText("Password", { exact: true }), "hunter22");
    await userEvent.click(page.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ password: "hunter22" });
  });
});
