import { expect, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./TextField";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  tags: ["autodocs"],
  args: { label: "Email", type: "email", placeholder: "you@company.com", name: "email" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "priya@example.com");
    await expect(input).toHaveValue("priya@example.com");
  },
};

export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: "We reply within 24 hours." } };
export const WithError: Story = {
  args: { required: true, defaultValue: "priya@", error: "Please enter a valid email address" },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "owner@example.com" } };
export const ReadOnly: Story = {
  args: {
    label: "Allowed origins",
    type: "text",
    readOnly: true,
    defaultValue: "https://example.com, https://app.example.com",
  },
};
export const Phone: Story = {
  args: { label: "Phone Number", type: "tel", placeholder: "+91 98765 43210", required: true },
};
