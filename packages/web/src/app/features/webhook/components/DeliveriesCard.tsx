import {
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Pagination,
  Select,
  Stack,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { RotateCw, Send, Webhook } from "lucide-react";
import { useState } from "react";
import { DateTime } from "../../../../shared/components/DateTime";
import { DeliveryStateBadge } from "../../../../shared/components/DeliveryStateBadge";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { deliveryStateOptions } from "../../../../shared/lib/delivery-state";
import { formatCount, formatDateTime } from "../../../../shared/lib/format";
import { type WebhookDeliveriesQuery as WebhookDeliveriesResult } from "../../../gql/graphql";
import { useRedeliverWebhook, WebhookDeliveriesQuery } from "../api/deliveries";
import * as styles from "./WebhookCard.css";

const PAGE_SIZE = 10;
const NONE = "—";

type Delivery = WebhookDeliveriesResult["workspaceWebhookDeliveries"]["items"][number];

const columns: DataTableColumn<Delivery>[] = [
  {
    id: "createdAt",
    header: "Created",
    cell: (event) => <DateTime iso={event.createdAt} className={styles.nowrap} />,
  },
  {
    id: "type",
    header: "Type",
    isRowHeader: true,
    cell: (event) => (
      <code className={styles.code} translate="no">
        {event.type}
      </code>
    ),
  },
  {
    id: "state",
    header: "State",
    cell: (event) => <DeliveryStateBadge state={event.state} />,
  },
  {
    id: "attempts",
    header: "Attempts",
    align: "end",
    hideBelow: "tablet",
    cell: (event) => formatCount(event.attempts),
  },
  {
    id: "lastStatusCode",
    header: "Last status",
    align: "end",
    hideBelow: "tablet",
    cell: (event) => event.lastStatusCode ?? NONE,
  },
];

/**
 * The webhooks sent to the business's endpoint, newest first, a page at a time and filtered by
 * state; any of them can be delivered again now.
 */
export function DeliveriesCard() {
  const [state, setState] = useState("");
  // The cursors of the pages before this one, to go back.
  const [cursors, setCursors] = useState<Array<string | null>>([]);
  const after = cursors.at(-1) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { state: state || null, first: PAGE_SIZE, after },
    // A log that grows on its own: asked afresh on every visit, shown from the cache meanwhile.
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { redeliver, isRedelivering } = useRedeliverWebhook();
  const page = data?.workspaceWebhookDeliveries ?? previousData?.workspaceWebhookDeliveries;

  return (
    <Card as="section" aria-labelledby="deliveries-title">
      <CardHeader
        title={<span id="deliveries-title">Webhook deliveries</span>}
        titleAs="h2"
        description="Every event sent to your endpoint, newest first, and how its delivery went."
        action={
          <Button
            variant="secondary"
            size="small"
            iconStart={<RotateCw size={16} />}
            loading={loading && Boolean(page)}
            loadingText="Refreshing..."
            onClick={() => void refetch().catch(() => undefined)}
          >
            Refresh
          </Button>
        }
      />
      <CardBody>
        <Stack space="medium">
          <div className={styles.field}>
            <Select
              label="State"
              placeholder="All states"
              options={deliveryStateOptions}
              value={state}
              onChange={(event) => {
                setState(event.target.value);
                setCursors([]);
              }}
            />
          </div>
          {error && !page ? (
            <QueryErrorState what="the deliveries" error={error} onRetry={refetch} />
          ) : (
            <DataTable
              caption="Webhook deliveries"
              hideCaption
              columns={columns}
              rows={page?.items ?? []}
              getRowId={(event) => event.id}
              loading={loading && !page}
              loadingLabel="Loading deliveries"
              loadingRowCount={3}
              empty={
                <EmptyState
                  icon={<Webhook size={24} />}
                  titleAs="p"
                  title={state ? "No deliveries in this state" : "No webhooks sent yet"}
                  description={
                    state
                      ? undefined
                      : "Set a webhook URL and send a message: its statuses appear here."
                  }
                />
              }
              rowActionsLabel="Actions"
              rowActions={(event) => (
                <Button
                  variant="secondary"
                  size="small"
                  iconStart={<Send size={16} />}
                  disabled={isRedelivering}
                  aria-label={`Redeliver the ${event.type} webhook of ${formatDateTime(event.createdAt)}`}
                  onClick={() => void redeliver(event)}
                >
                  Redeliver
                </Button>
              )}
            />
          )}
          {page && (cursors.length > 0 || page.pageInfo.hasNextPage) && (
            <Pagination
              label="Webhook delivery pages"
              hasPrevious={cursors.length > 0}
              hasNext={Boolean(page.pageInfo.hasNextPage && page.pageInfo.endCursor)}
              onPrevious={() => setCursors((list) => list.slice(0, -1))}
              onNext={() => {
                const next = page.pageInfo.endCursor;
                if (next) setCursors((list) => [...list, next]);
              }}
              disabled={loading}
            />
          )}
        </Stack>
      </CardBody>
    </Card>
  );
}
