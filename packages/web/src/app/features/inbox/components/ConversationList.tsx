import {
  Badge,
  Button,
  Card,
  CardBody,
  EmptyState,
  FilterBar,
  List,
  ListRow,
  SearchField,
  Select,
  SkeletonRows,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  VisuallyHidden,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Inbox as InboxIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router-dom";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { type InboxConversation_ConversationFragment } from "../../../gql/graphql";
import { conversationPath } from "../../../lib/paths";
import { InboxConversationsQuery, InboxCountsQuery } from "../api/inbox";
import {
  DEFAULT_INBOX_FILTERS,
  inboxListVariables,
  type InboxFilterName,
  type InboxFilters,
} from "../inbox-filters";
import {
  conversationStatus,
  customerName,
  formatActivityTime,
  INBOX_VIEWS,
  STATUS_FILTER_OPTIONS,
} from "../inbox-labels";
import * as styles from "./ConversationList.css";

const PAGE_SIZE = 25;

export interface ConversationListProps {
  filters: InboxFilters;
  onFilterChange: (name: InboxFilterName, value: string) => void;
  onClearFilters: () => void;
  /** The open conversation's id. */
  selectedId: string | undefined;
  /** The URL's query string, kept on the links to conversations. */
  search: string;
  /** What the empty inbox offers (the sandbox's simulated message). */
  emptyAction?: ReactNode;
}

/**
 * The inbox's conversations: the member's, nobody's or everyone's (each with its unread count),
 * by status, tag and a search; latest activity first, 25 at a time with "Load more".
 */
export function ConversationList({
  filters,
  onFilterChange,
  onClearFilters,
  selectedId,
  search,
  emptyAction,
}: ConversationListProps) {
  const [qText, setQText] = useState(filters.q);
  const [tagText, setTagText] = useState(filters.tag);
  const counts = useQuery(InboxCountsQuery).data?.workspaceInboxCounts;
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    InboxConversationsQuery,
    {
      variables: { ...inboxListVariables(filters), limit: PAGE_SIZE },
      notifyOnNetworkStatusChange: true,
    },
  );
  const [isLoadingMore, setLoadingMore] = useState(false);
  // While another view or filter loads, the rows on screen stay.
  const page = data?.workspaceConversations ?? previousData?.workspaceConversations;
  const activeFilters = (["status", "q", "tag"] as const).filter(
    (name) => filters[name] !== DEFAULT_INBOX_FILTERS[name],
  ).length;
  const now = new Date();

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { cursor: page.nextCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  const clear = () => {
    setQText("");
    setTagText("");
    onClearFilters();
  };

  const rows = (
    <Stack space="medium">
      {error && !page ? (
        <QueryErrorState what="conversations" error={error} onRetry={refetch} />
      ) : !page ? (
        <SkeletonRows count={4} label="Loading conversations" withAvatar={false} />
      ) : page.items.length === 0 ? (
        <EmptyState
          icon={<InboxIcon size={24} />}
          titleAs="p"
          title={activeFilters > 0 ? "No conversations match" : "No conversations here"}
          description={
            activeFilters > 0
              ? "Try another status, tag or search."
              : "When a customer writes to your WhatsApp number, the conversation shows up here."
          }
          action={activeFilters > 0 ? undefined : emptyAction}
        />
      ) : (
        <div className={styles.rowsScroller}>
          <List aria-label="Conversations">
            {page.items.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                isSelected={conversation.id === selectedId}
                href={conversationPath(conversation.id, search)}
                now={now}
              />
            ))}
          </List>
        </div>
      )}
      {page?.nextCursor && (
        <Button
          variant="secondary"
          loading={isLoadingMore}
          loadingText="Loading..."
          onClick={() => void loadMore()}
        >
          Load more
        </Button>
      )}
      {loading && page && !isLoadingMore && <VisuallyHidden role="status">Updating</VisuallyHidden>}
    </Stack>
  );

  return (
    <Card as="section" aria-labelledby="conversations-title" padding="small">
      <CardBody>
        <Stack space="medium">
          <VisuallyHidden as="h2" id="conversations-title">
            Conversations
          </VisuallyHidden>
          <Tabs value={filters.view} onValueChange={(view) => onFilterChange("view", view)}>
            <Stack space="medium">
              <TabsList aria-label="Whose conversations">
                {INBOX_VIEWS.map(({ value, label }) => {
                  const unread = counts?.[value].unread ?? 0;
                  return (
                    <TabsTrigger key={value} value={value}>
                      {label}
                      {unread > 0 && (
                        <Badge tone="brand" variant="solid" className={styles.tabCount}>
                          {unread}
                          <VisuallyHidden> unread</VisuallyHidden>
                        </Badge>
                      )}
                    </TabsTrigger>
                  );
                })}
              </TabsList>
              <FilterBar activeCount={activeFilters} onClear={clear}>
                <Select
                  label="Status"
                  options={STATUS_FILTER_OPTIONS}
                  value={filters.status}
                  onChange={(event) => onFilterChange("status", event.target.value)}
                />
                <SearchField
                  label="Search conversations"
                  placeholder="Name, number or message"
                  value={qText}
                  onValueChange={setQText}
                  onSearch={(value) => onFilterChange("q", value)}
                />
                <SearchField
                  label="Tag"
                  placeholder="e.g. vip"
                  value={tagText}
                  onValueChange={setTagText}
                  onSearch={(value) => onFilterChange("tag", value)}
                  clearLabel="Clear tag"
                />
              </FilterBar>
              <div>
                {INBOX_VIEWS.map(({ value }) => (
                  <TabsContent key={value} value={value}>
                    {value === filters.view && rows}
                  </TabsContent>
                ))}
              </div>
            </Stack>
          </Tabs>
        </Stack>
      </CardBody>
    </Card>
  );
}

interface ConversationRowProps {
  conversation: InboxConversation_ConversationFragment;
  isSelected: boolean;
  href: string;
  now: Date;
}

function ConversationRow({ conversation, isSelected, href, now }: ConversationRowProps) {
  const status = conversationStatus(conversation.status);
  const name = customerName(conversation.contact);
  return (
    <ListRow
      className={isSelected ? styles.selectedRow : undefined}
      titleAs="h3"
      title={
        <Link
          to={href}
          className={styles.rowLink}
          aria-current={isSelected ? "true" : undefined}
          translate={conversation.contact.name ? undefined : "no"}
        >
          {name}
        </Link>
      }
      badges={
        <>
          <Badge tone={status.tone}>{status.label}</Badge>
          {conversation.unread > 0 && (
            <Badge tone="brand" variant="solid">
              {conversation.unread}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          )}
        </>
      }
      description={
        conversation.assignee ? `Assigned to ${conversation.assignee.name}` : "Unassigned"
      }
      meta={
        <time dateTime={conversation.lastMessageAt}>
          {formatActivityTime(conversation.lastMessageAt, now)}
        </time>
      }
    />
  );
}
