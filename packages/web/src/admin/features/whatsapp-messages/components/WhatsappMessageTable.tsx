import { Button, DataTable, type DataTableColumn, EmptyState, Stack } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { ArrowDownLeft, ArrowUpRight, Eye, MessageCircle } from "lucide-react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatDateTime } from "../../../../shared/lib/format";
import { ListPagination } from "../../../components/ListPagination";
import { graphql } from "../../../gql";
import { type WhatsappMessageRow_WhatsappMessageFragment } from "../../../gql/graphql";
import { formatPrice } from "../../../lib/format";
import { asUuid, type ListParams } from "../../../lib/list-params";
import { WhatsappMessagePageQuery } from "../api/get-whatsapp-message-page";
import { toWhatsappMessageFilterInput, type WhatsappMessageFilterValues } from "../filters";
import { describeDirection, describeMessageType } from "../status";
import { QueueStateBadge, WhatsappStatusBadge } from "./WhatsappMessageBadges";
import { WhatsappMessageDetailsDialog } from "./WhatsappMessageDetailsDialog";
import * as styles from "./WhatsappMessageTable.css";

export const WhatsappMessageRowFragment = graphql(`
  fragment WhatsappMessageRow_whatsappMessage on WhatsappMessage {
    id
    createdAt
    businessName
    direction
    customerNumber
    type
    templateName
    status
    queueState
    priceInr
  }
`);

/** The query key of the message whose details are open, so a link can open it. */
const VIEW_KEY = "view";

type Message = WhatsappMessageRow_WhatsappMessageFragment;

/** "message to +919876543210, 22 Nov 2026, 9:29 am": a row, for the names of its controls. */
function describeRow(message: Message): string {
  const party = message.direction === "inbound" ? "from" : "to";
  return `message ${party} ${message.customerNumber}, ${formatDateTime(message.createdAt)}`;
}

const NONE = "—";

const columns: DataTableColumn<Message>[] = [
  {
    id: "createdAt",
    header: "Time",
    cell: (message) => (
      <time dateTime={message.createdAt} className={styles.nowrap}>
        {formatDateTime(message.createdAt)}
      </time>
    ),
  },
  {
    id: "customerNumber",
    header: "Customer",
    isRowHeader: true,
    cell: (message) => (
      <span className={styles.number} translate="no">
        {message.customerNumber}
      </span>
    ),
  },
  { id: "business", header: "Business", hideBelow: "tablet", cell: (m) => m.businessName },
  {
    id: "direction",
    header: "Direction",
    cell: (message) => (
      <span className={styles.direction}>
        {message.direction === "inbound" ? (
          <ArrowDownLeft size={14} aria-hidden="true" />
        ) : (
          <ArrowUpRight size={14} aria-hidden="true" />
        )}
        {describeDirection(message.direction)}
      </span>
    ),
  },
  {
    id: "type",
    header: "Type",
    hideBelow: "desktop",
    cell: (message) =>
      message.type === "template" ? (
        <code className={styles.code}>{describeMessageType(message)}</code>
      ) : (
        describeMessageType(message)
      ),
  },
  {
    id: "status",
    header: "Status",
    cell: (message) => <WhatsappStatusBadge status={message.status} />,
  },
  {
    id: "queueState",
    header: "Pipeline",
    cell: (message) =>
      message.direction === "inbound" ? NONE : <QueueStateBadge queueState={message.queueState} />,
  },
  {
    id: "price",
    header: "Price",
    align: "end",
    hideBelow: "desktop",
    cell: (message) => (message.priceInr === null ? NONE : formatPrice(message.priceInr)),
  },
];

export interface WhatsappMessageTableProps {
  list: ListParams;
  filters: WhatsappMessageFilterValues;
}

/**
 * The platform's WhatsApp messages, both ways and newest first, a page at a time: 5 skeleton rows
 * while loading, or an empty state. View opens a message's details (kept in the URL), where a
 * parked one can be retried.
 */
export function WhatsappMessageTable({ list, filters }: WhatsappMessageTableProps) {
  const { data, previousData, loading, error, refetch } = useQuery(WhatsappMessagePageQuery, {
    variables: { filter: toWhatsappMessageFilterInput(filters), ...list.page },
  });
  // While another page, a filter or a refresh loads, the rows on screen stay.
  const page = data?.whatsappMessagePage ?? previousData?.whatsappMessagePage;
  const hasFilters = Object.values(filters).some(Boolean);

  return (
    <Stack space="medium">
      {error && !data ? (
        <QueryErrorState what="WhatsApp messages" error={error} onRetry={refetch} />
      ) : (
        <DataTable
          caption="WhatsApp messages"
          hideCaption
          columns={columns}
          rows={page?.items ?? []}
          getRowId={(message) => message.id}
          loading={loading && !page}
          loadingLabel="Loading WhatsApp messages"
          loadingRowCount={5}
          empty={
            <EmptyState
              icon={<MessageCircle size={24} />}
              titleAs="p"
              title={hasFilters ? "No messages match these filters." : "No WhatsApp messages yet"}
              description={
                hasFilters
                  ? undefined
                  : "Messages businesses send through the API, and their customers' replies, appear here."
              }
            />
          }
          rowActionsLabel="Actions"
          rowActions={(message) => (
            <Button
              variant="secondary"
              size="small"
              iconStart={<Eye size={16} />}
              aria-label={`View ${describeRow(message)}`}
              onClick={() => list.setParam(VIEW_KEY, message.id)}
            >
              View
            </Button>
          )}
        />
      )}
      {page && page.items.length > 0 && (
        <ListPagination
          list={list}
          pageInfo={page.pageInfo}
          label="WhatsApp messages"
          disabled={loading}
        />
      )}
      <WhatsappMessageDetailsDialog
        id={asUuid(list.get(VIEW_KEY))}
        onClose={() => list.setParam(VIEW_KEY, undefined)}
      />
    </Stack>
  );
}
