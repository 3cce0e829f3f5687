import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./Badge";
import { badgeTones } from "./tones";
import { Inline } from "../Inline/Inline";
import { Stack } from "../Stack/Stack";

const meta = {
  title: "Components/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Beta", tone: "brand" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack space="small">
      {(["soft", "solid", "outline"] as const).map((variant) => (
        <Inline key={variant} space="xsmall">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Premium: Story = { args: { children: "Premium", tone: "brand", variant: "solid" } };
