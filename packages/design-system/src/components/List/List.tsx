import { type HTMLAttributes, type ReactNode } from "react";
import * as styles from "./List.css";
import { cx } from "../../utils/cx";

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** Names the list for screen readers ("Contact messages"). */
  "aria-label"?: string;
}

/** A vertical list of `ListRow`s (records such as people, messages or log entries). */
export function List({ className, ...props }: ListProps) {
  return <ul role="list" className={cx(styles.list, className)} {...props} />;
}

export interface ListRowProps extends Omit<HTMLAttributes<HTMLLIElement>, "title"> {
  /** The row's main label (a name, a subject). */
  title: ReactNode;
  /** Heading element for the title, so screen-reader users can jump between rows. @default "h3" */
  titleAs?: "h2" | "h3" | "h4" | "p";
  /** Badges next to the title (status, plan). */
  badges?: ReactNode;
  /** A second line (email, preview text). */
  description?: ReactNode;
  /** Small facts under it (date, company); each child is spaced apart. */
  meta?: ReactNode;
  /** Something before the text: an avatar or icon. */
  leading?: ReactNode;
  /** Buttons or a menu, at the end of the row (below the text on phones). */
  actions?: ReactNode;
}

/** One row of a `List`. */
export function ListRow({
  title,
  titleAs: Title = "h3",
  badges,
  description,
  meta,
  leading,
  actions,
  className,
  children,
  ...props
}: ListRowProps) {
  return (
    <li className={cx(styles.row, className)} {...props}>
      <div className={styles.leading}>{leading}</div>
      <div className={styles.main}>
        <div className={styles.titleLine}>
          <Title className={styles.title}>{title}</Title>
          {badges}
        </div>
        {description && <p className={styles.description}>{description}</p>}
        {meta && <div className={styles.meta}>{meta}</div>}
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
