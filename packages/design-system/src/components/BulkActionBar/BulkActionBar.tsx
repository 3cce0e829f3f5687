import { X } from "lucide-react";
import { type ReactNode } from "react";
import * as styles from "./BulkActionBar.css";
import { Button } from "../Button/Button";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { cx } from "../../utils/cx";

export interface BulkActionBarProps {
  /** How many items are selected; the bar shows only above 0. */
  count: number;
  /** The actions for the selection (`Button`s, a `DropdownMenu`). */
  children: ReactNode;
  /**
   * Empties the selection. The bar then disappears, so move focus somewhere sensible here (the
   * table's select-all checkbox, say).
   */
  onClear: () => void;
  /** Words the count, shown and announced politely. @default (n) => `${n} selected` */
  formatCount?: (count: number) => string;
  /** @default "Clear selection" */
  clearLabel?: string;
  /** Name of the bar's region. @default "Bulk actions" */
  label?: string;
  /** Extra class names. */
  className?: string;
}

const defaultFormatCount = (count: number) => `${count} selected`;

/** Actions for the selected items, with their count and a clear button; sticks to the bottom on phones. */
export function BulkActionBar({
  count,
  children,
  onClear,
  formatCount = defaultFormatCount,
  clearLabel = "Clear selection",
  label = "Bulk actions",
  className,
}: BulkActionBarProps) {
  return (
    <>
      {/* Always mounted, so the first selection is announced as well as later ones. */}
      <VisuallyHidden role="status">{count > 0 ? formatCount(count) : ""}</VisuallyHidden>
      {count > 0 && (
        <div role="region" aria-label={label} className={cx(styles.bar, className)}>
          <span className={styles.count}>{formatCount(count)}</span>
          <div className={styles.actions}>{children}</div>
          <Button variant="ghost" size="small" iconStart={<X size={16} />} onClick={onClear}>
            {clearLabel}
          </Button>
        </div>
      )}
    </>
  );
}
