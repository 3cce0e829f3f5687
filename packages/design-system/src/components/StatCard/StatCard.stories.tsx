import { Building2, CheckCircle2, KeyRound, MessageSquare } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatCard } from "./StatCard";
import { Grid } from "../Grid/Grid";

const meta = {
  title: "Console/StatCard",
  component: StatCard,
  tags: ["autodocs"],
  args: {
    title: "Total Businesses",
    value: "1,284",
    trend: "+12%",
    description: "from last month",
    icon: <Building2 size={20} />,
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
      <StatCard
        title="Total Businesses"
        value="1,284"
        trend="+12%"
        description="from last month"
        icon={<Building2 size={20} />}
      />
      <StatCard
        title="API Configurations"
        value="342"
        trend="+8%"
        description="from last month"
        icon={<KeyRound size={20} />}
      />
      <StatCard
        title="Messages Sent"
        value="2.4M"
        trend="+23%"
        description="from last month"
        icon={<MessageSquare size={20} />}
      />
      <StatCard
        title="Delivery Rate"
        value="98.5%"
        trend="+0.3%"
        description="from last month"
        icon={<CheckCircle2 size={20} />}
      />
    </Grid>
  ),
};
