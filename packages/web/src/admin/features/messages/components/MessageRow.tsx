import {
  Avatar,
  Button,
  Checkbox,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  Inline,
  ListRow,
  Text,
} from "@aizapy/design-system";
import { Archive, Check, CheckCheck, Eye, MoreVertical, Trash2 } from "lucide-react";
import { type ReactNode } from "react";
import { formatDateTime } from "../../../../shared/lib/format";
import { graphql } from "../../../gql";
import { type MessageRow_ContactMessageFragment } from "../../../gql/graphql";
import { type ContactMessageStatus, statusActions } from "../status";
import * as styles from "./MessageRow.css";
import { MessageStatusBadge } from "./MessageStatusBadge";

export const MessageRowFragment = graphql(`
  fragment MessageRow_contactMessage on ContactMessage {
    id
    name
    email
    company
    subject
    message
    status
    createdAt
  }
`);

const statusIcons: Record<ContactMessageStatus, ReactNode> = {
  unread: null,
  read: <Check size={16} />,
  replied: <CheckCheck size={16} />,
  archived: <Archive size={16} />,
};

export interface MessageRowProps {
  message: MessageRow_ContactMessageFragment;
  /** Opens the details dialog. */
  onView: () => void;
  onSetStatus: (status: ContactMessageStatus) => void;
  /** Asks to confirm, then deletes. */
  onDelete: () => void;
  /** A change to this message is being saved. */
  isBusy: boolean;
  /** The message is chosen for a bulk action. */
  isSelected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One contact message: sender, status, subject and preview, with a selection box, view and row actions. */
export function MessageRow({
  message,
  onView,
  onSetStatus,
  onDelete,
  isBusy,
  isSelected,
  onSelectedChange,
}: MessageRowProps) {
  const receivedAt = formatDateTime(message.createdAt);
  return (
    <ListRow
      data-message-id={message.id}
      leading={
        <span className={styles.leading}>
          <Checkbox
            label={`Select message from ${message.name}: ${message.subject}`}
            hideLabel
            checked={isSelected}
            onCheckedChange={onSelectedChange}
          />
          <Avatar name={message.name} decorative />
        </span>
      }
      title={message.subject}
      titleAs="h2"
      badges={<MessageStatusBadge status={message.status} />}
      description={
        <>
          <span className={styles.sender}>{message.name}</span> · {message.email}
          {message.company && <> · {message.company}</>}
        </>
      }
      meta={
        receivedAt && (
          <Text as="span" size="small" tone="secondary">
            <time dateTime={message.createdAt}>{receivedAt}</time>
          </Text>
        )
      }
      actions={
        <Inline space="xxsmall" wrap={false}>
          <Button
            variant="secondary"
            size="small"
            iconStart={<Eye size={16} />}
            onClick={onView}
            aria-label={`View message from ${message.name}: ${message.subject}`}
          >
            View
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger>
              <IconButton
                label={`Actions for message from ${message.name}: ${message.subject}`}
                icon={<MoreVertical size={18} />}
                aria-busy={isBusy || undefined}
              />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {statusActions.map(({ status, label }) => (
                <DropdownMenuItem
                  key={status}
                  icon={statusIcons[status]}
                  disabled={message.status === status || isBusy}
                  onSelect={() => onSetStatus(status)}
                >
                  {label}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem
                icon={<Trash2 size={16} />}
                tone="critical"
                disabled={isBusy}
                onSelect={onDelete}
              >
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </Inline>
      }
    >
      <Text size="small" tone="secondary" className={styles.preview}>
        {message.message}
      </Text>
    </ListRow>
  );
}
