import {
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  EmptyState,
} from "@aizapy/design-system";
import { type ReactNode } from "react";
import { QueryErrorState } from "./QueryErrorState";

/** What a card needs of its query (an Apollo `useQuery` result fits as it is). */
export interface QueryState {
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

export interface TableCardProps<Row> extends Pick<
  DataTableProps<Row>,
  "getRowId" | "loadingRowCount" | "rowActions"
> {
  /** The card's `h2`, which names its section and the table. */
  title: string;
  /** The heading's id (unique on the page). */
  titleId: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** A button at the right of the title ("Create API key"). */
  action?: ReactNode;
  /** The query behind the rows. */
  query: QueryState;
  /** The rows; `undefined` until the query first answers. */
  rows: readonly Row[] | undefined;
  columns: readonly DataTableColumn<Row>[];
  /** What could not be loaded, after "Couldn't load" ("API keys", "the members"). */
  what: string;
  /** Announced while the rows load ("Loading API keys"). */
  loadingLabel: string;
  /** Shown in place of the rows when there are none: an icon, a line, and what to do about it. */
  empty: { icon: ReactNode; title: string; description?: string };
  /** What the card holds besides the table (its dialogs). */
  children?: ReactNode;
}

/**
 * A card that lists a query's rows in a table: the heading, then the rows, placeholder rows while
 * they load, the empty state when there are none, or the reason they could not be loaded.
 */
export function TableCard<Row>({
  title,
  titleId,
  description,
  action,
  query,
  rows,
  what,
  empty,
  children,
  ...table
}: TableCardProps<Row>) {
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{title}</span>}
        titleAs="h2"
        description={description}
        action={action}
      />
      <CardBody>
        {query.error && !rows ? (
          <QueryErrorState what={what} error={query.error} onRetry={query.refetch} />
        ) : (
          <DataTable
            caption={title}
            hideCaption
            rows={rows ?? []}
            loading={query.loading && !rows}
            empty={<EmptyState titleAs="p" {...empty} />}
            {...table}
          />
        )}
      </CardBody>
      {children}
    </Card>
  );
}
