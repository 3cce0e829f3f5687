import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./Spinner";
import { Inline } from "../Inline/Inline";

const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  args: { label: "Loading" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <Inline space="large">
      <Spinner size="xsmall" label="Loading extra small" />
      <Spinner size="small" label="Loading small" />
      <Spinner size="medium" label="Loading medium" />
      <Spinner size="large" label="Loading large" />
    </Inline>
  ),
};

export const Secondary: Story = {
  args: { tone: "secondary", label: "Verifying authentication..." },
};
