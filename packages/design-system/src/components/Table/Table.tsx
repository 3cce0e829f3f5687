import {
  type HTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from "react";
import * as styles from "./Table.css";
import { cx } from "../../utils/cx";

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Names the table (shown above it); or pass `aria-label`. */
  caption?: string;
}

/** A data table that scrolls sideways on narrow screens. */
export function Table({ caption, className, children, ...props }: TableProps) {
  return (
    <div className={styles.wrapper}>
      <table className={cx(styles.table, className)} {...props}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cx(styles.head, className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx(styles.row, className)} {...props} />;
}

/** A column (or row) header cell. */
export function TableHeaderCell({
  className,
  scope = "col",
  ...props
}: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={cx(styles.headerCell, className)} {...props} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx(styles.cell, className)} {...props} />;
}
