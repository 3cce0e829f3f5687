import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "./Inline";
import { Badge } from "../Badge/Badge";
import { Button } from "../Button/Button";

const meta = {
  title: "Layout/Inline",
  component: Inline,
  tags: ["autodocs"],
  args: {
    space: "small",
    children: [
      <Button key="1">Get Started</Button>,
      <Button key="2" variant="secondary">
        Contact Sales
      </Button>,
    ],
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: "center" } };
export const SpaceBetween: Story = { args: { align: "spaceBetween" } };
export const CollapseBelowTablet: Story = { args: { collapseBelow: "tablet" } };
export const Badges: Story = {
  args: {
    space: "xsmall",
    children: [
      <Badge key="1" tone="positive">
        active
      </Badge>,
      <Badge key="2" tone="brand">
        pro
      </Badge>,
      <Badge key="3">free</Badge>,
    ],
  },
};
