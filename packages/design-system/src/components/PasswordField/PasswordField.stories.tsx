import { expect, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PasswordField } from "./PasswordField";

const meta = {
  title: "Forms/PasswordField",
  component: PasswordField,
  tags: ["autodocs"],
  args: { label: "Password", required: true, name: "password" },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: "input" });
    await userEvent.type(input, "s3cret!");
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(input).toHaveAttribute("type", "text");
    await expect(input).toHaveValue("s3cret!");
    await userEvent.click(canvas.getByRole("button", { name: "Hide password" }));
    await expect(input).toHaveAttribute("type", "password");
  },
};

export const WithError: Story = {
  args: {
    label: "New Password",
    error: "Password must be at least 6 characters",
    autoComplete: "new-password",
  },
};

export const WithHint: Story = {
  args: {
    label: "New Password",
    hint: "Use at least 8 characters with mixed case, numbers and symbols.",
    autoComplete: "new-password",
  },
};
