import { expect, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextArea } from "./TextArea";

const meta = {
  title: "Forms/TextArea",
  component: TextArea,
  tags: ["autodocs"],
  args: { label: "Message", rows: 6, required: true, name: "message" },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole("textbox", { name: "Message" });
    await expect(textArea).toHaveAttribute("rows", "6");
    await userEvent.type(textArea, "Hello{enter}Second line");
    await expect(textArea).toHaveValue("Hello\nSecond line");
  },
};

export const WithError: Story = {
  args: { defaultValue: "Too short", error: "Message must be at least 10 characters" },
};
export const WithHint: Story = {
  args: { hint: "Tell us about your messaging volume.", required: false },
};
