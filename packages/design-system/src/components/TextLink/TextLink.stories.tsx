import { expect } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextLink } from "./TextLink";
import { Text } from "../Text/Text";

const meta = {
  title: "Typography/TextLink",
  component: TextLink,
  tags: ["autodocs"],
  args: { href: "/privacy-policy", children: "Privacy Policy" },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: (args) => (
    <Text>
      By continuing you agree to our <TextLink {...args} />.
    </Text>
  ),
};

export const External: Story = {
  args: { href: "https://example.com", external: true, children: "Parent company" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Parent company (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Plain: Story = {
  args: { plain: true, tone: "secondary", children: "Terms of Service" },
};

export const AsChild: Story = {
  render: () => (
    <TextLink asChild>
      <a href="/contact">Contact (rendered by a router link)</a>
    </TextLink>
  ),
};
