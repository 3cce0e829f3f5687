import { type ElementType, type HTMLAttributes, type ReactNode } from "react";
import * as styles from "./Card.css";
import { cx } from "../../utils/cx";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Inner spacing of the header, body and footer. @default "medium" */
  padding?: keyof typeof styles.padding;
  /** Draw attention: a brand outline and a deeper shadow (the recommended or active item). */
  highlighted?: boolean;
  /** Lift on hover, for cards that are links. */
  interactive?: boolean;
  /** The element to render (`article`, `li`, …). @default "div" */
  as?: ElementType;
}

/** A bordered surface grouping related content; compose with `CardHeader`, `CardBody`, `CardFooter`. */
export function Card({
  padding = "medium",
  highlighted = false,
  interactive = false,
  as: Component = "div",
  className,
  ...props
}: CardProps) {
  return (
    <Component
      className={cx(
        styles.card,
        styles.padding[padding],
        highlighted && styles.highlighted,
        interactive && styles.interactive,
        className,
      )}
      data-highlighted={highlighted || undefined}
      {...props}
    />
  );
}

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /** The card's title (rendered as a heading). */
  title?: ReactNode;
  /** Supporting line under the title. */
  description?: ReactNode;
  /** Heading element for the title. @default "h3" */
  titleAs?: "h2" | "h3" | "h4";
  /** Controls aligned to the right (a menu, a badge). */
  action?: ReactNode;
}

/** Title, description and optional action; extra children go under the description. */
export function CardHeader({
  title,
  description,
  titleAs = "h3",
  action,
  className,
  children,
  ...props
}: CardHeaderProps) {
  return (
    <div className={cx(styles.header, className)} {...props}>
      <div className={styles.headerText}>
        {title && <CardTitle as={titleAs}>{title}</CardTitle>}
        {description && <CardDescription>{description}</CardDescription>}
        {children}
      </div>
      {action}
    </div>
  );
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** @default "h3" */
  as?: "h2" | "h3" | "h4";
}

export function CardTitle({ as: Component = "h3", className, ...props }: CardTitleProps) {
  return <Component className={cx(styles.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx(styles.description, className)} {...props} />;
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.body, className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}
