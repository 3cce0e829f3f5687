import { Bell } from "lucide-react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./Popover";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";
import { List, ListRow } from "../List/List";

const meta = {
  title: "Overlays/Popover",
  component: Popover,
  tags: ["autodocs"],
  parameters: { layout: "centered", docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args) => (
    <div style={{ display: "flex", justifyContent: "flex-end", width: 420, minHeight: 360 }}>
      <Popover {...args}>
        <PopoverTrigger>
          <IconButton label="Notifications" count={2} icon={<Bell size={20} />} />
        </PopoverTrigger>
        <PopoverContent title="Notifications">
          <List aria-label="Notifications">
            <ListRow
              title="New enquiry from Priya Sharma"
              description="Pricing for 5 lakh messages"
            />
            <ListRow title="Webhook deliveries failing" description="3 attempts to example.com" />
          </List>
          <PopoverClose>
            <Button variant="secondary" size="small">
              Mark all as read
            </Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notifications menu in a top bar: the count is part of the button's name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notifications, 2 new" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(panel).toBeVisible());
  },
};
