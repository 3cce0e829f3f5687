import {
  Button,
  TextLink,
  DialogClose,
  DialogContent,
  DialogFooter,
  Inline,
  Text,
} from "@aizapy/design-system";
import { Archive, CheckCheck, Mail } from "lucide-react";
import { formatDateTime } from "../../../../shared/lib/format";
import { DetailList } from "../../../components/DetailList";
import { graphql } from "../../../gql";
import { type MessageDetails_ContactMessageFragment } from "../../../gql/graphql";
import { type ContactMessageStatus } from "../status";
import * as styles from "./MessageDetailsDialog.css";
import { MessageStatusBadge } from "./MessageStatusBadge";

export const MessageDetailsFragment = graphql(`
  fragment MessageDetails_contactMessage on ContactMessage {
    id
    name
    email
    company
    phone
    subject
    message
    status
    createdAt
  }
`);

export interface MessageDetailsDialogContentProps {
  message: MessageDetails_ContactMessageFragment;
  onSetStatus: (status: ContactMessageStatus) => void;
  /** A status change is being saved: both buttons wait. */
  isUpdating: boolean;
}

/**
 * The whole message. Mark as Replied and Archive are disabled when the message already has that
 * status or while an update is pending.
 */
export function MessageDetailsDialogContent({
  message,
  onSetStatus,
  isUpdating,
}: MessageDetailsDialogContentProps) {
  const details = [
    { label: "From", value: message.name },
    {
      label: "Email",
      value: <TextLink href={`mailto:${message.email}`}>{message.email}</TextLink>,
    },
    ...(message.company ? [{ label: "Company", value: message.company }] : []),
    ...(message.phone
      ? [
          {
            label: "Phone",
            value: <TextLink href={`tel:${message.phone}`}>{message.phone}</TextLink>,
          },
        ]
      : []),
    {
      label: "Received",
      value: <time dateTime={message.createdAt}>{formatDateTime(message.createdAt) ?? "N/A"}</time>,
    },
    { label: "Status", value: <MessageStatusBadge status={message.status} /> },
  ];

  return (
    <DialogContent
      title={message.subject}
      description={`Message from ${message.name}`}
      size="large"
    >
      <div className={styles.body}>
        <DetailList items={details} />
        <section aria-label="Message" className={styles.message}>
          <Text className={styles.messageText}>{message.message}</Text>
        </section>
      </div>
      <DialogFooter>
        <Inline space="small" align="right">
          <Button
            variant="secondary"
            iconStart={<Mail size={16} />}
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          >
            Reply by Email
          </Button>
          <Button
            variant="secondary"
            iconStart={<CheckCheck size={16} />}
            disabled={message.status === "replied" || isUpdating}
            onClick={() => onSetStatus("replied")}
          >
            Mark as Replied
          </Button>
          <Button
            variant="secondary"
            iconStart={<Archive size={16} />}
            disabled={message.status === "archived" || isUpdating}
            onClick={() => onSetStatus("archived")}
          >
            Archive
          </Button>
          <DialogClose>
            <Button>Close</Button>
          </DialogClose>
        </Inline>
      </DialogFooter>
    </DialogContent>
  );
}
