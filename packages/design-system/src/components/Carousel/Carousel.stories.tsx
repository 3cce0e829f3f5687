import { expect, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Carousel } from "./Carousel";
import { testimonials } from "../../storybook/fixtures";
import { Avatar } from "../Avatar/Avatar";
import { Card, CardBody } from "../Card/Card";
import { Inline } from "../Inline/Inline";
import { Stack } from "../Stack/Stack";
import { Text } from "../Text/Text";

type Testimonial = (typeof testimonials)[number];

/** A slide for the stories: a quote on a card, highlighted while its slide is active. */
function QuoteSlide({
  quote,
  name,
  role,
  image,
  lang,
  isActive,
}: Testimonial & { isActive: boolean }) {
  return (
    <Card as="figure" highlighted={isActive}>
      <CardBody>
        <Stack space="medium">
          <Text as="blockquote" lang={lang} style={{ overflowWrap: "anywhere" }}>
            {quote}
          </Text>
          <Inline as="figcaption" space="small" wrap={false}>
            <Avatar name={name} src={image} decorative />
            <Stack space="none">
              <Text as="span" weight="semibold">
                {name}
              </Text>
              <Text as="span" size="small" tone="secondary">
                {role}
              </Text>
            </Stack>
          </Inline>
        </Stack>
      </CardBody>
    </Card>
  );
}

const meta = {
  title: "Data display/Carousel",
  component: Carousel<Testimonial>,
  tags: ["autodocs"],
  args: {
    label: "Customer testimonials",
    items: testimonials,
    getKey: (item) => item.name,
    renderItem: (item, { isActive }) => <QuoteSlide {...item} isActive={isActive} />,
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
