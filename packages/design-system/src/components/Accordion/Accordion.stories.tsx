import { expect, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Accordion, AccordionItem } from "./Accordion";

const faq = [
  {
    question: "How long does activation take?",
    answer: "Most accounts are live within 50 minutes.",
  },
  {
    question: "Are subscription charges refundable?",
    answer:
      "Subscription and conversation charges are non-refundable. A refund may be requested only if the API fails to start on the dashboard.",
  },
  {
    question: "How do I add credit?",
    answer: "Credit balance is added by you through the official app.",
  },
];

const meta = {
  title: "Components/Accordion",
  component: Accordion,
  tags: ["autodocs"],
  args: {
    children: faq.map((item, index) => (
      <AccordionItem key={item.question} value={`item-${index}`} title={item.question}>
        {item.answer}
      </AccordionItem>
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole("button", { name: "How long does activation take?" });
    const second = canvas.getByRole("button", { name: "Are subscription charges refundable?" });
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "false");
  },
};

export const FirstOpen: Story = { args: { defaultValue: "item-0" } };
