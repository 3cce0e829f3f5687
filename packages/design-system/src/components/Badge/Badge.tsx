import { type HTMLAttributes, type ReactNode } from "react";
import { badge } from "./Badge.css";
import { type BadgeTone } from "./tones";
import { cx } from "../../utils/cx";

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Meaning, not colour: `critical` (red: needs attention, destructive), `info` (blue), `positive`
   * (green: done, active), `promote` (purple), `neutral` (gray: inactive, other), `caution` (amber),
   * `brand` (the brand colour: Beta, Premium). @default "neutral"
   */
  tone?: BadgeTone;
  /** `soft` tinted fill, `solid` fill, or `outline`. @default "soft" */
  variant?: "soft" | "solid" | "outline";
  /** A small decorative icon before the text. */
  icon?: ReactNode;
}

/** A short status label; the app maps its own statuses to a `tone`. */
export function Badge({
  tone = "neutral",
  variant = "soft",
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span className={cx(badge({ tone, variant }), className)} {...props}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  );
}
