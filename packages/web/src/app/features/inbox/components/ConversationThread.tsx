import { Card, CardBody, EmptyState, Stack } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { MessagesSquare } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { isNotFound } from "../../../../shared/lib/errors";
import { type InboxConversation_ConversationFragment } from "../../../gql/graphql";
import { InboxMembersQuery, InboxThreadQuery } from "../api/inbox";
import { useUpdateConversation } from "../api/inbox-mutations";
import { serviceWindow } from "../service-window";
import { Composer } from "./Composer";
import { ThreadHeader } from "./ThreadHeader";
import { Timeline } from "./Timeline";

/** Messages read at a time. */
const PAGE_SIZE = 50;
/**
 * The open conversation is read again this often besides the live updates: sends through the API
 * and campaigns, and their delivery ticks, announce nothing.
 */
const POLL_MS = 10_000;
/** How often the window's time left is worked out again. */
const CLOCK_MS = 30_000;

export interface ConversationThreadProps {
  conversationId: string;
  /** The signed-in member. */
  me: { id: string; fullName: string };
  /** The class of the thread's own pane. */
  className?: string;
  /** Shown above the thread, in its pane (the way back to the list on phones). */
  before?: ReactNode;
  /** Renders beside the thread once the conversation is loaded (the contact panel). */
  renderAside: (conversation: InboxConversation_ConversationFragment) => ReactNode;
}

/**
 * One conversation: its header (assignee, status, the window), the messages with the team's
 * notes, and the composer. Opening it with unread messages marks it read.
 */
export function ConversationThread({
  conversationId,
  me,
  className,
  before,
  renderAside,
}: ConversationThreadProps) {
  const { data, error, refetch, fetchMore } = useQuery(InboxThreadQuery, {
    variables: { id: conversationId, limit: PAGE_SIZE },
    pollInterval: POLL_MS,
  });
  const members = useQuery(InboxMembersQuery).data?.workspaceMembers ?? [];
  const [update] = useUpdateConversation();
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  const conversation = data?.workspaceConversation;
  // Opening a conversation reads what the customer wrote; what arrives while it stays open is
  // left unread, for the list to show (the thread is keyed by the conversation, so once per open).
  const hasOpened = useRef(false);
  const unreadOnOpen = conversation?.unread;
  useEffect(() => {
    if (unreadOnOpen === undefined || hasOpened.current) return;
    hasOpened.current = true;
    if (unreadOnOpen === 0) return;
    void update({ variables: { id: conversationId, input: { read: true } } }).catch(
      () => undefined,
    );
  }, [conversationId, unreadOnOpen, update]);

  if (!conversation) {
    return (
      <div className={className}>
        {before}
        <Card as="section" aria-label="Conversation" padding="small">
          <CardBody>
            {error && isNotFound(error, "workspaceConversation") ? (
              <EmptyState
                icon={<MessagesSquare size={24} />}
                titleAs="h2"
                title="Conversation not found"
                description="Choose another conversation from the list."
              />
            ) : error ? (
              <QueryErrorState what="the conversation" error={error} onRetry={refetch} />
            ) : (
              <EmptyState titleAs="p" title="Loading the conversation..." />
            )}
          </CardBody>
        </Card>
      </div>
    );
  }

  const messages = data.workspaceConversationMessages;
  // Without the team's list (it may be refused), the member and the assignee are still named.
  const memberName = (userId: string) =>
    members.find((member) => member.id === userId)?.fullName ??
    (userId === me.id
      ? me.fullName
      : userId === conversation.assignee?.id
        ? conversation.assignee.name
        : undefined);
  const window = serviceWindow(conversation.windowExpiresAt, now);

  const loadOlder = async () => {
    if (!messages.nextCursor) return;
    setLoadingOlder(true);
    try {
      await fetchMore({ variables: { cursor: messages.nextCursor } });
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <>
      <div className={className}>
        {before}
        <Card as="section" aria-labelledby="thread-title" padding="small">
          <CardBody>
            <Stack space="medium">
              <ThreadHeader
                conversation={conversation}
                members={members.some((member) => member.id === me.id) ? members : [me, ...members]}
                myId={me.id}
                window={window}
              />
              <Timeline
                messages={messages.items}
                notes={data.workspaceConversationNotes}
                memberName={memberName}
                hasOlder={messages.nextCursor !== null}
                isLoadingOlder={isLoadingOlder}
                onLoadOlder={() => void loadOlder()}
              />
              {/* Keyed by the conversation: another one starts with an empty composer. */}
              <Composer
                key={conversation.id}
                conversationId={conversation.id}
                canSendText={window.isOpen}
              />
            </Stack>
          </CardBody>
        </Card>
      </div>
      {renderAside(conversation)}
    </>
  );
}
