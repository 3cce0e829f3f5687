import type { ReactNode } from "react";
import * as styles from "./CodeBlock.css";

export interface CodeBlockProps {
  /** What the code is ("Request body"); also names the scrollable region. */
  label: string;
  code: string;
  /** Controls next to the label (a copy button). */
  action?: ReactNode;
}

/** Preformatted code that scrolls sideways on small screens (and by keyboard). */
export function CodeBlock({ label, code, action }: CodeBlockProps) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{label}</figcaption>
      {action}
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre className={styles.pre} tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
