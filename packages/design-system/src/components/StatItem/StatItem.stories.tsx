import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatItem } from "./StatItem";
import { Grid } from "../Grid/Grid";

const meta = {
  title: "Data display/StatItem",
  component: StatItem,
  tags: ["autodocs"],
  args: { value: "500+", label: "Happy customers" },
  render: (args) => (
    <dl>
      <StatItem {...args} />
    </dl>
  ),
} satisfies Meta<typeof StatItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Strip: Story = {
  render: () => (
    <Grid as="dl" columns={{ mobile: 2, desktop: 4 }}>
      <StatItem value="500+" label="Happy customers" />
      <StatItem value="10M+" label="Messages delivered" />
      <StatItem value="99.9%" label="Uptime" />
      <StatItem value="24/7" label="Support" />
    </Grid>
  ),
};
