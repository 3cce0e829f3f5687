import { CopyButton } from "@aizapy/design-system";
import { useId } from "react";
import * as styles from "./CodeBlock.css";

export interface CodeBlockProps {
  /** What the code is ("Send hello_world with cURL"); names the block and its copy button. */
  label: string;
  /** The code, shown as it is. */
  code: string;
  /** The copy button's text. @default "Copy" */
  copyLabel?: string;
}

/**
 * Code to copy (a cURL command): a labelled, scrollable block (focusable, so the keyboard can
 * scroll it) and a copy button.
 */
export function CodeBlock({ label, code, copyLabel }: CodeBlockProps) {
  const labelId = useId();
  return (
    <div className={styles.wrapper}>
      <div className={styles.header}>
        <p className={styles.label} id={labelId}>
          {label}
        </p>
        <CopyButton value={code} label={copyLabel ?? "Copy"} />
      </div>
      <pre className={styles.pre} tabIndex={0} role="region" aria-labelledby={labelId}>
        <code translate="no">{code}</code>
      </pre>
    </div>
  );
}
