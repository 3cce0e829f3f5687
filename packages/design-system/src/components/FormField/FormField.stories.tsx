import { expect } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "./FormField";

const meta = {
  title: "Forms/FormField",
  component: FormField,
  tags: ["autodocs"],
  args: {
    label: "Company",
    hint: "Optional: helps us route your enquiry.",
    children: (props) => <input {...props} name="company" />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Company" });
    await expect(input).toHaveAccessibleDescription("Optional: helps us route your enquiry.");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const Required: Story = {
  args: { label: "Full Name", hint: undefined, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full Name" })).toBeRequired();
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

export const WithError: Story = {
  args: {
    label: "Email",
    hint: undefined,
    required: true,
    error: "Please enter a valid email address",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Please enter a valid email address");
  },
};
