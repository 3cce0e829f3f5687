import { Bell } from "lucide-react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tooltip } from "./Tooltip";
import { IconButton } from "../IconButton/IconButton";

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  tags: ["autodocs"],
  parameters: { layout: "centered" },
  args: {
    content: "Notifications",
    children: <IconButton label="Notifications" icon={<Bell size={20} />} variant="secondary" />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Notifications" }));
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Notifications"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true, side: "bottom" } };
