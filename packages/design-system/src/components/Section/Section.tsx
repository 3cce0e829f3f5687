import { type ElementType, type HTMLAttributes } from "react";
import * as styles from "./Section.css";
import { cx } from "../../utils/cx";

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Background: the page (`default`), a faint neutral tint (`tinted`) or a faint brand tint (`brand`). @default "default" */
  tone?: keyof typeof styles.tone;
  /** Vertical padding, larger on desktop. @default "medium" */
  spacing?: keyof typeof styles.spacing;
  /** The element to render. @default "section" */
  as?: ElementType;
}

/**
 * A full-width band of a page with consistent vertical rhythm. Put a `Container` inside; name it
 * with `aria-labelledby` pointing at its heading.
 */
export function Section({
  tone = "default",
  spacing = "medium",
  as: Component = "section",
  className,
  ...props
}: SectionProps) {
  return (
    <Component className={cx(styles.tone[tone], styles.spacing[spacing], className)} {...props} />
  );
}
