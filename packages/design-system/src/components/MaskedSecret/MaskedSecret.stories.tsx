import { expect } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MaskedSecret } from "./MaskedSecret";

const meta = {
  title: "Components/MaskedSecret",
  component: MaskedSecret,
  tags: ["autodocs"],
  args: { label: "API key", value: "3f9a" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaskedSecret>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a list shows for a stored secret: only its last characters are known. */
export const Default: Story = {};

/** Right after creating it: the whole value, once, with a copy button. */
export const Revealed: Story = {
  args: {
    value: "sk_live_7Hq2vN9xLmC4pR8tYb1KzW3d5Fg6Js0a3f9a",
    revealed: true,
    copyLabel: "Copy API key",
    caution: "Copy it now and keep it safe: it is shown only once.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "API key" })).toHaveTextContent(
      "shown only once",
    );
    await expect(canvas.getByRole("button", { name: "Copy API key" })).toBeEnabled();
  },
};
