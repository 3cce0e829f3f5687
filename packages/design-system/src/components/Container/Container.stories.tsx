import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "./Container";
import { Box } from "../Box/Box";

const meta = {
  title: "Layout/Container",
  component: Container,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    children: (
      <Box padding="large" background="brandSoft" borderRadius="medium">
        Content centred at the container&apos;s maximum width, with the page gutter.
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { width: "small" } };
export const Medium: Story = { args: { width: "medium" } };
