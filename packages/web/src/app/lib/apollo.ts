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

export interface WorkspaceApolloClientOptions {
  /** Called once per refused session (any `UNAUTHENTICATED` answer while a token is kept). */
  onSessionExpired: () => void;
}

/**
 * The workspace's one GraphQL client (src/shared/lib/apollo.ts) with the member's token: a
 * refused session ends it (and the member signs in again); a `SERVICE_UNAVAILABLE` answer turns
 * the workspace into its maintenance notice. The onboarding checklist polls on its own while a
 * step is under way, a campaign while it sends; the pages of contacts, campaigns and recipients
 * join into one list each.
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
        },
      },
    },
  });
}

export type WorkspaceApolloClient = ReturnType<typeof createWorkspaceApolloClient>;
