import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { isUnauthenticated } from "./errors";
import { getToken } from "./session";

/**
 * Operations that run without a session, or end it: an `UNAUTHENTICATED` answer to them is
 * their own outcome (wrong credentials, already signed out), not an expired session.
 */
const SESSIONLESS_OPERATIONS = new Set(["AdminLogin", "AdminLogout"]);

export interface AdminApolloClientOptions {
  /** Called once per expired or revoked session (any `UNAUTHENTICATED` answer). */
  onSessionExpired: () => void;
}

/**
 * The console's one GraphQL client: the bearer token on every request, one interceptor for
 * expired sessions, and the console's data rules — results never go stale by time (cache-first),
 * no polling, no refetch on focus (Apollo has none), and no retry link. The system status, a
 * measurement rather than data, is measured again on its own (docs/decisions/0024).
 */
export function createAdminApolloClient({ onSessionExpired }: AdminApolloClientOptions) {
  const authLink = new ApolloLink((operation, forward) => {
    const token = getToken();
    if (token) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });

  const sessionLink = new ErrorLink(({ error, operation }) => {
    if (SESSIONLESS_OPERATIONS.has(operation.operationName ?? "")) return;
    // Only the first failure of a session acts; the token is gone for the ones after it.
    if (isUnauthenticated(error) && getToken()) onSessionExpired();
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
        // One settings record for the whole platform: the mutation's answer replaces it.
        PlatformSettings: { keyFields: [] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first" },
      query: { fetchPolicy: "cache-first" },
    },
  });
}

export type AdminApolloClient = ReturnType<typeof createAdminApolloClient>;
