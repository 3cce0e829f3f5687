import { Button, Text } from "@aizapy/design-system";
import { StickyNote } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatDateTime } from "../../../../shared/lib/format";
import {
  type InboxMessage_ConversationMessageFragment,
  type InboxNote_ConversationNoteFragment,
} from "../../../gql/graphql";
import { deliveryStatus, messageSource } from "../inbox-labels";
import { mergeTimeline } from "../timeline";
import * as styles from "./Timeline.css";

export interface TimelineProps {
  /** Newest first, as the server answers them. */
  messages: readonly InboxMessage_ConversationMessageFragment[];
  notes: readonly InboxNote_ConversationNoteFragment[];
  /** A member's name by their user id, for the replies they sent. */
  memberName: (userId: string) => string | undefined;
  /** There are older messages to load. */
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * A conversation's messages and the team's notes, oldest at the top; it opens scrolled to the
 * latest and follows new ones.
 */
export function Timeline({
  messages,
  notes,
  memberName,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: TimelineProps) {
  const entries = mergeTimeline(messages, notes);
  const logRef = useRef<HTMLDivElement>(null);
  const latestId = entries.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [latestId]);

  return (
    <div
      ref={logRef}
      className={styles.log}
      role="log"
      aria-label="Messages and notes"
      tabIndex={0}
    >
      <ol className={styles.entries}>
        {hasOlder && (
          <li>
            <Button
              variant="ghost"
              size="small"
              loading={isLoadingOlder}
              loadingText="Loading..."
              onClick={onLoadOlder}
            >
              Load older messages
            </Button>
          </li>
        )}
        {entries.length === 0 && (
          <li>
            <Text tone="secondary" size="small">
              No messages yet.
            </Text>
          </li>
        )}
        {entries.map((entry) =>
          entry.kind === "note" ? (
            <li key={entry.id} className={styles.entry.note}>
              <span className={styles.meta}>
                <StickyNote size={14} aria-hidden="true" />
                <span>Note by {entry.note.author?.name ?? "a former member"}</span>
                <time dateTime={entry.note.createdAt}>{formatDateTime(entry.note.createdAt)}</time>
                <span>Only your team sees notes</span>
              </span>
              <p className={styles.text}>{entry.note.text}</p>
            </li>
          ) : (
            <MessageEntry key={entry.id} message={entry.message} memberName={memberName} />
          ),
        )}
      </ol>
    </div>
  );
}

function MessageEntry({
  message,
  memberName,
}: {
  message: InboxMessage_ConversationMessageFragment;
  memberName: (userId: string) => string | undefined;
}) {
  const isInbound = message.direction === "inbound";
  const source = messageSource(message, memberName);
  const delivery = deliveryStatus(message);
  const text = message.text?.trim();
  return (
    <li className={isInbound ? styles.entry.inbound : styles.entry.outbound}>
      {message.template && (
        <span className={styles.meta}>
          Template {message.template.name} ({message.template.language})
        </span>
      )}
      <p className={styles.text}>{text || `(${message.type} message)`}</p>
      <span className={styles.meta}>
        {source && <span>{source}</span>}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {delivery && (
          <span className={delivery.isFailed ? styles.failed : undefined}>{delivery.label}</span>
        )}
      </span>
    </li>
  );
}
