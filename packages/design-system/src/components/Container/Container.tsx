import { type ElementType, type HTMLAttributes } from "react";
import * as styles from "./Container.css";
import { cx } from "../../utils/cx";

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Maximum content width (`xlarge` 1200px for pages, `small` 640px for forms). @default "xlarge" */
  width?: keyof typeof styles.width;
  /** The element to render. @default "div" */
  as?: ElementType;
}

/** Centres content at a maximum width with the page gutter on both sides. */
export function Container({
  width = "xlarge",
  as: Component = "div",
  className,
  ...props
}: ContainerProps) {
  return <Component className={cx(styles.container, styles.width[width], className)} {...props} />;
}
