import { useCallback, useEffect, useState } from "react";

export interface UseCarouselOptions {
  /** Number of slides. */
  count: number;
  /** Time each slide stays active, in ms. */
  interval: number;
  /** Rotate automatically. */
  autoPlay: boolean;
  /** Controlled active index. */
  activeIndex?: number;
  /** Initial active index when uncontrolled. */
  defaultActiveIndex: number;
  onActiveIndexChange?: (index: number) => void;
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/**
 * Rotation state: advances every `interval` ms and wraps after the last slide, unless the pointer
 * is over it, focus is inside it, the user paused it, or the system asks for reduced motion.
 */
export function useCarousel({
  count,
  interval,
  autoPlay,
  activeIndex: controlledIndex,
  defaultActiveIndex,
  onActiveIndexChange,
}: UseCarouselOptions) {
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultActiveIndex);
  const activeIndex = controlledIndex ?? uncontrolledIndex;
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isUserPaused, setUserPaused] = useState(false);
  const [prefersReducedMotion, setPrefersReducedMotion] = useState(false);

  useEffect(() => {
    const media = window.matchMedia?.(reducedMotionQuery);
    if (!media) return;
    setPrefersReducedMotion(media.matches);
    const onChange = (event: MediaQueryListEvent) => setPrefersReducedMotion(event.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const next = ((index % count) + count) % count;
      setUncontrolledIndex(next);
      onActiveIndexChange?.(next);
    },
    [count, onActiveIndexChange],
  );

  const isRotating =
    autoPlay && count > 1 && !isHovered && !isFocused && !isUserPaused && !prefersReducedMotion;

  useEffect(() => {
    if (!isRotating) return;
    // The preference is read into state only after the first render: asked here as well, no
    // rotation starts before that state has caught up.
    if (window.matchMedia?.(reducedMotionQuery).matches) return;
    // Restarts on every change of slide, so a chosen slide also gets its full interval.
    const timer = setTimeout(() => goTo(activeIndex + 1), interval);
    return () => clearTimeout(timer);
  }, [isRotating, activeIndex, interval, goTo]);

  return {
    activeIndex,
    goTo,
    isRotating,
    isUserPaused,
    prefersReducedMotion,
    setHovered,
    setFocused,
    setUserPaused,
  };
}
