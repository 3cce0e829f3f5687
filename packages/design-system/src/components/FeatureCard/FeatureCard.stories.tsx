import { Bot, Workflow } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeatureCard } from "./FeatureCard";
import { Button } from "../Button/Button";
import { Grid } from "../Grid/Grid";

const meta = {
  title: "Marketing/FeatureCard",
  component: FeatureCard,
  tags: ["autodocs"],
  args: {
    icon: <Bot size={24} />,
    title: "AI Chatbots",
    description: "Answer common questions instantly, day and night, in your customers' language.",
    bullets: [
      "No-code flow builder",
      "Hand-off to a human agent",
      "Works in Hindi, Bengali and Tamil",
    ],
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FeatureCard {...args} />
    </div>
  ),
};
export const WithoutBullets: Story = { args: { bullets: undefined } };
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="secondary" size="small">
        Learn more
      </Button>
    ),
  },
};
export const Grid3: Story = {
  name: "In a grid",
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 3 }}>
      <FeatureCard {...args} />
      <FeatureCard {...args} icon={<Workflow size={24} />} title="Workflow Automation" />
      <FeatureCard
        {...args}
        title="Team Collaboration"
        bullets={["Shared inbox", "Assign chats"]}
      />
    </Grid>
  ),
};
