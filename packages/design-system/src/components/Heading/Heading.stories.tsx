import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading } from "./Heading";
import { Stack } from "../Stack/Stack";

const meta = {
  title: "Typography/Heading",
  component: Heading,
  tags: ["autodocs"],
  args: { level: 1, children: "Customer messaging for growing brands" },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level={1}>Level 1: Pricing Plans</Heading>
      <Heading level={2}>Level 2: Important Pricing Terminologies</Heading>
      <Heading level={3}>Level 3: Marketing conversations</Heading>
      <Heading level={4}>Level 4: Service messages</Heading>
    </Stack>
  ),
};

export const Brand: Story = {
  args: { level: 2, tone: "brand", children: "Activate in 50 minutes" },
};
export const Centered: Story = { args: { level: 2, align: "center", children: "Our Values" } };
