import { type ElementType, type HTMLAttributes } from "react";
import { visuallyHidden } from "./VisuallyHidden.css";
import { cx } from "../../utils/cx";

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. @default "span" */
  as?: ElementType;
}

/** Content for screen readers only: hidden visually, still read aloud. */
export function VisuallyHidden({
  as: Component = "span",
  className,
  ...props
}: VisuallyHiddenProps) {
  return <Component className={cx(visuallyHidden, className)} {...props} />;
}
