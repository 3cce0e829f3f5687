import {
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Text,
} from "@aizapy/design-system";
import { PRICING_CATEGORIES } from "@aizapy/contracts";
import { IndianRupee } from "lucide-react";
import { capitalize, formatCount, formatMonth, formatRupees } from "../lib/format";
import { QueryErrorState } from "./QueryErrorState";
import { type QueryState } from "./TableCard";
import * as styles from "./UsageCard.css";

/** How many months the card shows, this one included (what its query asks for). */
export const USAGE_MONTHS_SHOWN = 6;

/** One IST calendar month of a business's messaging, as the usage queries answer it. */
export interface UsageMonth {
  /** `YYYY-MM`. */
  month: string;
  sent: number;
  received: number;
  delivered: number;
  costInr: number;
  byCategory: readonly { category: string; delivered: number; costInr: number }[];
}

const hasTraffic = (month: UsageMonth) => month.sent + month.received + month.delivered > 0;

const categoryColumns: DataTableColumn<UsageMonth>[] = PRICING_CATEGORIES.map((category) => ({
  id: category,
  header: capitalize(category),
  align: "end",
  hideBelow: "tablet",
  cell: (month) => {
    const usage = month.byCategory.find((row) => row.category === category);
    if (!usage) return "—";
    return (
      <span className={styles.figure}>
        {formatCount(usage.delivered)}
        <Text as="span" size="small" tone="secondary" align="right">
          {formatRupees(usage.costInr)}
        </Text>
      </span>
    );
  },
}));

const countColumns = {
  received: {
    id: "received",
    header: "Received",
    align: "end",
    cell: (month) => formatCount(month.received),
  },
  delivered: {
    id: "delivered",
    header: "Delivered",
    align: "end",
    cell: (month) => formatCount(month.delivered),
  },
} satisfies Record<string, DataTableColumn<UsageMonth>>;

const columnsAfterSent = (count: keyof typeof countColumns): DataTableColumn<UsageMonth>[] => [
  { id: "month", header: "Month", isRowHeader: true, cell: (month) => formatMonth(month.month) },
  { id: "sent", header: "Sent", align: "end", cell: (month) => formatCount(month.sent) },
  countColumns[count],
  ...categoryColumns,
  {
    id: "cost",
    header: "Cost",
    align: "end",
    cell: (month) => <strong>{formatRupees(month.costInr)}</strong>,
  },
];

export interface UsageCardProps {
  /** The months, this one first; `undefined` until the query first answers. */
  months: readonly UsageMonth[] | undefined;
  query: QueryState;
  /**
   * The count beside Sent: what came in from customers (the console, which runs the traffic), or
   * what was delivered (the workspace, which pays for it).
   */
  countBesideSent: keyof typeof countColumns;
  /** Under the title: how the figures are counted. */
  description: string;
  /** Says when usage will show, for a business with no messages yet. */
  emptyDescription: string;
}

/**
 * A business's messaging month by month (IST calendar months, this month so far first): messages
 * sent, received or delivered, delivered messages by pricing category with what they cost, and
 * the month's total in rupees.
 */
export function UsageCard({
  months,
  query,
  countBesideSent,
  description,
  emptyDescription,
}: UsageCardProps) {
  let content;
  if (query.error && !months) {
    content = <QueryErrorState what="usage" error={query.error} onRetry={query.refetch} />;
  } else if (months && !months.some(hasTraffic)) {
    content = (
      <EmptyState
        icon={<IndianRupee size={24} />}
        titleAs="p"
        title={`No messages in the last ${USAGE_MONTHS_SHOWN} months`}
        description={emptyDescription}
      />
    );
  } else {
    content = (
      <DataTable
        caption="Usage and cost by month"
        hideCaption
        columns={columnsAfterSent(countBesideSent)}
        rows={months ?? []}
        getRowId={(month) => month.month}
        loading={query.loading && !months}
        loadingLabel="Loading usage"
        loadingRowCount={USAGE_MONTHS_SHOWN}
      />
    );
  }

  return (
    <Card as="section" aria-labelledby="usage-title">
      <CardHeader
        title={<span id="usage-title">Usage and cost</span>}
        titleAs="h2"
        description={description}
      />
      <CardBody>{content}</CardBody>
    </Card>
  );
}
