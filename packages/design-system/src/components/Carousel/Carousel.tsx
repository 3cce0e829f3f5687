import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, type Key, type ReactNode } from "react";
import * as styles from "./Carousel.css";
import { useCarousel } from "./useCarousel";
import { type ResponsiveValue } from "../../styles/sprinkles.css";
import { Grid, type GridColumns } from "../Grid/Grid";
import { IconButton } from "../IconButton/IconButton";

export interface CarouselSlideState {
  /** Position of the slide. */
  index: number;
  /** Whether this slide is the highlighted (or, in `single` layout, the visible) one. */
  isActive: boolean;
}

export interface CarouselProps<T> {
  /** Names the carousel ("Customer testimonials"). */
  label: string;
  /** The slides' data. */
  items: readonly T[];
  /** Renders one slide; highlight it when `isActive`. */
  renderItem: (item: T, state: CarouselSlideState) => ReactNode;
  /** A stable key per item. @default the index */
  getKey?: (item: T, index: number) => Key;
  /**
   * `highlight`: every slide visible in a grid, the active one highlighted in turn (e.g. a row of
   * testimonials). `single`: one slide at a time with previous/next buttons.
   * @default "highlight"
   */
  layout?: "highlight" | "single";
  /** Grid columns in the `highlight` layout. @default { mobile: 1, tablet: 2, desktop: 4 } */
  columns?: ResponsiveValue<GridColumns>;
  /** Time each slide stays active, in ms. @default 5000 */
  interval?: number;
  /** Rotate automatically (never while hovered, focused, paused or with reduced motion). @default true */
  autoPlay?: boolean;
  /** Controlled active slide. */
  activeIndex?: number;
  /** Initially active slide. @default 0 */
  defaultActiveIndex?: number;
  /** Called when the active slide changes. */
  onActiveIndexChange?: (index: number) => void;
  /** Each slide's accessible name. @default "3 of 8" */
  slideLabel?: (index: number, count: number) => string;
  /** Each dot's accessible name. @default "Show slide 3" */
  dotLabel?: (index: number, count: number) => string;
  /** @default "Pause automatic rotation" */
  pauseLabel?: string;
  /** @default "Start automatic rotation" */
  playLabel?: string;
  /** @default "Previous slide" */
  previousLabel?: string;
  /** @default "Next slide" */
  nextLabel?: string;
}

/**
 * Rotates through slides every 5 seconds, wrapping after the last; dots pick a slide. Rotation
 * stops while the pointer or keyboard focus is inside, when paused, and for reduced motion.
 */
export function Carousel<T>({
  label,
  items,
  renderItem,
  getKey = (_item, index) => index,
  layout = "highlight",
  columns = { mobile: 1, tablet: 2, desktop: 4 },
  interval = 5000,
  autoPlay = true,
  activeIndex: controlledIndex,
  defaultActiveIndex = 0,
  onActiveIndexChange,
  slideLabel = (index, count) => `${index + 1} of ${count}`,
  dotLabel = (index) => `Show slide ${index + 1}`,
  pauseLabel = "Pause automatic rotation",
  playLabel = "Start automatic rotation",
  previousLabel = "Previous slide",
  nextLabel = "Next slide",
}: CarouselProps<T>) {
  const count = items.length;
  const carousel = useCarousel({
    count,
    interval,
    autoPlay,
    activeIndex: controlledIndex,
    defaultActiveIndex,
    onActiveIndexChange,
  });
  const { activeIndex, goTo } = carousel;
  const isSingle = layout === "single";

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      carousel.setFocused(false);
  };

  const slides = items.map((item, index) => {
    const isActive = index === activeIndex;
    return (
      <div
        key={getKey(item, index)}
        role="group"
        aria-roledescription="slide"
        aria-label={slideLabel(index, count)}
        aria-current={isActive || undefined}
        data-active={isActive || undefined}
        hidden={isSingle && !isActive}
        className={styles.slide}
      >
        {renderItem(item, { index, isActive })}
      </div>
    );
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      onPointerEnter={() => carousel.setHovered(true)}
      onPointerLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      {isSingle ? (
        <div aria-live={carousel.isRotating ? "off" : "polite"}>{slides}</div>
      ) : (
        <Grid columns={columns} space="large">
          {slides}
        </Grid>
      )}
      {count > 1 && (
        <div className={styles.controls}>
          {autoPlay && !carousel.prefersReducedMotion && (
            <IconButton
              size="small"
              label={carousel.isUserPaused ? playLabel : pauseLabel}
              icon={carousel.isUserPaused ? <Play size={16} /> : <Pause size={16} />}
              onClick={() => carousel.setUserPaused(!carousel.isUserPaused)}
            />
          )}
          {isSingle && (
            <IconButton
              size="small"
              label={previousLabel}
              icon={<ChevronLeft size={18} />}
              onClick={() => goTo(activeIndex - 1)}
            />
          )}
          <div className={styles.dots} role="group" aria-label={`${label}: choose a slide`}>
            {items.map((item, index) => (
              <button
                key={getKey(item, index)}
                type="button"
                className={styles.dot}
                aria-label={dotLabel(index, count)}
                aria-pressed={index === activeIndex}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          {isSingle && (
            <IconButton
              size="small"
              label={nextLabel}
              icon={<ChevronRight size={18} />}
              onClick={() => goTo(activeIndex + 1)}
            />
          )}
        </div>
      )}
    </section>
  );
}
