import { type ReactNode } from "react";
import * as styles from "./EmptyState.css";

export interface EmptyStateProps {
  /** Short headline ("No messages yet"). */
  title: ReactNode;
  /** What to do next ('Click "Add Customer" to get started.'). */
  description?: ReactNode;
  /** A decorative icon, e.g. `<Inbox size={24} />`. */
  icon?: ReactNode;
  /** A call to action, usually a `Button`. */
  action?: ReactNode;
  /** Heading element for the title. @default "h3" */
  titleAs?: "h2" | "h3" | "h4" | "p";
}

/** What an empty list shows instead of rows. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs: Title = "h3",
}: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
