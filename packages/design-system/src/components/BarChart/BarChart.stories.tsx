import type { Meta, StoryObj } from "@storybook/react-vite";
import { BarChart } from "./BarChart";
import { ChartFrame } from "../ChartFrame/ChartFrame";
import { messagesByStatus } from "../../storybook/chartData";

const meta = {
  title: "Charts/BarChart",
  component: BarChart,
  tags: ["autodocs"],
  args: { data: messagesByStatus, categoryLabel: "Status", valueLabel: "Messages" },
  argTypes: { data: { control: false } },
  render: (args) => (
    <ChartFrame title="Messages by status" description="This month">
      <BarChart {...args} />
    </ChartFrame>
  ),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Bars growing to the right: room for long category names. */
export const Horizontal: Story = { args: { orientation: "horizontal", tone: "info" } };
