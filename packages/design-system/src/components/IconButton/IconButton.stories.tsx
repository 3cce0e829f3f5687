import { Bell, Menu, Search, Trash2 } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { IconButton } from "./IconButton";
import { Inline } from "../Inline/Inline";

const meta = {
  title: "Components/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  args: { label: "Open navigation", icon: <Menu size={20} />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open navigation" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      <IconButton {...args} label="Search" icon={<Search size={20} />} />
      <IconButton {...args} variant="secondary" label="Notifications" icon={<Bell size={20} />} />
      <IconButton {...args} variant="primary" label="Open menu" icon={<Menu size={20} />} />
      <IconButton {...args} variant="destructive" label="Delete" icon={<Trash2 size={20} />} />
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      <IconButton {...args} size="small" label="Small search" icon={<Search size={16} />} />
      <IconButton {...args} size="medium" label="Medium search" icon={<Search size={20} />} />
      <IconButton {...args} size="large" label="Large search" icon={<Search size={24} />} />
    </Inline>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

/** A count badge; its words join the name ("Notifications, 3 new"). */
export const WithCount: Story = {
  render: (args) => (
    <Inline space="small">
      <IconButton {...args} label="Notifications" count={3} icon={<Bell size={20} />} />
      <IconButton
        {...args}
        variant="secondary"
        label="Messages"
        count={120}
        icon={<Menu size={20} />}
      />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Notifications, 3 new" })).toHaveTextContent(
      "3",
    );
    await expect(canvas.getByRole("button", { name: "Messages, 99+ new" })).toHaveTextContent(
      "99+",
    );
  },
};
