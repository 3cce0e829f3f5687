import { type ReactNode } from "react";
import * as styles from "./StatItem.css";

export interface StatItemProps {
  /** The figure as text ("500+", "99.9%", "24/7"). */
  value: ReactNode;
  /** What it counts ("Happy customers"). */
  label: ReactNode;
}

/**
 * A headline figure for a stats strip. Renders a `dt`/`dd` pair: wrap a strip of them in a `<dl>`
 * (e.g. `<Grid as="dl" …>`); the label is read first, the figure shown first.
 */
export function StatItem({ value, label }: StatItemProps) {
  return (
    <div className={styles.item}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
