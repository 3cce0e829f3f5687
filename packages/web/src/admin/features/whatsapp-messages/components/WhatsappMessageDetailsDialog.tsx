import {
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Heading,
  Inline,
  SkeletonRows,
  Text,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { RotateCcw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { capitalize, formatCount, formatDateTime } from "../../../../shared/lib/format";
import { type Detail, DetailList } from "../../../components/DetailList";
import { graphql } from "../../../gql";
import { type WhatsappMessageDetails_WhatsappMessageDetailFragment } from "../../../gql/graphql";
import { formatPreciseDateTime } from "../../../lib/format";
import { WhatsappMessageQuery } from "../api/get-whatsapp-message";
import { useRetryWhatsappMessage } from "../api/retry-whatsapp-message";
import { describeCharge, describeDirection, type StatusEvent, statusTimeline } from "../status";
import { QueueStateBadge, WhatsappStatusBadge } from "./WhatsappMessageBadges";
import * as styles from "./WhatsappMessageDetailsDialog.css";

export const WhatsappMessageDetailsFragment = graphql(`
  fragment WhatsappMessageDetails_whatsappMessageDetail on WhatsappMessageDetail {
    id
    businessName
    direction
    customerNumber
    type
    body
    templateName
    templateLanguage
    templateParameters
    category
    status
    queueState
    attempts
    lastAttemptError
    providerMessageId
    errorCode
    errorTitle
    errorDetail
    priceInr
    billable
    insideServiceWindow
    createdAt
    statusHistory {
      status
      occurredAt
      errorCode
    }
  }
`);

type Message = WhatsappMessageDetails_WhatsappMessageDetailFragment;

function facts(message: Message): Detail[] {
  const isOutbound = message.direction === "outbound";
  return [
    { label: "Business", value: message.businessName },
    { label: "Direction", value: describeDirection(message.direction) },
    {
      label: "Customer",
      value: <span translate="no">{message.customerNumber}</span>,
    },
    { label: "Type", value: capitalize(message.type) },
    ...(message.templateName
      ? [
          {
            label: "Template",
            value: (
              <>
                <code className={styles.code}>{message.templateName}</code>
                {message.templateLanguage && ` (${message.templateLanguage})`}
              </>
            ),
          },
        ]
      : []),
    { label: "Category", value: capitalize(message.category) },
    { label: "Status", value: <WhatsappStatusBadge status={message.status} /> },
    ...(isOutbound
      ? [
          { label: "Pipeline", value: <QueueStateBadge queueState={message.queueState} /> },
          { label: "Attempts", value: formatCount(message.attempts) },
          ...(message.lastAttemptError
            ? [{ label: "Last attempt error", value: message.lastAttemptError }]
            : []),
          {
            label: "Service window",
            value: message.insideServiceWindow
              ? "Sent inside the customer's 24-hour window"
              : "Sent outside the customer's 24-hour window",
          },
        ]
      : []),
    {
      label: "Provider message id",
      value: message.providerMessageId ? (
        <code className={styles.code}>{message.providerMessageId}</code>
      ) : (
        "Not assigned yet"
      ),
    },
    ...(isOutbound ? chargeDetails(message) : []),
  ];
}

function chargeDetails(message: Message): Detail[] {
  const { price, billable } = describeCharge(message);
  return [
    { label: "Price", value: price },
    { label: "Billable", value: billable },
  ];
}

const historyColumns: DataTableColumn<StatusEvent>[] = [
  {
    id: "status",
    header: "Status",
    isRowHeader: true,
    cell: (event) => <WhatsappStatusBadge status={event.status} />,
  },
  {
    id: "occurredAt",
    header: "Time",
    cell: (event) => (
      <time dateTime={event.occurredAt}>{formatPreciseDateTime(event.occurredAt)}</time>
    ),
  },
  { id: "errorCode", header: "Error code", cell: (event) => event.errorCode ?? "—" },
];

/** A section of the dialog under its own heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading level={4} as="h3" id={headingId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Details({ message }: { message: Message }) {
  const parameters = message.templateParameters ?? [];
  const hasError = message.errorCode !== null || message.errorTitle !== null;
  return (
    <div className={styles.body}>
      <DetailList items={facts(message)} />
      <Section title="Message">
        <Text className={styles.messageText}>{message.body}</Text>
      </Section>
      {parameters.length > 0 && (
        <Section title="Template parameters">
          <DetailList
            items={parameters.map((value, index) => ({ label: `{{${index + 1}}}`, value }))}
          />
        </Section>
      )}
      {hasError && (
        <Section title="Error">
          <DetailList
            items={[
              { label: "Code", value: message.errorCode ?? "N/A" },
              { label: "Title", value: message.errorTitle ?? "N/A" },
              { label: "Detail", value: message.errorDetail ?? "N/A" },
            ]}
          />
        </Section>
      )}
      <DataTable
        caption="Status history"
        columns={historyColumns}
        rows={statusTimeline(message)}
        getRowId={(event) => `${event.status} ${event.occurredAt}`}
      />
    </div>
  );
}

export interface WhatsappMessageDetailsDialogProps {
  /** The message shown; the dialog is open while there is one. */
  id: string | undefined;
  onClose: () => void;
}

/**
 * Everything the platform knows of one message: what was sent, each status it reached and when,
 * why it failed, and how its delivery went. A parked message can be retried from here.
 */
export function WhatsappMessageDetailsDialog({ id, onClose }: WhatsappMessageDetailsDialogProps) {
  const { data, error, refetch } = useQuery(WhatsappMessageQuery, {
    variables: { id: id ?? "" },
    skip: !id,
  });
  const { retry, isRetrying } = useRetryWhatsappMessage();
  const message = id ? data?.whatsappMessage : undefined;
  const party = message?.direction === "inbound" ? "from" : "to";

  let body;
  if (error && !message) {
    body = <QueryErrorState what="this message" error={error} onRetry={refetch} />;
  } else if (!message) {
    body = <SkeletonRows count={4} label="Loading message" withAvatar={false} />;
  } else {
    body = <Details message={message} />;
  }

  return (
    <Dialog
      open={id !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title={message ? `Message ${party} ${message.customerNumber}` : "WhatsApp message"}
        description={
          message ? `${message.businessName} · ${formatDateTime(message.createdAt)}` : undefined
        }
        size="large"
      >
        {body}
        <DialogFooter>
          <Inline space="small" align="right">
            {message?.queueState === "parked" && (
              <Button
                variant="secondary"
                iconStart={<RotateCcw size={16} />}
                loading={isRetrying}
                onClick={() => void retry(message)}
              >
                Retry
              </Button>
            )}
            <DialogClose>
              <Button>Close</Button>
            </DialogClose>
          </Inline>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
