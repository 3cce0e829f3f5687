import {
  ApolloClient,
  ApolloLink,
  type ErrorLike,
  HttpLink,
  InMemoryCache,
  type TypePolicies,
} from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";

export interface SessionApolloClientOptions {
  /** The session's bearer token, read for every request; `null` sends none. */
  getToken: () => string | null;
  /** Every failed operation, for the area's own handlers (an expired session, maintenance). */
  onError: (error: ErrorLike, operationName: string | undefined) => void;
  /** The area's cache rules (records of which there is one per session, keyed by nothing). */
  typePolicies: TypePolicies;
}

/**
 * A signed-in area's one GraphQL client: the bearer token on every request, one interceptor for
 * failures, and the data rules of the console and the workspace alike: results are cache-first,
 * never stale by time, with no polling and no retry link (a screen that must measure again asks
 * on its own).
 */
export function createSessionApolloClient({
  getToken,
  onError,
  typePolicies,
}: SessionApolloClientOptions) {
  const authLink = new ApolloLink((operation, forward) => {
    const token = getToken();
    if (token) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });

  const errorLink = new ErrorLink(({ error, operation }) =>
    onError(error, operation.operationName),
  );

  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      authLink,
      // A JSON body with a JSON content type also satisfies Apollo Server's CSRF prevention.
      new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
    ]),
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first" },
      query: { fetchPolicy: "cache-first" },
    },
  });
}
