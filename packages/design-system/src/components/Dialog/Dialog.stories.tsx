import { expect, screen, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "./Dialog";
import { Badge } from "../Badge/Badge";
import { Button } from "../Button/Button";
import { Stack } from "../Stack/Stack";
import { Text } from "../Text/Text";

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger>
        <Button variant="secondary">View message</Button>
      </DialogTrigger>
      <DialogContent
        title="Pricing for 5 lakh messages"
        description="From Priya Sharma · priya@example.com"
      >
        <Stack space="small">
          <Badge tone="critical">unread</Badge>
          <Text size="small">
            Hello, we send about 5 lakh messages a month. What would Enterprise cost?
          </Text>
        </Stack>
        <DialogFooter>
          <DialogClose>
            <Button variant="secondary">Archive</Button>
          </DialogClose>
          <Button>Mark as Replied</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "View message" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Pricing for 5 lakh messages" });
    await expect(dialog).toHaveAccessibleDescription("From Priya Sharma · priya@example.com");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
