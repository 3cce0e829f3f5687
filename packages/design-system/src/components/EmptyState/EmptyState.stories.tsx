import { Inbox, Users } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { EmptyState } from "./EmptyState";
import { Button } from "../Button/Button";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: { title: "No messages yet", icon: <Inbox size={24} /> },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: "No customers",
    description: 'No customers added yet. Click "Add Customer" to get started.',
    icon: <Users size={24} />,
    action: <Button>Add Customer</Button>,
  },
};

export const ParagraphTitle: Story = {
  args: {
    title: "No activity yet.",
    description: "Activity will appear here as actions are performed.",
    titleAs: "p",
  },
};
