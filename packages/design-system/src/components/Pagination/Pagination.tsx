import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import * as styles from "./Pagination.css";
import { Button } from "../Button/Button";
import { control } from "../FormField/FormField.css";
import { cx } from "../../utils/cx";

/** Which rows the current page shows, counted from 1. */
export interface PaginationRange {
  /** First row shown (21). */
  from: number;
  /** Last row shown (40). */
  to: number;
  /** All rows, when the server knows (1,234). */
  total?: number;
}

const numberFormat = new Intl.NumberFormat("en");

/** "21–40 of 1,234", or "21–40" without a total. */
export function formatPaginationRange({ from, to, total }: PaginationRange): string {
  const shown = `${numberFormat.format(from)}–${numberFormat.format(to)}`;
  return total === undefined ? shown : `${shown} of ${numberFormat.format(total)}`;
}

export interface PaginationProps {
  /** There is a page before this one. */
  hasPrevious: boolean;
  /** There is a page after this one. */
  hasNext: boolean;
  /** Go to the previous page (e.g. fetch with the `before` cursor). */
  onPrevious: () => void;
  /** Go to the next page (e.g. fetch with the `after` cursor). */
  onNext: () => void;
  /** Shows which rows are on screen; announced politely when it changes. */
  range?: PaginationRange;
  /** Words the range differently (another language, "Page 2"). @default formatPaginationRange */
  formatRange?: (range: PaginationRange) => string;
  /** Rows per page; with `onPageSizeChange` shows a page-size select. */
  pageSize?: number;
  /** The page sizes offered. @default [10, 20, 50, 100] */
  pageSizeOptions?: readonly number[];
  /** Called with the chosen page size. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Disables both buttons (while the next page loads). */
  disabled?: boolean;
  /** Name of the navigation landmark. @default "Pagination" */
  label?: string;
  /** @default "Previous" */
  previousLabel?: string;
  /** @default "Next" */
  nextLabel?: string;
  /** Label of the page-size select. @default "Rows per page" */
  pageSizeLabel?: string;
  /** Extra class names. */
  className?: string;
}

/** Previous / Next for cursor pagination, with an optional range and page-size select. */
export function Pagination({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  range,
  formatRange = formatPaginationRange,
  pageSize,
  pageSizeOptions = [10, 20, 50, 100],
  onPageSizeChange,
  disabled = false,
  label = "Pagination",
  previousLabel = "Previous",
  nextLabel = "Next",
  pageSizeLabel = "Rows per page",
  className,
}: PaginationProps) {
  const pageSizeId = useId();
  // aria-disabled rather than disabled: the button pressed to reach the last page keeps focus.
  const canGoBack = hasPrevious && !disabled;
  const canGoForward = hasNext && !disabled;
  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      {pageSize !== undefined && onPageSizeChange && (
        <div className={styles.pageSize}>
          <label htmlFor={pageSizeId}>{pageSizeLabel}</label>
          <select
            id={pageSizeId}
            className={cx(control, styles.select)}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.end}>
        {range && (
          <p className={styles.range} role="status">
            {formatRange(range)}
          </p>
        )}
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            size="small"
            iconStart={<ChevronLeft size={16} />}
            aria-disabled={!canGoBack || undefined}
            onClick={canGoBack ? onPrevious : undefined}
          >
            {previousLabel}
          </Button>
          <Button
            variant="secondary"
            size="small"
            iconEnd={<ChevronRight size={16} />}
            aria-disabled={!canGoForward || undefined}
            onClick={canGoForward ? onNext : undefined}
          >
            {nextLabel}
          </Button>
        </div>
      </div>
    </nav>
  );
}
