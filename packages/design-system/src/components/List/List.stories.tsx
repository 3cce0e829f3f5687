import { Eye, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { List, ListRow } from "./List";
import { Avatar } from "../Avatar/Avatar";
import { Badge } from "../Badge/Badge";
import { IconButton } from "../IconButton/IconButton";

const meta = {
  title: "Data display/List",
  component: List,
  tags: ["autodocs"],
  args: { "aria-label": "Contact messages" },
  render: (args) => (
    <List {...args}>
      {[
        {
          name: "Priya Sharma",
          status: "unread",
          tone: "critical" as const,
          subject: "Pricing for 5 lakh messages",
          company: "Spice Route",
        },
        {
          name: "Rahul Verma",
          status: "replied",
          tone: "positive" as const,
          subject: "Webhook retries",
          company: undefined,
        },
      ].map((message) => (
        <ListRow
          key={message.name}
          leading={<Avatar name={message.name} decorative />}
          title={message.name}
          badges={<Badge tone={message.tone}>{message.status}</Badge>}
          description={message.subject}
          meta={
            <>
              <span>priya@example.com</span>
              {message.company && <span>{message.company}</span>}
              <span>22/11/2026, 10:30</span>
            </>
          }
          actions={
            <>
              <IconButton
                size="small"
                label={`View message from ${message.name}`}
                icon={<Eye size={16} />}
              />
              <IconButton
                size="small"
                label={`Actions for ${message.name}`}
                icon={<MoreHorizontal size={16} />}
              />
            </>
          }
        />
      ))}
    </List>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Configurations: Story = {
  render: (args) => (
    <List {...args} aria-label="API configurations">
      <ListRow
        title="Production API"
        badges={<Badge tone="positive">Active</Badge>}
        description="API Key: sk_live_4f9a…c21e"
        meta={<span>Webhook: https://example.com/hooks/events</span>}
        actions={
          <>
            <IconButton size="small" label="View configuration" icon={<Eye size={16} />} />
            <IconButton size="small" label="Edit configuration" icon={<Pencil size={16} />} />
            <IconButton
              size="small"
              variant="destructive"
              label="Delete configuration"
              icon={<Trash2 size={16} />}
            />
          </>
        }
      />
    </List>
  ),
};
