import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { describeRequestError, isServiceUnavailable, isUnauthenticated } from "./errors";
import { reportMaintenance } from "./maintenance";
import { getToken } from "./session";

export interface WorkspaceApolloClientOptions {
  /** Called once per refused session (any `UNAUTHENTICATED` answer while a token is kept). */
  onSessionExpired: () => void;
}

/**
 * The workspace's one GraphQL client: the member's bearer token on every request; a refused
 * session ends it (and the member signs in again); a `SERVICE_UNAVAILABLE` answer turns the
 * workspace into its maintenance notice. Results are cache-first; the onboarding checklist polls
 * on its own while a step is under way.
 */
export function createWorkspaceApolloClient({ onSessionExpired }: WorkspaceApolloClientOptions) {
  const authLink = new ApolloLink((operation, forward) => {
    const token = getToken();
    if (token) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });

  const sessionLink = new ErrorLink(({ error }) => {
    // Only the first failure of a session acts; the token is gone for the ones after it.
    if (isUnauthenticated(error) && getToken()) onSessionExpired();
    else if (isServiceUnavailable(error)) {
      const { message, retryAfterSeconds } = describeRequestError(error);
      reportMaintenance(message, retryAfterSeconds);
    }
  });

  return new ApolloClient({
    link: ApolloLink.from([
      sessionLink,
      authLink,
      // A JSON body with a JSON content type also satisfies Apollo Server's CSRF prevention.
      new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        // One of each per session: who is signed in, and the business's first steps.
        MemberAccount: { keyFields: [] },
        Onboarding: { keyFields: [] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first" },
      query: { fetchPolicy: "cache-first" },
    },
  });
}

export type WorkspaceApolloClient = ReturnType<typeof createWorkspaceApolloClient>;
