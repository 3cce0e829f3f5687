import { expect, fn, userEvent, within } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChartFrame } from "./ChartFrame";
import { LineChart } from "../LineChart/LineChart";
import { Select } from "../Select/Select";
import { dailyMessages, formatDay } from "../../storybook/chartData";

const meta = {
  title: "Charts/ChartFrame",
  component: ChartFrame,
  tags: ["autodocs"],
  args: {
    title: "Messages per day",
    description: "Sent and delivered, last 14 days",
    onRetry: fn(),
    children: (
      <LineChart
        data={dailyMessages}
        xKey="date"
        xLabel="Date"
        formatX={formatDay}
        series={[
          { key: "sent", label: "Sent" },
          { key: "delivered", label: "Delivered" },
        ]}
      />
    ),
    toolbar: (
      <Select
        label="Period"
        options={[
          { value: "14", label: "Last 14 days" },
          { value: "30", label: "Last 30 days" },
        ]}
        defaultValue="14"
      />
    ),
  },
  argTypes: { children: { control: false }, toolbar: { control: false } },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reader can swap the chart for a table of the same figures. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show data table" }));
    const table = await canvas.findByRole("table", { name: "Messages per day" });
    await expect(within(table).getByRole("rowheader", { name: "9 Nov" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Show chart" })).toHaveFocus();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { empty: true, emptyText: "No messages in this period" } };

export const ErrorState: Story = {
  name: "Error",
  args: { error: "The figures could not be loaded." },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
