import { CopyButton } from "@aizapy/design-system";
import { defineIsland } from "../../islands/define-island";
import * as styles from "./ApiDocumentationPage.css";

export interface CopyFieldProps {
  /** What the value is ("Base URL"). */
  label: string;
  value: string;
  /** The copy button's label ("Copy base URL"). */
  copyLabel: string;
}

/** A value to paste into your own code, with a button that copies it. */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  return (
    <div className={styles.copyField}>
      <span className={styles.copyLabel}>{label}</span>
      <div className={styles.copyRow}>
        <code className={styles.copyValue}>{value}</code>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}

export const copyFieldIsland = defineIsland("copy-field", CopyField);
