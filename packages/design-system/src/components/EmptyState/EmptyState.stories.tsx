import { Building2, Inbox } from "lucide-react";
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
    title: "No businesses",
    description: 'No businesses registered yet. Click "Add Business" to get started.',
    icon: <Building2 size={24} />,
    action: <Button>Add Business</Button>,
  },
};

export const AuditLogs: Story = {
  args: {
    title: "No audit logs available.",
    description: "Activity will appear here as actions are performed.",
    titleAs: "p",
  },
};
