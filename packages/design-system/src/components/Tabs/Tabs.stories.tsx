import { expect, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";
import { Text } from "../Text/Text";

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: { defaultValue: "monthly" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Billing period">
        <TabsTrigger value="monthly">Monthly</TabsTrigger>
        <TabsTrigger value="yearly">Yearly</TabsTrigger>
        <TabsTrigger value="lifetime" disabled>
          Lifetime
        </TabsTrigger>
      </TabsList>
      <TabsContent value="monthly">
        <Text>Billed every month, cancel any time.</Text>
      </TabsContent>
      <TabsContent value="yearly">
        <Text>Basic ₹6,999 and Pro ₹11,999 per year.</Text>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Yearly" }));
    await expect(canvas.getByRole("tab", { name: "Yearly" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(
      "Basic ₹6,999 and Pro ₹11,999 per year.",
    );
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Monthly" })).toHaveFocus();
  },
};

export const Yearly: Story = { args: { defaultValue: "yearly" } };
