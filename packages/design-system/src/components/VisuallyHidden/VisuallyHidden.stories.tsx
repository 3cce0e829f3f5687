import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./VisuallyHidden";
import { Text } from "../Text/Text";

const meta = {
  title: "Utilities/VisuallyHidden",
  component: VisuallyHidden,
  tags: ["autodocs"],
  args: { children: "Only screen readers read this." },
  render: (args) => (
    <Text>
      There is hidden text after this sentence. <VisuallyHidden {...args} />
    </Text>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
