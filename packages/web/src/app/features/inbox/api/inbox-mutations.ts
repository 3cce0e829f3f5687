import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const UpdateConversationMutation = graphql(`
  mutation UpdateWorkspaceConversation($id: ID!, $input: UpdateConversationInput!) {
    updateWorkspaceConversation(id: $id, input: $input) {
      ...InboxConversation_conversation
    }
  }
`);

export const ReplyToConversationMutation = graphql(`
  mutation ReplyToWorkspaceConversation($id: ID!, $input: ConversationReplyInput!) {
    replyToWorkspaceConversation(id: $id, input: $input) {
      ...InboxMessage_conversationMessage
    }
  }
`);

export const AddConversationNoteMutation = graphql(`
  mutation AddWorkspaceConversationNote($id: ID!, $text: String!) {
    addWorkspaceConversationNote(id: $id, text: $text) {
      ...InboxNote_conversationNote
    }
  }
`);

export const CreateQuickReplyMutation = graphql(`
  mutation CreateWorkspaceQuickReply($input: QuickReplyInput!) {
    createWorkspaceQuickReply(input: $input) {
      ...QuickReply_quickReply
    }
  }
`);

export const UpdateQuickReplyMutation = graphql(`
  mutation UpdateWorkspaceQuickReply($id: ID!, $input: QuickReplyInput!) {
    updateWorkspaceQuickReply(id: $id, input: $input) {
      ...QuickReply_quickReply
    }
  }
`);

export const DeleteQuickReplyMutation = graphql(`
  mutation DeleteWorkspaceQuickReply($id: ID!) {
    deleteWorkspaceQuickReply(id: $id)
  }
`);

export const SimulateInboundMutation = graphql(`
  mutation SimulateWorkspaceInbound($from: String!, $text: String!) {
    simulateWorkspaceInbound(from: $from, text: $text)
  }
`);

/** What the inbox shows again after a change of its own: the list, the counts and the thread. */
const INBOX_QUERIES = ["InboxConversations", "InboxCounts", "InboxThread"];

/** Changes a conversation (status, assignee, read); the list and counts follow. */
export function useUpdateConversation() {
  return useMutation(UpdateConversationMutation, { refetchQueries: INBOX_QUERIES });
}

/** Sends a reply (text or template) and reads the thread again with it. */
export function useReplyToConversation() {
  return useMutation(ReplyToConversationMutation, { refetchQueries: INBOX_QUERIES });
}

export function useAddConversationNote() {
  return useMutation(AddConversationNoteMutation, { refetchQueries: ["InboxThread"] });
}

/** Saved replies: each change reads the list again. */
export function useQuickReplyMutations() {
  const options = { refetchQueries: ["QuickReplies"] };
  const [create, created] = useMutation(CreateQuickReplyMutation, options);
  const [update, updated] = useMutation(UpdateQuickReplyMutation, options);
  const [remove, removed] = useMutation(DeleteQuickReplyMutation, options);
  return {
    create,
    update,
    remove,
    isSaving: created.loading || updated.loading,
    isDeleting: removed.loading,
  };
}

/** A customer's message on the sandbox; the list shows it at once. */
export function useSimulateInbound() {
  return useMutation(SimulateInboundMutation, {
    refetchQueries: ["InboxConversations", "InboxCounts"],
  });
}
