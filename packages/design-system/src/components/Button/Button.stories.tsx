import { ArrowRight, Send } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./Button";

const meta = {
  title: "Components/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Get Started", onClick: fn() },
  argTypes: { iconStart: { control: false }, iconEnd: { control: false } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Get Started" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Accent: Story = { args: { variant: "accent", children: "Book a Demo" } };
export const Secondary: Story = { args: { variant: "secondary", children: "Contact Sales" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Delete" } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: { iconStart: <Send size={16} />, iconEnd: <ArrowRight size={16} />, children: "Send" },
};

export const Loading: Story = {
  args: { loading: true, loadingText: "Signing in...", children: "Sign In" },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Signing in..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  args: { href: "/signup", children: "Sign Up" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  },
};

export const ExternalLink: Story = {
  args: {
    href: "https://example.com/signup",
    external: true,
    variant: "accent",
    children: "Get Started",
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Get Started" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const AsChild: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="/contact">Contact Sales</a>
    </Button>
  ),
};
