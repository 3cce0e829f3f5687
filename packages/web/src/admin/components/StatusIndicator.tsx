import { type ReactNode } from "react";
import * as styles from "./StatusIndicator.css";

export type StatusIndicatorTone = keyof typeof styles.dot;

/** A coloured dot before a status word ("● Operational"); the word carries the meaning. */
export function StatusIndicator({
  tone,
  children,
}: {
  tone: StatusIndicatorTone;
  children: ReactNode;
}) {
  return (
    <span className={styles.indicator}>
      <span className={styles.dot[tone]} aria-hidden="true" />
      {children}
    </span>
  );
}
