import {
  Button,
  Dialog,
  DialogContent,
  DialogTrigger,
  Heading,
  IconButton,
  Inline,
  List,
  ListRow,
  Stack,
  Text,
  TextArea,
  TextField,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { MessageSquareText, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notifySuccess } from "../../../../shared/lib/notify";
import { type QuickReply_QuickReplyFragment } from "../../../gql/graphql";
import { showFormError } from "../../../lib/form-errors";
import { notifyRequestFailure } from "../../../lib/notify";
import { QuickRepliesQuery } from "../api/inbox";
import { useQuickReplyMutations } from "../api/inbox-mutations";

interface SavedReplyValues {
  shortcut: string;
  text: string;
}

const EMPTY: SavedReplyValues = { shortcut: "", text: "" };

/** The team's saved replies: added, changed and deleted here, inserted in a reply with "/". */
export function SavedRepliesDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>
        <Button variant="secondary" size="small" iconStart={<MessageSquareText size={16} />}>
          Saved replies
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Saved replies"
        description="Type / and a shortcut at the start of a message to insert one. Every member of the team uses them."
        size="large"
      >
        {open && <SavedReplies />}
      </DialogContent>
    </Dialog>
  );
}

function SavedReplies() {
  const { data } = useQuery(QuickRepliesQuery);
  const replies = data?.workspaceQuickReplies ?? [];
  const { create, update, remove, isSaving, isDeleting } = useQuickReplyMutations();
  const [editing, setEditing] = useState<QuickReply_QuickReplyFragment | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SavedReplyValues>({ defaultValues: EMPTY });

  const startEditing = (reply: QuickReply_QuickReplyFragment | null) => {
    setEditing(reply);
    reset(reply ? { shortcut: reply.shortcut, text: reply.text } : EMPTY);
  };

  const save = async (values: SavedReplyValues) => {
    const input = { shortcut: values.shortcut.trim().replace(/^\//, ""), text: values.text };
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      notifySuccess(
        editing ? "Saved reply changed" : "Saved reply added",
        `/${input.shortcut.toLowerCase()}`,
      );
      startEditing(null);
    } catch (error) {
      showFormError(error, setError, ["shortcut", "text"], {
        title: "Couldn't save the reply",
        fallback: "Check your connection and try again.",
      });
    }
  };

  const deleteReply = async (reply: QuickReply_QuickReplyFragment) => {
    try {
      await remove({ variables: { id: reply.id } });
      if (editing?.id === reply.id) startEditing(null);
      notifySuccess("Saved reply deleted", `/${reply.shortcut}`);
    } catch (error) {
      notifyRequestFailure(
        "Couldn't delete the reply",
        error,
        "Check your connection and try again.",
      );
    }
  };

  return (
    <Stack space="large">
      {replies.length === 0 ? (
        <Text tone="secondary">No saved replies yet.</Text>
      ) : (
        <List aria-label="Saved replies">
          {replies.map((reply) => (
            <ListRow
              key={reply.id}
              titleAs="h3"
              title={<span translate="no">/{reply.shortcut}</span>}
              description={reply.text}
              actions={
                <Inline space="xsmall">
                  <IconButton
                    label={`Edit /${reply.shortcut}`}
                    icon={<Pencil size={16} />}
                    size="small"
                    onClick={() => startEditing(reply)}
                  />
                  <IconButton
                    label={`Delete /${reply.shortcut}`}
                    icon={<Trash2 size={16} />}
                    size="small"
                    variant="destructive"
                    disabled={isDeleting}
                    onClick={() => void deleteReply(reply)}
                  />
                </Inline>
              }
            />
          ))}
        </List>
      )}
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
        <Stack space="medium">
          <Heading level={4} as="h3">
            {editing ? `Change /${editing.shortcut}` : "Add a saved reply"}
          </Heading>
          <TextField
            label="Shortcut"
            hint="Lowercase letters, digits, - or _ (e.g. thanks)"
            autoComplete="off"
            error={errors.shortcut?.message}
            {...register("shortcut", { required: "Give the reply a shortcut" })}
          />
          <TextArea
            label="Reply"
            rows={3}
            error={errors.text?.message}
            {...register("text", { required: "Write the reply" })}
          />
          <Inline space="small" align="right">
            {editing && (
              <Button variant="ghost" onClick={() => startEditing(null)}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={isSaving} loadingText="Saving...">
              {editing ? "Save changes" : "Add saved reply"}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
