import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Sidebar } from "./Sidebar";
import { exampleNavItems } from "../../storybook/exampleNav";
import { Button } from "../Button/Button";
import { Text } from "../Text/Text";

const brand = (
  <Text weight="bold" tone="brand" as="span">
    Acme
  </Text>
);

const meta = {
  title: "Navigation/Sidebar",
  component: Sidebar,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { items: exampleNavItems, open: false, onOpenChange: fn(), header: brand },
  argTypes: { items: { control: false }, header: { control: false } },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On large screens the sidebar is fixed at the left. */
export const Default: Story = {};

function MobileSidebar(args: Parameters<typeof Sidebar>[0]) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Sidebar
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

/** On phones it is a sheet that slides in and closes when a link is chosen. */
export const MobileSheet: Story = {
  render: (args) => <MobileSidebar {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open navigation" }));
    const sheet = await screen.findByRole("dialog", { name: "Main navigation" });
    await expect(sheet).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: /Projects/ });
    const sheetLink = links.find((link) => sheet.contains(link));
    await expect(sheetLink).toBeDefined();
    sheetLink?.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(sheetLink as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const MobileSheetOpen: Story = {
  render: (args) => <MobileSidebar {...args} open />,
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
};
