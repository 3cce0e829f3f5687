import {
  Archive,
  CheckCheck,
  Eye,
  LogOut,
  MoreHorizontal,
  Settings,
  Trash2,
  User,
} from "lucide-react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./DropdownMenu";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";

const onMarkReplied = fn();
const onDelete = fn();

const meta = {
  title: "Overlays/DropdownMenu",
  component: DropdownMenu,
  tags: ["autodocs"],
  parameters: { layout: "centered" },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger>
        <IconButton
          label="Message actions"
          icon={<MoreHorizontal size={18} />}
          variant="secondary"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={<Eye size={16} />} disabled>
          Mark as Read
        </DropdownMenuItem>
        <DropdownMenuItem icon={<CheckCheck size={16} />} onSelect={onMarkReplied}>
          Mark as Replied
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Archive size={16} />}>Archive</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 size={16} />} tone="critical" onSelect={onDelete}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onMarkReplied.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Message actions" }));
    const menu = await screen.findByRole("menu");
    await expect(menu).toBeInTheDocument();
    await expect(screen.getByRole("menuitem", { name: "Mark as Read" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "Mark as Replied" }));
    await expect(onMarkReplied).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    onDelete.mockClear();
    canvas.getByRole("button", { name: "Message actions" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    // Radix moves focus into the menu once it has opened; keys before that go to the trigger.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  parameters: { docs: { story: { inline: false, iframeHeight: 280 } } },
};

export const UserMenu: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger>
        <Button variant="ghost" iconStart={<User size={16} />}>
          alex
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as alex</DropdownMenuLabel>
        <DropdownMenuItem icon={<User size={16} />}>Profile</DropdownMenuItem>
        <DropdownMenuItem icon={<Settings size={16} />}>Settings</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut size={16} />} tone="critical">
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};
