import type { Meta, StoryObj } from "@storybook/react-vite";
import { Divider } from "./Divider";
import { Inline } from "../Inline/Inline";
import { Stack } from "../Stack/Stack";
import { Text } from "../Text/Text";

const meta = {
  title: "Layout/Divider",
  component: Divider,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <Stack space="medium">
        <Text>Above</Text>
        <Story />
        <Text>Below</Text>
      </Stack>
    ),
  ],
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Strong: Story = { args: { tone: "strong" } };
export const Vertical: Story = {
  render: () => (
    <Inline space="medium">
      <Text>Pricing</Text>
      <Divider orientation="vertical" />
      <Text>Contact</Text>
    </Inline>
  ),
};
