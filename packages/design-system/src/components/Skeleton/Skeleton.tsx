import { type CSSProperties } from "react";
import * as styles from "./Skeleton.css";
import { cx } from "../../utils/cx";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

export interface SkeletonProps {
  /** CSS width. @default "100%" */
  width?: CSSProperties["width"];
  /** CSS height. @default 16 */
  height?: CSSProperties["height"];
  /** Round (avatars). */
  circle?: boolean;
  /** Extra class names. */
  className?: string;
}

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({
  width = "100%",
  height = 16,
  circle = false,
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, circle && styles.circle, className)}
      style={{ width, height }}
    />
  );
}

export interface SkeletonRowsProps {
  /** How many placeholder rows (about as many as the list usually shows). @default 3 */
  count?: number;
  /** What is loading, for screen readers. @default "Loading" */
  label?: string;
  /** Show a round avatar placeholder at the start of each row. @default true */
  withAvatar?: boolean;
}

/** Placeholder list rows for a loading list; announced once as a status. */
export function SkeletonRows({
  count = 3,
  label = "Loading",
  withAvatar = true,
}: SkeletonRowsProps) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={styles.rows} aria-hidden="true" data-testid="skeleton-rows">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.row} data-skeleton-row="">
            {withAvatar && <Skeleton width={40} height={40} circle />}
            <span className={styles.lines}>
              <Skeleton width="40%" height={16} />
              <Skeleton width="70%" height={12} />
            </span>
            <Skeleton width={64} height={24} />
          </li>
        ))}
      </ul>
    </div>
  );
}
