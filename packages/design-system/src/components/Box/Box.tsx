import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from "react";
import { type Sprinkles, sprinkles } from "../../styles/sprinkles.css";

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | "as">, Sprinkles {
  /** The element to render. @default "div" */
  as?: ElementType;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Splits sprinkles props (spacing, layout, tone) from everything else. */
export function splitSprinkles<T extends object>(props: T) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<T, keyof Sprinkles> };
}

/**
 * The layout atom every other component is built from: any element, styled with theme-bound
 * sprinkles props (`padding="large"`, `display={{ mobile: "block", desktop: "flex" }}`, …).
 */
export function Box({ as = "div", className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(" ");
  return createElement(as, { ...rest, className: classes || undefined });
}
