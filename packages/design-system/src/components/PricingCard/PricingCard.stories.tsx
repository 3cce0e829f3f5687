import type { Meta, StoryObj } from "@storybook/react-vite";
import { PricingCard } from "./PricingCard";
import { Button } from "../Button/Button";
import { Grid } from "../Grid/Grid";

const cta = (
  <Button href="https://example.com/signup" external fullWidth>
    Get Started
  </Button>
);

const meta = {
  title: "Marketing/PricingCard",
  component: PricingCard,
  tags: ["autodocs"],
  args: {
    name: "Pro",
    description: "For retargeting campaigns",
    price: "₹11,999",
    period: "/year",
    features: ["Unlimited users", "Retargeting campaigns", "AI CRM and shared inbox"],
    cta,
  },
  argTypes: { cta: { control: false } },
  // Room for the highlighted plan's ribbon, which sits on the top edge.
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <PricingCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { highlighted: true, highlightLabel: "Most popular" } };
export const CustomPrice: Story = {
  args: {
    name: "Enterprise",
    description: "Recommended for 5 lakh+ messages per month",
    price: "Custom",
    period: "",
    features: ["Dedicated success manager", "Custom integrations"],
  },
};

export const Plans: Story = {
  render: () => (
    <Grid columns={{ mobile: 1, desktop: 3 }}>
      <PricingCard
        name="Basic"
        description="Everything needed to get started"
        price="₹6,999"
        period="/year"
        cta={cta}
      />
      <PricingCard
        name="Pro"
        description="For retargeting campaigns"
        price="₹11,999"
        period="/year"
        cta={cta}
        highlighted
      />
      <PricingCard
        name="Enterprise"
        description="Recommended for 5 lakh+ messages per month"
        price="Custom"
        period=""
        cta={cta}
      />
    </Grid>
  ),
};
