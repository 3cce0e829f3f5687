import type { Meta, StoryObj } from "@storybook/react-vite";
import { Grid } from "./Grid";
import { Box } from "../Box/Box";

const cells = Array.from({ length: 8 }, (_, index) => (
  <Box
    key={index}
    padding="medium"
    background="surfaceSunken"
    border="standard"
    borderRadius="medium"
  >
    Cell {index + 1}
  </Box>
));

const meta = {
  title: "Layout/Grid",
  component: Grid,
  tags: ["autodocs"],
  args: { columns: { mobile: 1, tablet: 2, desktop: 4 }, space: "large", children: cells },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreeColumns: Story = { args: { columns: 3, space: "medium" } };
export const TwoColumns: Story = { args: { columns: 2, space: "small" } };
