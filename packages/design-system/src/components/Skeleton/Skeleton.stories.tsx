import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton, SkeletonRows } from "./Skeleton";
import { Stack } from "../Stack/Stack";

const meta = {
  title: "Feedback/Skeleton",
  component: SkeletonRows,
  tags: ["autodocs"],
  args: { count: 3, label: "Loading customers" },
} satisfies Meta<typeof SkeletonRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FiveRows: Story = { args: { count: 5, label: "Loading messages" } };
export const WithoutAvatar: Story = { args: { withAvatar: false, label: "Loading activity" } };

export const Blocks: Story = {
  render: () => (
    <Stack space="small">
      <Skeleton width="60%" height={24} />
      <Skeleton width="90%" />
      <Skeleton width="80%" />
      <Skeleton width={48} height={48} circle />
    </Stack>
  ),
};
