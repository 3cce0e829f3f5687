import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "./Avatar";
import portrait from "../../storybook/assets/portrait-1.svg";
import { Inline } from "../Inline/Inline";

const meta = {
  title: "Media/Avatar",
  component: Avatar,
  tags: ["autodocs"],
  args: { name: "Priya Sharma", src: portrait },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Initials: Story = { args: { src: undefined, name: "Alex Morgan" } };
export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
    </Inline>
  ),
};
