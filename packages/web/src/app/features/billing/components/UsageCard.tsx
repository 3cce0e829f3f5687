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
import { useQuery } from "@apollo/client/react";
import { IndianRupee } from "lucide-react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { type WorkspaceUsageQuery as WorkspaceUsageResult } from "../../../gql/graphql";
import { capitalize, formatCount, formatMonth, formatRupees } from "../../../lib/format";
import { WorkspaceUsageQuery } from "../api/usage";
import * as styles from "./UsageCard.css";

/** How many months the card shows, this one included. */
const MONTHS_SHOWN = 6;

type UsageMonth = WorkspaceUsageResult["workspaceUsage"]["months"][number];

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

const columns: DataTableColumn<UsageMonth>[] = [
  { id: "month", header: "Month", isRowHeader: true, cell: (month) => formatMonth(month.month) },
  { id: "sent", header: "Sent", align: "end", cell: (month) => formatCount(month.sent) },
  {
    id: "delivered",
    header: "Delivered",
    align: "end",
    cell: (month) => formatCount(month.delivered),
  },
  ...categoryColumns,
  {
    id: "cost",
    header: "Cost",
    align: "end",
    cell: (month) => <strong>{formatRupees(month.costInr)}</strong>,
  },
];

/**
 * Messaging month by month (IST calendar months, this month so far first): sent and delivered,
 * delivered messages by pricing category with what they cost, and the month's total in rupees.
 */
export function UsageCard() {
  const { data, loading, error, refetch } = useQuery(WorkspaceUsageQuery, {
    variables: { months: MONTHS_SHOWN },
    // Usage grows with every message: asked afresh on every visit.
    fetchPolicy: "cache-and-network",
  });
  const months = data?.workspaceUsage.months;

  return (
    <Card as="section" aria-labelledby="usage-title">
      <CardHeader
        title={<span id="usage-title">Usage and cost</span>}
        titleAs="h2"
        description="Month by month in Indian time, this month so far first. Each category counts its delivered messages and what they cost; service replies are free."
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="usage" error={error} onRetry={refetch} />
        ) : months && !months.some(hasTraffic) ? (
          <EmptyState
            icon={<IndianRupee size={24} />}
            titleAs="p"
            title={`No messages in the last ${MONTHS_SHOWN} months`}
            description="Usage and cost appear here once you send or receive WhatsApp messages."
          />
        ) : (
          <DataTable
            caption="Usage and cost by month"
            hideCaption
            columns={columns}
            rows={months ?? []}
            getRowId={(month) => month.month}
            loading={loading && !months}
            loadingLabel="Loading usage"
            loadingRowCount={3}
          />
        )}
      </CardBody>
    </Card>
  );
}
