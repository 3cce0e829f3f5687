import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import * as styles from "./FilterBar.css";
import { Button } from "../Button/Button";
import { cx } from "../../utils/cx";

export interface FilterBarProps {
  /** The filter controls: `SearchField`, `Select`, `DateRangePicker`, `Combobox`… */
  children: ReactNode;
  /** How many filters differ from their defaults; above 0 shows the count and a clear button. */
  activeCount: number;
  /** Resets every filter. Focus then moves to the first control. */
  onClear: () => void;
  /** Name of the group of controls. @default "Filters" */
  label?: string;
  /** @default "Clear filters" */
  clearLabel?: string;
  /** Words the count, announced politely. @default "1 filter active" / "N filters active" */
  formatActiveCount?: (count: number) => string;
  /** Extra class names. */
  className?: string;
}

const defaultFormatActiveCount = (count: number) =>
  count === 1 ? "1 filter active" : `${count} filters active`;

/** A row of filter controls that wraps on phones, with an active-filter count and a clear button. */
export function FilterBar({
  children,
  activeCount,
  onClear,
  label = "Filters",
  clearLabel = "Clear filters",
  formatActiveCount = defaultFormatActiveCount,
  className,
}: FilterBarProps) {
  const controls = useRef<HTMLDivElement>(null);
  const isActive = activeCount > 0;

  const clear = () => {
    onClear();
    // The clear button disappears with the filters; focus must not fall back to the page.
    controls.current
      ?.querySelector<HTMLElement>(
        "input, select, textarea, button, [tabindex]:not([tabindex='-1'])",
      )
      ?.focus();
  };

  return (
    <div role="group" aria-label={label} className={cx(styles.filterBar, className)}>
      <div ref={controls} className={styles.controls}>
        {children}
      </div>
      <div className={styles.summary}>
        <span className={styles.count} role="status">
          {isActive ? formatActiveCount(activeCount) : ""}
        </span>
        {isActive && (
          <Button variant="ghost" size="small" iconStart={<X size={16} />} onClick={clear}>
            {clearLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
