import { Bell, Search } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TopBar } from "./TopBar";
import { Badge } from "../Badge/Badge";
import { IconButton } from "../IconButton/IconButton";
import { ThemeToggle } from "../ThemeToggle/ThemeToggle";

const meta = {
  title: "Navigation/TopBar",
  component: TopBar,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    title: "Overview",
    badge: (
      <Badge tone="brand" variant="solid">
        Premium
      </Badge>
    ),
    onMenuClick: fn(),
    actions: (
      <>
        <IconButton label="Search" icon={<Search size={20} />} />
        <IconButton label="Notifications" icon={<Bell size={20} />} />
        <ThemeToggle />
      </>
    ),
  },
  argTypes: { badge: { control: false }, actions: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Overview" })).toBeInTheDocument();
    // The menu button only exists below the desktop breakpoint, where the sidebar is a sheet.
    const menu = canvas.queryByRole("button", { name: "Open navigation" });
    if (menu) {
      await userEvent.click(menu);
      await expect(args.onMenuClick).toHaveBeenCalledOnce();
    }
  },
};

export const WithoutMenuButton: Story = { args: { onMenuClick: undefined } };
export const TitleOnly: Story = { args: { badge: undefined, actions: undefined } };
