import { Users } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatCard } from "./StatCard";
import { Grid } from "../Grid/Grid";
import { exampleStats } from "../../storybook/exampleStats";

const meta = {
  title: "Data display/StatCard",
  component: StatCard,
  tags: ["autodocs"],
  args: {
    title: "Total Customers",
    value: "1,284",
    trend: "+12%",
    description: "from last month",
    icon: <Users size={20} />,
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NegativeTrend: Story = { args: { trend: "-2.1%", trendTone: "critical" } };
export const DescriptionOnly: Story = {
  args: {
    title: "Total Messages",
    value: "0",
    trend: undefined,
    description: "Messages sent this month",
  },
};

export const Dashboard: Story = {
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
      {exampleStats.map((stat) => (
        <StatCard key={stat.title} {...stat} />
      ))}
    </Grid>
  ),
};
