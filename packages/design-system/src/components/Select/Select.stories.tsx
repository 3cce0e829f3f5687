import { expect, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "./Select";

const plans = [
  { value: "basic", label: "Basic: ₹6,999 / year" },
  { value: "pro", label: "Pro: ₹11,999 / year" },
  { value: "enterprise", label: "Enterprise: custom" },
];

const meta = {
  title: "Forms/Select",
  component: Select,
  tags: ["autodocs"],
  args: {
    label: "Plan",
    options: plans,
    placeholder: "Choose a plan",
    name: "plan",
    defaultValue: "",
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Plan" });
    await userEvent.selectOptions(select, "pro");
    await expect(select).toHaveValue("pro");
  },
};

export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: "Please choose a plan" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "basic" } };
