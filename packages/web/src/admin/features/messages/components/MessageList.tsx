import { Card, ConfirmDialog, Dialog, EmptyState, List, SkeletonRows } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { useDeleteContactMessage } from "../api/delete-contact-message";
import { ContactMessagesQuery } from "../api/get-contact-messages";
import { useUpdateContactMessageStatus } from "../api/update-contact-message-status";
import { type ContactMessageStatus } from "../status";
import { MessageDetailsDialogContent } from "./MessageDetailsDialog";
import { MessageRow } from "./MessageRow";

/**
 * The contact messages (spec §2, §4): 5 skeleton rows while loading, "No messages yet" when
 * there are none; a details dialog that marks an unread message read when it opens; row actions
 * to set a status or delete after confirming.
 */
export function MessageList() {
  const { data, loading, error, refetch } = useQuery(ContactMessagesQuery);
  const { updateStatus, isUpdating } = useUpdateContactMessageStatus();
  const { deleteMessage, isDeleting } = useDeleteContactMessage();
  // The dialog keeps showing its message while it animates closed.
  const [openId, setOpenId] = useState<string | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const setStatus = async (id: string, status: ContactMessageStatus) => {
    setBusyId(id);
    try {
      await updateStatus(id, status);
    } finally {
      setBusyId(null);
    }
  };

  if (error && !data) {
    return <QueryErrorState what="messages" error={error} onRetry={refetch} />;
  }
  if (loading || !data) return <SkeletonRows count={5} label="Loading messages" />;

  const messages = data.contactMessages;
  const openMessage = messages.find((message) => message.id === openId);

  const view = (id: string, status: string) => {
    setOpenId(id);
    setDialogOpen(true);
    // Spec §4: opening an unread message marks it read.
    if (status === "unread") void setStatus(id, "read");
  };

  const confirmDelete = async () => {
    if (!deleteId) return;
    setBusyId(deleteId);
    const isDeleted = await deleteMessage(deleteId);
    setBusyId(null);
    if (isDeleted) setDeleteId(null);
  };

  return (
    <>
      {messages.length === 0 ? (
        <Card>
          <EmptyState icon={<Inbox size={24} />} title="No messages yet" titleAs="p" />
        </Card>
      ) : (
        <List aria-label="Contact messages">
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              isBusy={busyId === message.id}
              onView={() => view(message.id, message.status)}
              onSetStatus={(status) => void setStatus(message.id, status)}
              onDelete={() => setDeleteId(message.id)}
            />
          ))}
        </List>
      )}

      <Dialog open={isDialogOpen && openMessage !== undefined} onOpenChange={setDialogOpen}>
        {openMessage && (
          <MessageDetailsDialogContent
            message={openMessage}
            isUpdating={isUpdating}
            onSetStatus={(status) => void setStatus(openMessage.id, status)}
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
    </>
  );
}
