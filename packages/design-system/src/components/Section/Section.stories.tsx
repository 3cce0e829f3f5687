import type { Meta, StoryObj } from "@storybook/react-vite";
import { Section } from "./Section";
import { Container } from "../Container/Container";
import { Heading } from "../Heading/Heading";
import { Stack } from "../Stack/Stack";
import { Text } from "../Text/Text";

const meta = {
  title: "Layout/Section",
  component: Section,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    "aria-labelledby": "section-title",
    children: (
      <Container>
        <Stack space="small">
          <Heading level={2} id="section-title">
            Trusted by 2,500+ teams
          </Heading>
          <Text tone="secondary">Friendly experts on hand with 24/7 support.</Text>
        </Stack>
      </Container>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tinted: Story = { args: { tone: "tinted" } };
export const Brand: Story = { args: { tone: "brand" } };
export const Large: Story = { args: { spacing: "large", tone: "tinted" } };
