import { type ReactNode } from "react";
import * as styles from "./ChartFrame.css";
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from "../Table/Table";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

export interface ChartDataTableRow {
  /** Unique key of the row. */
  id: string;
  /** The row's header cell: the date or category the figures belong to. */
  header: ReactNode;
  /** One formatted figure per value column, in column order. */
  cells: readonly ReactNode[];
}

export interface ChartDataTableProps {
  /** Names the table for screen readers (the chart's title); hidden, the frame shows the title. */
  caption: ReactNode;
  /** Header of the first column ("Date", "Category"). */
  rowHeader: ReactNode;
  /** Headers of the value columns ("Messages sent", "Delivered"). */
  columns: readonly ReactNode[];
  /** The figures. */
  rows: readonly ChartDataTableRow[];
}

/** The figures behind a chart as a table: a caption, column headers and a header cell per row. */
export function ChartDataTable({ caption, rowHeader, columns, rows }: ChartDataTableProps) {
  return (
    <Table>
      <VisuallyHidden as="caption">{caption}</VisuallyHidden>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{rowHeader}</TableHeaderCell>
          {columns.map((column, index) => (
            <TableHeaderCell key={index} className={styles.numeric}>
              {column}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableHeaderCell scope="row" className={styles.rowHeader}>
              {row.header}
            </TableHeaderCell>
            {row.cells.map((cell, index) => (
              <TableCell key={index} className={styles.numeric}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
