import * as styles from "./Divider.css";
import { cx } from "../../utils/cx";

export interface DividerProps {
  /** @default "horizontal" */
  orientation?: "horizontal" | "vertical";
  /** @default "standard" */
  tone?: "standard" | "strong";
  /** Purely visual (hidden from assistive technology) instead of a separator. */
  decorative?: boolean;
  /** Extra class names. */
  className?: string;
}

/** A hairline between groups of content. */
export function Divider({
  orientation = "horizontal",
  tone = "standard",
  decorative = false,
  className,
}: DividerProps) {
  const classes = cx(styles.divider, styles.orientation[orientation], styles.tone[tone], className);
  if (decorative) return <div className={classes} aria-hidden="true" />;
  if (orientation === "vertical") {
    return <div role="separator" aria-orientation="vertical" className={classes} />;
  }
  return <hr className={classes} />;
}
