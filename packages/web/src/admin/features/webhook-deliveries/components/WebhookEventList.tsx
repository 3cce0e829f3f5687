import {
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  Dialog,
  EmptyState,
  FilterBar,
  Select,
  Stack,
} from "@aizapy/design-system";
import { WEBHOOK_DELIVERY_STATES } from "@aizapy/contracts";
import { useQuery } from "@apollo/client/react";
import { Eye, Webhook } from "lucide-react";
import { useState } from "react";
import { DateTime } from "../../../../shared/components/DateTime";
import { DeliveryStateBadge } from "../../../../shared/components/DeliveryStateBadge";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { deliveryStateOptions } from "../../../../shared/lib/delivery-state";
import { formatCount, formatDateTime } from "../../../../shared/lib/format";
import { ListPagination } from "../../../components/ListPagination";
import { graphql } from "../../../gql";
import {
  type WebhookEventDetails_WebhookEventFragment,
  type WebhookEventRow_WebhookEventFragment,
} from "../../../gql/graphql";
import { type ListParams, oneOf } from "../../../lib/list-params";
import { WebhookEventPageQuery } from "../api/get-webhook-event-page";
import { useRedeliverWebhookEvent } from "../api/redeliver-webhook-event";
import * as styles from "./WebhookDeliveries.css";
import { WebhookEventDialogContent } from "./WebhookEventDialog";

export const WebhookEventRowFragment = graphql(`
  fragment WebhookEventRow_webhookEvent on WebhookEvent {
    id
    type
    messageId
    state
    attempts
    lastStatusCode
    createdAt
    deliveredAt
  }
`);

/** The query key of the webhook whose delivery log is open. */
const VIEW_KEY = "view";
const FILTER_KEYS = ["state"] as const;
const TITLE_ID = "webhook-events-title";
const NONE = "—";

type WebhookEvent = WebhookEventRow_WebhookEventFragment & WebhookEventDetails_WebhookEventFragment;

const describeTime = (iso: string | null) =>
  iso ? <DateTime iso={iso} className={styles.nowrap} /> : NONE;

const columns: DataTableColumn<WebhookEvent>[] = [
  { id: "createdAt", header: "Created", cell: (event) => describeTime(event.createdAt) },
  {
    id: "type",
    header: "Type",
    isRowHeader: true,
    cell: (event) => <code className={styles.codeWord}>{event.type}</code>,
  },
  {
    id: "messageId",
    header: "Message id",
    hideBelow: "desktop",
    cell: (event) =>
      event.messageId ? <code className={styles.code}>{event.messageId}</code> : NONE,
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
    cell: (event) => formatCount(event.attempts),
  },
  {
    id: "lastStatusCode",
    header: "Last status",
    align: "end",
    cell: (event) => event.lastStatusCode ?? NONE,
  },
  {
    id: "deliveredAt",
    header: "Delivered",
    hideBelow: "tablet",
    cell: (event) => describeTime(event.deliveredAt),
  },
];

export interface WebhookEventListProps {
  apiConfigId: string;
  list: ListParams;
}

/**
 * The webhooks sent to one configuration's endpoint, newest first, a page at a time, filtered by
 * state (kept in the URL). A webhook's delivery log opens in a dialog (its id in the URL), where it
 * can be redelivered.
 */
export function WebhookEventList({ apiConfigId, list }: WebhookEventListProps) {
  const state = oneOf(list.get("state"), WEBHOOK_DELIVERY_STATES);
  const { data, previousData, loading, error, refetch } = useQuery(WebhookEventPageQuery, {
    variables: { filter: { apiConfigId, state }, ...list.page },
  });
  const { redeliver, isRedelivering } = useRedeliverWebhookEvent();
  // While another page, the filter or a refresh loads, the rows on screen stay.
  const page = data?.webhookEventPage ?? previousData?.webhookEventPage;
  const events = page?.items;

  // The open webhook is in the URL (?view=<id>). The dialog keeps showing it while it animates
  // closed, and after a redelivery has moved it out of a filtered page.
  const viewId = list.get(VIEW_KEY);
  const listed = viewId ? events?.find((event) => event.id === viewId) : undefined;
  const [shown, setShown] = useState(listed);
  if (listed && listed !== shown) setShown(listed);
  const isDialogOpen = viewId !== undefined && shown?.id === viewId;

  let content;
  if (error && !data) {
    content = <QueryErrorState what="webhooks" error={error} onRetry={refetch} />;
  } else {
    content = (
      <DataTable
        caption="Webhook events"
        hideCaption
        columns={columns}
        rows={events ?? []}
        getRowId={(event) => event.id}
        loading={loading && !page}
        loadingLabel="Loading webhooks"
        loadingRowCount={5}
        empty={
          <EmptyState
            icon={<Webhook size={24} />}
            titleAs="p"
            title={state ? "No webhooks match this filter." : "No webhooks sent yet"}
          />
        }
        rowActionsLabel="Actions"
        rowActions={(event) => (
          <Button
            variant="secondary"
            size="small"
            iconStart={<Eye size={16} />}
            aria-label={`View delivery log of the ${event.type} webhook of ${formatDateTime(event.createdAt)}`}
            onClick={() => list.setParam(VIEW_KEY, event.id)}
          >
            View
          </Button>
        )}
      />
    );
  }

  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <CardHeader
        title={<span id={TITLE_ID}>Webhooks</span>}
        titleAs="h2"
        description="message.status and message.received events sent to this endpoint, newest first"
      />
      <CardBody>
        <Stack space="medium">
          <FilterBar activeCount={state ? 1 : 0} onClear={() => list.clearFilters(FILTER_KEYS)}>
            <Select
              label="State"
              placeholder="All states"
              options={deliveryStateOptions}
              value={state ?? ""}
              onChange={(change) => list.setFilters({ state: change.target.value })}
            />
          </FilterBar>
          {content}
          {page && page.items.length > 0 && (
            <ListPagination
              list={list}
              pageInfo={page.pageInfo}
              label="Webhooks"
              disabled={loading}
            />
          )}
        </Stack>
      </CardBody>
      <Dialog
        open={isDialogOpen}
        onOpenChange={(open) => {
          if (!open) list.setParam(VIEW_KEY, undefined);
        }}
      >
        {shown && (
          <WebhookEventDialogContent
            event={shown}
            isRedelivering={isRedelivering}
            onRedeliver={() => void redeliver(shown)}
          />
        )}
      </Dialog>
    </Card>
  );
}
