import {
  Button,
  BulkActionBar,
  Card,
  Checkbox,
  ConfirmDialog,
  Dialog,
  EmptyState,
  List,
  SkeletonRows,
  Stack,
} from "@aizapy/design-system";
import { type ContactBulkAction } from "@aizapy/contracts";
import { useQuery } from "@apollo/client/react";
import { Archive, Check, CheckCheck, Inbox, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { ListPagination } from "../../../components/ListPagination";
import { type MessageDetails_ContactMessageFragment } from "../../../gql/graphql";
import { type ListParams } from "../../../lib/list-params";
import { useBulkUpdateContactMessages } from "../api/bulk-update-contact-messages";
import { useDeleteContactMessage } from "../api/delete-contact-message";
import { ContactMessagePageQuery } from "../api/get-contact-messages";
import { useUpdateContactMessageStatus } from "../api/update-contact-message-status";
import { type MessageFilterValues, toMessageFilterInput } from "../filters";
import { type ContactMessageStatus } from "../status";
import { MessageDetailsDialogContent } from "./MessageDetailsDialog";
import * as styles from "./MessageList.css";
import { MessageRow } from "./MessageRow";

/** The query key of the message whose details are open, so a link can open it. */
export const VIEW_KEY = "view";

const bulkStatusActions: ReadonlyArray<{
  action: Exclude<ContactBulkAction, "delete">;
  label: string;
  icon: ReactNode;
}> = [
  { action: "read", label: "Mark as Read", icon: <Check size={16} /> },
  { action: "replied", label: "Mark as Replied", icon: <CheckCheck size={16} /> },
  { action: "archived", label: "Archive", icon: <Archive size={16} /> },
];

const countMessages = (count: number) => (count === 1 ? "1 message" : `${count} messages`);

export interface MessageListProps {
  list: ListParams;
  filters: MessageFilterValues;
}

/**
 * The contact messages a page at a time: 5 skeleton rows while loading, "No
 * messages yet" when there are none; a details dialog (its message in the URL) that marks an
 * unread message read when it opens; row actions to set a status or delete after confirming; and
 * boxes to choose messages for a bulk action.
 */
export function MessageList({ list, filters }: MessageListProps) {
  const { data, previousData, loading, error, refetch } = useQuery(ContactMessagePageQuery, {
    variables: { filter: toMessageFilterInput(filters), ...list.page },
  });
  const { updateStatus, isUpdating } = useUpdateContactMessageStatus();
  const { deleteMessage, isDeleting } = useDeleteContactMessage();
  const { bulkUpdate, isBulkUpdating } = useBulkUpdateContactMessages();
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [isConfirmingBulkDelete, setConfirmingBulkDelete] = useState(false);

  // While a change refetches the page, the rows on screen stay.
  const page = data?.contactMessagePage ?? previousData?.contactMessagePage;
  const messages = page?.items;

  // A new filter shows other messages: a selection made under the old one is dropped.
  const filterKey = JSON.stringify(filters);
  const [selectionFilter, setSelectionFilter] = useState(filterKey);
  if (selectionFilter !== filterKey) {
    setSelectionFilter(filterKey);
    setSelectedIds([]);
  }

  // The open message is in the URL (?view=<id>), so a link (the top bar's search, a
  // notification) can open it. The dialog keeps showing it while it animates closed, and after a
  // status change has moved it out of a filtered page.
  const viewId = list.get(VIEW_KEY);
  const listed = viewId ? messages?.find((message) => message.id === viewId) : undefined;
  const [shown, setShown] = useState<MessageDetails_ContactMessageFragment | null>(null);
  const [lastListed, setLastListed] = useState(listed);
  if (listed !== lastListed) {
    setLastListed(listed);
    if (listed) setShown(listed);
  }
  const isDialogOpen = viewId !== undefined && shown?.id === viewId;

  // Opening an unread message in the dialog marks it read, however it was opened.
  const markedRead = useRef(new Set<string>());
  const openUnreadId = isDialogOpen && shown.status === "unread" ? shown.id : null;
  useEffect(() => {
    if (!openUnreadId || markedRead.current.has(openUnreadId)) return;
    markedRead.current.add(openUnreadId);
    void (async () => {
      const updated = await updateStatus(openUnreadId, "read");
      if (updated) {
        setShown((current) =>
          current?.id === openUnreadId ? { ...current, status: updated } : current,
        );
      }
    })();
  }, [openUnreadId, updateStatus]);

  const setStatus = async (id: string, status: ContactMessageStatus) => {
    setBusyId(id);
    try {
      const updated = await updateStatus(id, status);
      if (updated) {
        setShown((current) => (current?.id === id ? { ...current, status: updated } : current));
      }
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleteId) return;
    setBusyId(deleteId);
    const isDeleted = await deleteMessage(deleteId);
    setBusyId(null);
    if (isDeleted) {
      setSelectedIds((ids) => ids.filter((id) => id !== deleteId));
      setDeleteId(null);
    }
  };

  const runBulk = async (action: ContactBulkAction) => {
    if (await bulkUpdate(selectedIds, action)) {
      setSelectedIds([]);
      setConfirmingBulkDelete(false);
    }
  };

  let content: ReactNode;
  if (error && !data) {
    content = <QueryErrorState what="messages" error={error} onRetry={refetch} />;
  } else if (!page || !messages) {
    content = <SkeletonRows count={5} label="Loading messages" />;
  } else if (messages.length === 0) {
    const hasFilters = Object.values(filters).some(Boolean);
    content = (
      <Card>
        <EmptyState
          icon={<Inbox size={24} />}
          title={hasFilters ? "No messages match these filters." : "No messages yet"}
          titleAs="p"
        />
      </Card>
    );
  } else {
    const pageIds = messages.map((message) => message.id);
    const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
    const isPageSelected = selectedOnPage === pageIds.length;
    content = (
      <>
        <Checkbox
          className={styles.selectAll}
          label="Select all on this page"
          checked={isPageSelected}
          indeterminate={selectedOnPage > 0 && !isPageSelected}
          onCheckedChange={(checked) =>
            setSelectedIds((ids) =>
              checked
                ? [...ids, ...pageIds.filter((id) => !ids.includes(id))]
                : ids.filter((id) => !pageIds.includes(id)),
            )
          }
        />
        <List aria-label="Contact messages" aria-busy={loading || undefined}>
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              isBusy={busyId === message.id}
              isSelected={selectedIds.includes(message.id)}
              onSelectedChange={(selected) =>
                setSelectedIds((ids) =>
                  selected ? [...ids, message.id] : ids.filter((id) => id !== message.id),
                )
              }
              onView={() => list.setParam(VIEW_KEY, message.id)}
              onSetStatus={(status) => void setStatus(message.id, status)}
              onDelete={() => setDeleteId(message.id)}
            />
          ))}
        </List>
        <ListPagination list={list} pageInfo={page.pageInfo} label="Messages" disabled={loading} />
      </>
    );
  }

  return (
    <Stack space="medium">
      <BulkActionBar
        count={selectedIds.length}
        formatCount={(count) => `${countMessages(count)} selected`}
        onClear={() => setSelectedIds([])}
      >
        {bulkStatusActions.map(({ action, label, icon }) => (
          <Button
            key={action}
            size="small"
            variant="secondary"
            iconStart={icon}
            disabled={isBulkUpdating}
            onClick={() => void runBulk(action)}
          >
            {label}
          </Button>
        ))}
        <Button
          size="small"
          variant="destructive"
          iconStart={<Trash2 size={16} />}
          disabled={isBulkUpdating}
          onClick={() => setConfirmingBulkDelete(true)}
        >
          Delete
        </Button>
      </BulkActionBar>

      {content}

      <Dialog
        open={isDialogOpen}
        onOpenChange={(open) => {
          if (!open) list.setParam(VIEW_KEY, undefined);
        }}
      >
        {shown && (
          <MessageDetailsDialogContent
            message={shown}
            isUpdating={isUpdating}
            onSetStatus={(status) => void setStatus(shown.id, status)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleteId !== null}
        onOpenChange={(open) => {
          if (!open && !isDeleting) setDeleteId(null);
        }}
        title="Delete message?"
        description="Are you sure you want to delete this message? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        keepOpenOnConfirm
        loading={isDeleting}
      />
      <ConfirmDialog
        open={isConfirmingBulkDelete}
        onOpenChange={(open) => {
          if (!open && !isBulkUpdating) setConfirmingBulkDelete(false);
        }}
        title={`Delete ${countMessages(selectedIds.length)}?`}
        description={`Are you sure you want to delete ${
          selectedIds.length === 1 ? "this message" : `these ${selectedIds.length} messages`
        }? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => void runBulk("delete")}
        keepOpenOnConfirm
        loading={isBulkUpdating}
      />
    </Stack>
  );
}
