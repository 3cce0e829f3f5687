import { MoreHorizontal } from "lucide-react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card, CardBody, CardFooter, CardHeader } from "./Card";
import { Badge } from "../Badge/Badge";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";
import { Text } from "../Text/Text";

const meta = {
  title: "Components/Card",
  component: Card,
  tags: ["autodocs"],
  args: { style: { maxWidth: 420 } },
  render: (args) => (
    <Card {...args}>
      <CardHeader title="System Status" description="All services are running normally." />
      <CardBody>
        <Text size="small">API Gateway, Database, Message Queue and Analytics Engine.</Text>
      </CardBody>
      <CardFooter>
        <Button size="small">View details</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { highlighted: true } };
export const Interactive: Story = { args: { interactive: true } };
export const LargePadding: Story = { args: { padding: "large" } };

export const WithHeaderAction: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader
        title="Security Settings"
        description="Control who can reach the platform."
        action={
          <IconButton label="More options" icon={<MoreHorizontal size={18} />} size="small" />
        }
      >
        <Badge tone="positive">System Operational</Badge>
      </CardHeader>
      <CardBody>
        <Text size="small" tone="secondary">
          Card body content.
        </Text>
      </CardBody>
    </Card>
  ),
};
