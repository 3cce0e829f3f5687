import type { Meta, StoryObj } from "@storybook/react-vite";
import { TestimonialCard } from "./TestimonialCard";
import { testimonials } from "../../storybook/fixtures";

const [english, hindi, bengali, tamil, , , noImage] = testimonials;

const meta = {
  title: "Marketing/TestimonialCard",
  component: TestimonialCard,
  tags: ["autodocs"],
  args: english,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { highlighted: true } };
export const Hindi: Story = { args: hindi };
export const Bengali: Story = { args: bengali };
export const Tamil: Story = { args: tamil };
export const WithoutImage: Story = { args: noImage };
