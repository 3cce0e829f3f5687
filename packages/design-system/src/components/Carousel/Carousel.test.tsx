import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Carousel, type CarouselProps } from "./Carousel";

const items = Array.from({ length: 8 }, (_, index) => `Testimonial ${index + 1}`);

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  return render(
    <Carousel
      label="Customer testimonials"
      items={items}
      renderItem={(item, { isActive }) => <p data-active={isActive}>{item}</p>}
      {...props}
    />,
  );
}

const active = () =>
  document.querySelector('[aria-roledescription="slide"][aria-current="true"]')?.textContent ??
  null;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("prefers-reduced-motion") ? matches : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe("Carousel", () => {
  beforeEach(() => {
    mockReducedMotion(false);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });

  afterEach(() => {
    // Spies first: one on a fake timer function would otherwise put the fake back.
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("advances every 5000 ms", async () => {
    await renderCarousel();
    expect(active()).toBe("Testimonial 1");
    await advance(4999);
    expect(active()).toBe("Testimonial 1");
    await advance(1);
    expect(active()).toBe("Testimonial 2");
    await advance(5000);
    expect(active()).toBe("Testimonial 3");
  });

  it("wraps to the first after the eighth", async () => {
    await renderCarousel({ defaultActiveIndex: 7 });
    expect(active()).toBe("Testimonial 8");
    await advance(5000);
    expect(active()).toBe("Testimonial 1");
  });

  it("selects a slide from its dot and restarts the interval there", async () => {
    await renderCarousel();
    await advance(3000);
    act(() =>
      (page.getByRole("button", { name: "Show slide 5" }).element() as HTMLElement).click(),
    );
    expect(active()).toBe("Testimonial 5");
    await expect
      .element(page.getByRole("button", { name: "Show slide 5" }))
      .toHaveAttribute("aria-pressed", "true");
    // Moving focus away: focus inside the carousel pauses it.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await advance(4999);
    expect(active()).toBe("Testimonial 5");
    await advance(1);
    expect(active()).toBe("Testimonial 6");
  });

  it("pauses while hovered and resumes when the pointer leaves", async () => {
    await renderCarousel();
    const region = page.getByRole("region", { name: "Customer testimonials" }).element();
    act(() => {
      region.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    });
    await advance(15000);
    expect(active()).toBe("Testimonial 1");
    act(() => {
      region.dispatchEvent(
        new PointerEvent("pointerout", { bubbles: true, relatedTarget: document.body }),
      );
    });
    await advance(5000);
    expect(active()).toBe("Testimonial 2");
  });

  it("pauses while focus is inside", async () => {
    await renderCarousel();
    act(() => page.getByRole("button", { name: "Show slide 1" }).element().focus());
    await advance(15000);
    expect(active()).toBe("Testimonial 1");
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(5000);
    expect(active()).toBe("Testimonial 2");
  });

  it("pauses with the pause button", async () => {
    await renderCarousel();
    act(() =>
      (
        page.getByRole("button", { name: "Pause automatic rotation" }).element() as HTMLElement
      ).click(),
    );
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await advance(15000);
    expect(active()).toBe("Testimonial 1");
    await expect
      .element(page.getByRole("button", { name: "Start automatic rotation" }))
      .toBeInTheDocument();
  });

  it("does not rotate when the system prefers reduced motion", async () => {
    mockReducedMotion(true);
    await renderCarousel();
    await advance(20000);
    expect(active()).toBe("Testimonial 1");
    await expect.element(page.getByRole("button", { name: "Show slide 2" })).toBeInTheDocument();
  });

  it("with reduced motion, never starts the rotation's timer, not even before it has re-rendered", async () => {
    // Time that passes between the first render and the re-render with the system's preference
    // must not rotate either (a loaded page can run a timer in between).
    mockReducedMotion(true);
    const timers = vi.spyOn(window, "setTimeout");
    await renderCarousel();
    expect(timers.mock.calls.filter(([, ms]) => ms === 5000)).toEqual([]);
  });
});

describe("Carousel without fake timers", () => {
  it("stops rotating when a real pointer hovers it", async () => {
    await renderCarousel({ interval: 400 });
    await userEvent.hover(page.getByRole("group", { name: "1 of 8" }));
    const whileHovered = active();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(active()).toBe(whileHovered);
    await userEvent.unhover(page.getByRole("group", { name: "1 of 8" }));
    await expect.poll(active, { timeout: 2000 }).not.toBe(whileHovered);
  });
});

// The test setup parks the real pointer after every test. Without that, a pointer left over a
// carousel by one test (or story) hovers the next one rendered at the same spot, which then
// never rotates.
describe("Carousel after a test that hovered one", () => {
  it("leaves the real pointer over a carousel", async () => {
    await renderCarousel();
    await userEvent.hover(page.getByRole("group", { name: "1 of 8" }));
  });

  it("still rotates when rendered where that pointer was", async () => {
    await renderCarousel({ interval: 400 });
    const first = active();
    await expect.poll(active, { timeout: 2000 }).not.toBe(first);
  });
});
