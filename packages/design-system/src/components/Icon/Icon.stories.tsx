import { MessageCircle } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Icon } from "./Icon";
import { Inline } from "../Inline/Inline";

const meta = {
  title: "Media/Icon",
  component: Icon,
  tags: ["autodocs"],
  args: { icon: MessageCircle, size: "medium", tone: "brand" },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium">
      {(["xsmall", "small", "medium", "large", "xlarge"] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Labelled: Story = { args: { label: "Chat", tone: "positive" } };
