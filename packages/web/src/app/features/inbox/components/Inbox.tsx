import { Card, CardBody, EmptyState } from "@aizapy/design-system";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { ButtonLink } from "../../../../shared/components/ButtonLink";
import { paths } from "../../../lib/paths";
import { useInboxLive } from "../api/use-inbox-live";
import {
  DEFAULT_INBOX_FILTERS,
  type InboxFilterName,
  readInboxFilters,
  writeInboxFilters,
} from "../inbox-filters";
import { ContactPanel } from "./ContactPanel";
import { ConversationList } from "./ConversationList";
import { ConversationThread } from "./ConversationThread";
import * as styles from "./Inbox.css";

export interface InboxProps {
  /** The open conversation, from the URL. */
  conversationId: string | undefined;
  /** The signed-in member. */
  me: { id: string; fullName: string };
  /** What the empty inbox offers (the sandbox's simulated message). */
  emptyAction?: ReactNode;
}

/**
 * The team inbox: the conversations, the open one's thread and its contact, kept live by the
 * server's events. The list's filters stay in the URL.
 */
export function Inbox({ conversationId, me, emptyAction }: InboxProps) {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filters = readInboxFilters(params);
  useInboxLive(conversationId);

  const setFilter = (name: InboxFilterName, value: string) =>
    setParams(writeInboxFilters({ ...filters, [name]: value }), { replace: true });

  return (
    <div className={styles.layout} data-open={conversationId ? "true" : "false"}>
      <div className={styles.listPane}>
        <ConversationList
          filters={filters}
          onFilterChange={setFilter}
          onClearFilters={() =>
            setParams(writeInboxFilters({ ...DEFAULT_INBOX_FILTERS, view: filters.view }), {
              replace: true,
            })
          }
          selectedId={conversationId}
          search={search}
          emptyAction={emptyAction}
        />
      </div>
      {conversationId ? (
        <ConversationThread
          key={conversationId}
          conversationId={conversationId}
          me={me}
          className={styles.threadPane}
          before={
            <div className={styles.backLink}>
              <ButtonLink
                to={`${paths.inbox}${search}`}
                icon={<ArrowLeft size={16} />}
                size="small"
              >
                All conversations
              </ButtonLink>
            </div>
          }
          renderAside={(conversation) => (
            <aside className={styles.contactPane} aria-label="About the customer">
              <ContactPanel conversation={conversation} />
            </aside>
          )}
        />
      ) : (
        <div className={styles.placeholderPane}>
          <Card padding="small">
            <CardBody>
              <EmptyState
                icon={<MessagesSquare size={24} />}
                titleAs="h2"
                title="Choose a conversation"
                description="Its messages, your team's notes and the customer's details open here."
              />
            </CardBody>
          </Card>
        </div>
      )}
    </div>
  );
}
