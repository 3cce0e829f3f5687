import {
  Button,
  DialogClose,
  DialogContent,
  DialogFooter,
  Heading,
  DataTable,
  type DataTableColumn,
  Inline,
  Text,
  TextLink,
} from "@aizapy/design-system";
import { Send } from "lucide-react";
import { Link } from "react-router-dom";
import { DateTime } from "../../../../shared/components/DateTime";
import { DeliveryStateBadge } from "../../../../shared/components/DeliveryStateBadge";
import { formatCount } from "../../../../shared/lib/format";
import { DetailList } from "../../../components/DetailList";
import { graphql } from "../../../gql";
import { type WebhookEventDetails_WebhookEventFragment } from "../../../gql/graphql";
import { formatPreciseDateTime } from "../../../lib/format";
import { paths, withQuery } from "../../../lib/paths";
import * as styles from "./WebhookDeliveries.css";

export const WebhookEventDetailsFragment = graphql(`
  fragment WebhookEventDetails_webhookEvent on WebhookEvent {
    id
    type
    messageId
    state
    attempts
    lastStatusCode
    createdAt
    deliveredAt
    nextAttemptAt
    body
    deliveryLog {
      attempt
      attemptedAt
      statusCode
      latencyMs
      error
      responseExcerpt
    }
  }
`);

type WebhookEvent = WebhookEventDetails_WebhookEventFragment;

const NONE = "—";
const PAYLOAD_TITLE_ID = "webhook-payload-title";

const describeTime = (iso: string | null) => (iso ? <DateTime iso={iso} /> : NONE);

/** A link that opens the message the webhook is about on the WhatsApp messages page. */
function MessageLink({ messageId }: { messageId: string }) {
  return (
    <TextLink asChild>
      <Link to={withQuery(paths.whatsappMessages, { view: messageId })}>
        <code className={styles.code}>{messageId}</code>
      </Link>
    </TextLink>
  );
}

type Attempt = WebhookEvent["deliveryLog"][number];

const attemptColumns: DataTableColumn<Attempt>[] = [
  { id: "attempt", header: "Attempt", isRowHeader: true, cell: (attempt) => attempt.attempt },
  {
    id: "attemptedAt",
    header: "Time",
    cell: (attempt) => (
      <time dateTime={attempt.attemptedAt} className={styles.nowrap}>
        {formatPreciseDateTime(attempt.attemptedAt)}
      </time>
    ),
  },
  { id: "statusCode", header: "Status code", cell: (attempt) => attempt.statusCode ?? "No answer" },
  {
    id: "latencyMs",
    header: "Latency",
    align: "end",
    cell: (attempt) => <span className={styles.nowrap}>{formatCount(attempt.latencyMs)} ms</span>,
  },
  { id: "error", header: "Error", cell: (attempt) => attempt.error ?? NONE },
  {
    id: "responseExcerpt",
    header: "Response",
    cell: (attempt) =>
      attempt.responseExcerpt ? (
        <code className={styles.code}>{attempt.responseExcerpt}</code>
      ) : (
        NONE
      ),
  },
];

export interface WebhookEventDialogContentProps {
  event: WebhookEvent;
  onRedeliver: () => void;
  isRedelivering: boolean;
}

/**
 * One webhook: its state, every attempt to deliver it (when, the endpoint's status code, how long
 * it took, what went wrong and the start of the answer) and the exact JSON sent; Redeliver sends
 * it again now. A webhook held while its endpoint is disabled goes out when it is re-enabled.
 */
export function WebhookEventDialogContent({
  event,
  onRedeliver,
  isRedelivering,
}: WebhookEventDialogContentProps) {
  const isHeld = event.state === "endpoint_disabled";
  return (
    <DialogContent
      title={`${event.type} webhook`}
      description={`Webhook id ${event.id}`}
      size="large"
    >
      <div className={styles.body}>
        <DetailList
          items={[
            {
              label: "State",
              value: <DeliveryStateBadge state={event.state} />,
            },
            { label: "Attempts", value: formatCount(event.attempts) },
            { label: "Last status code", value: event.lastStatusCode ?? NONE },
            { label: "Created", value: describeTime(event.createdAt) },
            { label: "Delivered", value: describeTime(event.deliveredAt) },
            ...(event.nextAttemptAt
              ? [{ label: "Next attempt", value: describeTime(event.nextAttemptAt) }]
              : []),
            {
              label: "Message",
              value: event.messageId ? <MessageLink messageId={event.messageId} /> : NONE,
            },
          ]}
        />
        <DataTable
          caption="Delivery log"
          columns={attemptColumns}
          rows={event.deliveryLog}
          getRowId={(attempt) => String(attempt.attempt)}
          empty="No attempt has been made yet."
        />
        <section aria-labelledby={PAYLOAD_TITLE_ID} className={styles.section}>
          <Heading level={4} as="h3" id={PAYLOAD_TITLE_ID}>
            Payload
          </Heading>
          <pre className={styles.payload}>{event.body}</pre>
        </section>
        {isHeld && (
          <Text tone="secondary">
            Held while the endpoint is disabled: re-enable webhooks to send it.
          </Text>
        )}
      </div>
      <DialogFooter>
        <Inline space="small" align="right">
          {!isHeld && (
            <Button
              variant="secondary"
              iconStart={<Send size={16} />}
              loading={isRedelivering}
              onClick={onRedeliver}
            >
              Redeliver
            </Button>
          )}
          <DialogClose>
            <Button>Close</Button>
          </DialogClose>
        </Inline>
      </DialogFooter>
    </DialogContent>
  );
}
