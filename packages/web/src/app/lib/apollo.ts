import { createSessionApolloClient } from "../../shared/lib/apollo";
import {
  describeRequestError,
  isServiceUnavailable,
  isUnauthenticated,
} from "../../shared/lib/errors";
import { reportMaintenance } from "./maintenance";
import { getToken } from "./session";

interface CursorPageShape {
  items: readonly unknown[];
  nextCursor: string | null;
}

/** "Load more" asks for the page after a cursor: it is appended to the same list. */
const appendPages = (keyArgs: string[]) => ({
  keyArgs,
  merge: (
    existing: CursorPageShape | undefined,
    incoming: CursorPageShape,
    { args }: { args: Record<string, unknown> | null },
  ) =>
    existing && args?.cursor
      ? { ...incoming, items: [...existing.items, ...incoming.items] }
      : incoming,
});

/**
 * A list read again while on screen (the inbox's conversations, a conversation's messages): a
 * page after a cursor is appended; the first page read again replaces what it covers, and the
 * older pages loaded after it stay, so a live update never takes away what "Load more" showed.
 */
const livePages = (keyArgs: string[]) => ({
  keyArgs,
  merge: (
    existing: CursorPageShape | undefined,
    incoming: CursorPageShape,
    {
      args,
      readField,
    }: {
      args: Record<string, unknown> | null;
      readField: (fieldName: string, from: never) => unknown;
    },
  ) => {
    if (!existing) return incoming;
    const idOf = (item: unknown) => readField("id", item as never);
    const incomingIds = new Set(incoming.items.map(idOf));
    if (args?.cursor) {
      return {
        ...incoming,
        items: [
          ...existing.items.filter((item) => !incomingIds.has(idOf(item))),
          ...incoming.items,
        ],
      };
    }
    const last = incoming.items.at(-1);
    if (last === undefined || incoming.nextCursor === null) return incoming;
    const lastIndex = existing.items.findIndex((item) => idOf(item) === idOf(last));
    const older = lastIndex === -1 ? [] : existing.items.slice(lastIndex + 1);
    const kept = older.filter((item) => !incomingIds.has(idOf(item)));
    return kept.length === 0
      ? incoming
      : { items: [...incoming.items, ...kept], nextCursor: existing.nextCursor };
  },
});

export interface WorkspaceApolloClientOptions {
  /** Called once per refused session (any `UNAUTHENTICATED` answer while a token is kept). */
  onSessionExpired: () => void;
}

/**
 * The workspace's one GraphQL client (src/shared/lib/apollo.ts) with the member's token: a
 * refused session ends it (and the member signs in again); a `SERVICE_UNAVAILABLE` answer turns
 * the workspace into its maintenance notice. The onboarding checklist polls on its own while a
 * step is under way, a campaign while it sends; the pages of contacts, campaigns and recipients
 * join into one list each, as do the inbox's conversations and a conversation's messages.
 */
export function createWorkspaceApolloClient({ onSessionExpired }: WorkspaceApolloClientOptions) {
  return createSessionApolloClient({
    getToken,
    onError: (error) => {
      // Only the first failure of a session acts; the token is gone for the ones after it.
      if (isUnauthenticated(error) && getToken()) onSessionExpired();
      else if (isServiceUnavailable(error)) {
        const { message, retryAfterSeconds } = describeRequestError(error);
        reportMaintenance(message, retryAfterSeconds);
      }
    },
    typePolicies: {
      // One of each per session: who is signed in, and the business's first steps.
      MemberAccount: { keyFields: [] },
      Onboarding: { keyFields: [] },
      WorkspaceSettings: { keyFields: [] },
      Query: {
        fields: {
          workspaceContacts: appendPages(["tag", "q", "consent", "segmentId", "limit"]),
          workspaceCampaigns: appendPages(["limit"]),
          workspaceCampaignRecipients: appendPages(["id", "status", "limit"]),
          workspaceConversations: livePages(["view", "status", "assignee", "tag", "q"]),
          workspaceConversationMessages: livePages(["id"]),
        },
      },
    },
  });
}

export type WorkspaceApolloClient = ReturnType<typeof createWorkspaceApolloClient>;
