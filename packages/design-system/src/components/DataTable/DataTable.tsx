import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from "react";
import * as styles from "./DataTable.css";
import * as tableStyles from "../Table/Table.css";
import { Skeleton } from "../Skeleton/Skeleton";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { cx } from "../../utils/cx";

export type SortDirection = "ascending" | "descending";

export interface DataTableSort {
  /** The sorted column's `id`. */
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Unique key; what `sort.columnId` names. */
  id: string;
  /** The column header; also the sort button's name, so keep it text. */
  header: ReactNode;
  /** Renders the cell of one row. */
  cell: (row: Row) => ReactNode;
  /** The header becomes a button that asks for sorting by this column. */
  sortable?: boolean;
  /** Direction of the first sort on this column (dates usually start newest first). @default "ascending" */
  firstSortDirection?: SortDirection;
  /** @default "start" */
  align?: "start" | "center" | "end";
  /** CSS width of the column. */
  width?: CSSProperties["width"];
  /** Hide the column on screens narrower than this breakpoint (phones have room for few). */
  hideBelow?: "tablet" | "desktop";
  /** This column names the row (a name or title): its cells become row headers. */
  isRowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable, unique id per row (selection and React keys use it). */
  getRowId: (row: Row) => string;
  /** Names the table, shown above it; or pass `aria-label`. */
  caption?: ReactNode;
  /** Keep the caption for screen readers only (a heading above already says it). */
  hideCaption?: boolean;
  /** Names the table when there is no caption. */
  "aria-label"?: string;
  /** The current sort (controlled; the server sorts). */
  sort?: DataTableSort | null;
  /** Called with the requested sort when a sortable header is pressed. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Ids of the selected rows, on this page or others (controlled). */
  selectedIds?: readonly string[];
  /** Turns on row selection: a checkbox per row and one for the whole page. */
  onSelectionChange?: (selectedIds: string[]) => void;
  /** What a row is called ("Spice Route"), for its checkbox's name. @default getRowId */
  getRowLabel?: (row: Row) => string;
  /** Name of a row's checkbox. @default (label) => `Select ${label}` */
  selectRowLabel?: (rowLabel: string) => string;
  /** Name of the header checkbox. @default "Select all rows on this page" */
  selectAllLabel?: string;
  /** Rows are loading: placeholder rows replace them and `loadingLabel` is announced once. */
  loading?: boolean;
  /** @default "Loading" */
  loadingLabel?: string;
  /** How many placeholder rows to show while loading. @default 5 */
  loadingRowCount?: number;
  /** Shown in place of rows when there are none, e.g. an `EmptyState`. @default "No results" */
  empty?: ReactNode;
  /** Renders the last column's controls for one row (`IconButton`s, a `DropdownMenu`). */
  rowActions?: (row: Row) => ReactNode;
  /** Hidden header of the actions column. @default "Actions" */
  rowActionsLabel?: string;
}

function nextSort<Row>(column: DataTableColumn<Row>, sort: DataTableSort | null | undefined) {
  if (sort?.columnId === column.id) {
    return {
      columnId: column.id,
      direction: sort.direction === "ascending" ? "descending" : "ascending",
    } satisfies DataTableSort;
  }
  return { columnId: column.id, direction: column.firstSortDirection ?? "ascending" };
}

/**
 * Becomes a focusable, named region only while the table is wider than its box, so keyboard users
 * can scroll it sideways (WCAG 2.1.1) without an extra tab stop when nothing scrolls.
 */
function useHorizontalOverflow() {
  const wrapper = useRef<HTMLDivElement>(null);
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = wrapper.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setOverflowing(element.scrollWidth > element.clientWidth),
    );
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { wrapper, isOverflowing };
}

function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      onChange={onChange}
      ref={(input) => {
        // `indeterminate` exists only as a DOM property; it reads as "mixed" to assistive tech.
        if (input) input.indeterminate = indeterminate;
      }}
    />
  );
}

