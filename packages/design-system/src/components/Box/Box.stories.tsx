import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "./Box";

const meta = {
  title: "Layout/Box",
  component: Box,
  tags: ["autodocs"],
  args: {
    padding: "large",
    background: "surfaceSunken",
    borderRadius: "large",
    border: "standard",
    children: "A Box with theme-bound padding, background, radius and border.",
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Responsive: Story = {
  args: {
    display: "flex",
    flexDirection: { mobile: "column", tablet: "row" },
    gap: "medium",
    children: (
      <>
        <Box padding="medium" background="brandSoft" borderRadius="medium">
          Column on phones
        </Box>
        <Box padding="medium" background="infoSoft" borderRadius="medium">
          Row from tablets up
        </Box>
      </>
    ),
  },
};

export const Tones: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: 2, tablet: 4 }} gap="small">
      {(
        [
          "brandSoft",
          "criticalSoft",
          "positiveSoft",
          "cautionSoft",
          "infoSoft",
          "promoteSoft",
          "neutralSoft",
          "surface",
        ] as const
      ).map((background) => (
        <Box
          key={background}
          padding="medium"
          background={background}
          borderRadius="medium"
          border="standard"
        >
          {background}
        </Box>
      ))}
    </Box>
  ),
};
