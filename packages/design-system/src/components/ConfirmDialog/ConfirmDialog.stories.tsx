import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfirmDialog } from "./ConfirmDialog";
import { Button } from "../Button/Button";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  args: {
    title: "Delete message?",
    description: "Are you sure you want to delete this message? This action cannot be undone.",
    confirmLabel: "Delete",
    onConfirm: fn(),
    trigger: <Button variant="destructive">Delete</Button>,
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete message?" });
    await expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to delete this message? This action cannot be undone.",
    );
    await expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { open: true, trigger: undefined },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
};

export const Loading: Story = {
  args: { open: true, loading: true, trigger: undefined },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
};

export const NonDestructive: Story = {
  args: {
    tone: "default",
    title: "Mark all as read?",
    description: "Every unread message will be marked as read.",
    confirmLabel: "Mark as read",
    trigger: <Button variant="secondary">Mark all as read</Button>,
  },
};