/**
 * A table for server-driven data: column definitions, controlled sorting and selection, loading
 * and empty states, and a row actions column. Scrolls sideways when it does not fit; columns can
 * hide below a breakpoint to fit phones.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  "aria-label": ariaLabel,
  sort,
  onSortChange,
  selectedIds = [],
  onSelectionChange,
  getRowLabel = getRowId,
  selectRowLabel = (rowLabel) => `Select ${rowLabel}`,
  selectAllLabel = "Select all rows on this page",
  loading = false,
  loadingLabel = "Loading",
  loadingRowCount = 5,
  empty = "No results",
  rowActions,
  rowActionsLabel = "Actions",
}: DataTableProps<Row>) {
  const captionId = useId();
  const { wrapper, isOverflowing } = useHorizontalOverflow();
  const isSelectable = onSelectionChange !== undefined;
  const selected = new Set(selectedIds);
  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const isPageSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const columnCount = columns.length + (isSelectable ? 1 : 0) + (rowActions ? 1 : 0);

  const togglePage = () => {
    if (isPageSelected) {
      const onPage = new Set(pageIds);
      onSelectionChange?.(selectedIds.filter((id) => !onPage.has(id)));
    } else {
      onSelectionChange?.([...selectedIds, ...pageIds.filter((id) => !selected.has(id))]);
    }
  };

  const toggleRow = (id: string) =>
    onSelectionChange?.(
      selected.has(id) ? selectedIds.filter((other) => other !== id) : [...selectedIds, id],
    );

  const columnClasses = (column: DataTableColumn<Row>) =>
    cx(
      styles.align[column.align ?? "start"],
      column.hideBelow && styles.hideBelow[column.hideBelow],
    );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRowCount }, (_, index) => (
      <tr key={index} className={tableStyles.row} aria-hidden="true">
        {Array.from({ length: columnCount }, (_, cell) => (
          <td key={cell} className={tableStyles.cell}>
            <Skeleton height={16} width={cell === 0 && isSelectable ? 18 : "70%"} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr className={tableStyles.row}>
        <td className={cx(tableStyles.cell, styles.emptyCell)} colSpan={columnCount}>
          {empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const id = getRowId(row);
      const isSelected = selected.has(id);
      return (
        <tr
          key={id}
          className={cx(tableStyles.row, isSelected && styles.selectedRow)}
          data-selected={isSelected || undefined}
        >
          {isSelectable && (
            <td className={cx(tableStyles.cell, styles.checkboxCell)}>
              <SelectionCheckbox
                label={selectRowLabel(getRowLabel(row))}
                checked={isSelected}
                onChange={() => toggleRow(id)}
              />
            </td>
          )}
          {columns.map((column) =>
            column.isRowHeader ? (
              <th
                key={column.id}
                scope="row"
                className={cx(tableStyles.cell, styles.rowHeader, columnClasses(column))}
              >
                {column.cell(row)}
              </th>
            ) : (
              <td key={column.id} className={cx(tableStyles.cell, columnClasses(column))}>
                {column.cell(row)}
              </td>
            ),
          )}
          {rowActions && (
            <td className={cx(tableStyles.cell, styles.actionsCell)}>
              <div className={styles.actions}>{rowActions(row)}</div>
            </td>
          )}
        </tr>
      );
    });
  }

  return (
    <>
      <div
        ref={wrapper}
        className={cx(tableStyles.wrapper, styles.region)}
        {...(isOverflowing
          ? {
              role: "region",
              tabIndex: 0,
              ...(caption ? { "aria-labelledby": captionId } : { "aria-label": ariaLabel }),
            }
          : {})}
      >
        <table
          className={tableStyles.table}
          aria-label={ariaLabel}
          aria-busy={loading || undefined}
        >
          {caption &&
            (hideCaption ? (
              <VisuallyHidden as="caption" id={captionId}>
                {caption}
              </VisuallyHidden>
            ) : (
              <caption id={captionId} className={styles.caption}>
                {caption}
              </caption>
            ))}
          <thead className={tableStyles.head}>
            <tr className={tableStyles.row}>
              {isSelectable && (
                <th scope="col" className={cx(tableStyles.headerCell, styles.checkboxCell)}>
                  <SelectionCheckbox
                    label={selectAllLabel}
                    checked={isPageSelected}
                    indeterminate={selectedOnPage > 0 && !isPageSelected}
                    onChange={togglePage}
                  />
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                const SortIcon =
                  direction === "ascending"
                    ? ArrowUp
                    : direction === "descending"
                      ? ArrowDown
                      : ArrowUpDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction}
                    className={cx(tableStyles.headerCell, columnClasses(column))}
                    style={column.width === undefined ? undefined : { width: column.width }}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => onSortChange?.(nextSort(column, sort))}
                      >
                        {column.header}
                        <SortIcon
                          size={14}
                          aria-hidden="true"
                          className={cx(styles.sortIcon, !direction && styles.inactiveSortIcon)}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className={cx(tableStyles.headerCell, styles.actionsCell)}>
                  <VisuallyHidden>{rowActionsLabel}</VisuallyHidden>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <VisuallyHidden role="status">{loading ? loadingLabel : ""}</VisuallyHidden>
    </>
  );
}
