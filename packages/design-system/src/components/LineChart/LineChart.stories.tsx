import { expect, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { LineChart } from "./LineChart";
import { ChartFrame } from "../ChartFrame/ChartFrame";
import { dailyMessages, formatDay } from "../../storybook/chartData";

type Day = (typeof dailyMessages)[number];

const meta = {
  title: "Charts/LineChart",
  component: LineChart<Day>,
  tags: ["autodocs"],
  args: {
    data: dailyMessages,
    xKey: "date",
    xLabel: "Date",
    formatX: formatDay,
    series: [{ key: "responseMs", label: "Average response time" }],
    unit: "ms",
  },
  argTypes: { data: { control: false }, series: { control: false } },
  render: (args) => (
    <ChartFrame title="Average response time" description="Last 14 days">
      <LineChart {...args} />
    </ChartFrame>
  ),
} satisfies Meta<typeof LineChart<Day>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus the chart and use the arrow keys: the tooltip follows and is read out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole("application", { name: "Average response time" });
    chart.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(
        canvas.getAllByRole("status").some((status) => /10 Nov.*175 ms/.test(status.textContent)),
      ).toBe(true),
    );
  },
};

export const MultipleSeries: Story = {
  args: {
    series: [
      { key: "sent", label: "Sent" },
      { key: "delivered", label: "Delivered" },
    ],
    unit: undefined,
  },
  render: (args) => (
    <ChartFrame title="Messages per day" description="Sent and delivered, last 14 days">
      <LineChart {...args} />
    </ChartFrame>
  ),
};
