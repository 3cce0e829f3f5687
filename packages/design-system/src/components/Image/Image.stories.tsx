import type { Meta, StoryObj } from "@storybook/react-vite";
import { Image } from "./Image";
import teamImage from "../../storybook/assets/team-collaboration.svg";

const meta = {
  title: "Media/Image",
  component: Image,
  tags: ["autodocs"],
  args: {
    src: teamImage,
    alt: "A team collaborating on customer conversations",
    width: 640,
    height: 360,
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Rounded: Story = { args: { radius: "xlarge" } };
export const Priority: Story = { args: { priority: true } };
export const Fill: Story = { args: { fill: true, radius: "large" } };
