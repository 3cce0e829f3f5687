import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "./Stack";
import { Box } from "../Box/Box";

const Item = ({ children }: { children: string }) => (
  <Box padding="small" background="brandSoft" borderRadius="medium">
    {children}
  </Box>
);

const meta = {
  title: "Layout/Stack",
  component: Stack,
  tags: ["autodocs"],
  args: {
    space: "medium",
    children: [<Item key="1">First</Item>, <Item key="2">Second</Item>, <Item key="3">Third</Item>],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { space: "xlarge" } };
export const Centered: Story = { args: { align: "center" } };
export const AsList: Story = {
  args: {
    as: "ul",
    space: "xsmall",
    children: [
      <li key="1">Automation</li>,
      <li key="2">AI chatbots</li>,
      <li key="3">Analytics</li>,
    ],
  },
};
