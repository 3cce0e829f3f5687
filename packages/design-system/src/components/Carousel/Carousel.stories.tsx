import { expect, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Carousel } from "./Carousel";
import { testimonials } from "../../storybook/fixtures";
import { TestimonialCard } from "../TestimonialCard/TestimonialCard";

type Testimonial = (typeof testimonials)[number];

const meta = {
  title: "Marketing/Carousel",
  component: Carousel<Testimonial>,
  tags: ["autodocs"],
  args: {
    label: "Customer testimonials",
    items: testimonials,
    getKey: (item) => item.name,
    renderItem: (item, { isActive }) => <TestimonialCard {...item} highlighted={isActive} />,
  },
  argTypes: {
    items: { control: false },
    renderItem: { control: false },
    getKey: { control: false },
  },
} satisfies Meta<typeof Carousel<Testimonial>>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeSlide = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelector('[aria-roledescription="slide"][aria-current="true"]')
    ?.getAttribute("aria-label");

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(activeSlide(canvasElement)).toBe("1 of 8");
    await userEvent.click(canvas.getByRole("button", { name: "Show slide 8" }));
    await expect(canvas.getByRole("button", { name: "Show slide 8" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(activeSlide(canvasElement)).toBe("8 of 8");
  },
};

export const Paused: Story = {
  args: { autoPlay: false, defaultActiveIndex: 1 },
};

export const ShortInterval: Story = {
  name: "Auto-advance (1 s interval)",
  args: { interval: 1000, items: testimonials.slice(0, 3), columns: 3 },
  play: async ({ canvasElement }) => {
    // A pointer or focus left inside by an earlier story would pause it: take both away from the
    // carousel itself (pointerleave on the canvas would not reach its handlers).
    const carousel = canvasElement.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    await userEvent.unhover(carousel);
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(activeSlide(canvasElement)).toBe("1 of 3");
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Generous for a loaded machine: the interval is 1 s.
    await waitFor(() => expect(activeSlide(canvasElement)).toBe("2 of 3"), { timeout: 5000 });
  },
};

export const SingleSlide: Story = {
  args: { layout: "single", autoPlay: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(activeSlide(canvasElement)).toBe("8 of 8");
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(activeSlide(canvasElement)).toBe("1 of 8");
  },
};
