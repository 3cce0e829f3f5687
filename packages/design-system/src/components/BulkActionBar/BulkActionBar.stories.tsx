import { Archive, Trash2 } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BulkActionBar } from "./BulkActionBar";
import { Button } from "../Button/Button";

const meta = {
  title: "Data display/BulkActionBar",
  component: BulkActionBar,
  tags: ["autodocs"],
  args: {
    count: 3,
    onClear: fn(),
    children: (
      <>
        <Button size="small" variant="secondary" iconStart={<Archive size={16} />}>
          Archive
        </Button>
        <Button size="small" variant="destructive" iconStart={<Trash2 size={16} />}>
          Delete
        </Button>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("3 selected");
    await userEvent.click(canvas.getByRole("button", { name: "Clear selection" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
