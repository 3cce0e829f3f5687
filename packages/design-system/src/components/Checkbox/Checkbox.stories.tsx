import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./Checkbox";
import { Stack } from "../Stack/Stack";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { label: "Select all on this page", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Select all on this page" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = { args: { disabled: true, label: "Archive" } };

/** A group of rows and a box for all of them: some ticked reads as "mixed". */
function RowSelection() {
  const rows = ["Pricing for Pro", "Demo request", "Refund question"];
  const [selected, setSelected] = useState<string[]>([rows[0]!]);
  const isAll = selected.length === rows.length;
  return (
    <Stack space="small">
      <Checkbox
        label="Select all on this page"
        checked={isAll}
        indeterminate={selected.length > 0 && !isAll}
        onCheckedChange={(checked) => setSelected(checked ? rows : [])}
      />
      {rows.map((row) => (
        <Checkbox
          key={row}
          label={`Select ${row}`}
          checked={selected.includes(row)}
          onCheckedChange={(checked) =>
            setSelected((current) =>
              checked ? [...current, row] : current.filter((other) => other !== row),
            )
          }
        />
      ))}
    </Stack>
  );
}

export const Indeterminate: Story = {
  render: () => <RowSelection />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole("checkbox", { name: "Select all on this page" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    const demo = canvas.getByRole("checkbox", { name: "Select Demo request" });
    await expect(demo).toBeChecked();
    await userEvent.click(demo);
    await expect(all).toBePartiallyChecked();
  },
};
