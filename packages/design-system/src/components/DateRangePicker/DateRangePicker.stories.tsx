import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DateRangePicker, type DateRangePickerProps } from "./DateRangePicker";

function ManagedPicker(args: DateRangePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 420 }}>
      <DateRangePicker
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Forms/DateRangePicker",
  component: DateRangePicker,
  tags: ["autodocs"],
  args: {
    label: "Date range",
    value: {},
    onChange: fn(),
    max: "2026-11-22",
    presets: [
      { label: "Last 7 days", range: { from: "2026-11-16", to: "2026-11-22" } },
      { label: "Last 30 days", range: { from: "2026-10-24", to: "2026-11-22" } },
      { label: "This month", range: { from: "2026-11-01", to: "2026-11-22" } },
    ],
  },
  render: (args) => <ManagedPicker {...args} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Last 7 days" }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: "2026-11-16", to: "2026-11-22" });
    await expect(canvas.getByRole("button", { name: "Last 7 days" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const InvalidRange: Story = {
  args: { value: { from: "2026-11-20", to: "2026-11-10" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The start date must be on or before the end date.",
    );
  },
};
