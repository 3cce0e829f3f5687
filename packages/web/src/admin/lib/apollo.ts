import { createSessionApolloClient } from "../../shared/lib/apollo";
import { isUnauthenticated } from "../../shared/lib/errors";
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
 * The console's one GraphQL client (src/shared/lib/apollo.ts): an expired session ends it. The
 * system status, a measurement rather than data, is measured again on its own
 * (docs/decisions/0024).
 */
export function createAdminApolloClient({ onSessionExpired }: AdminApolloClientOptions) {
  return createSessionApolloClient({
    getToken,
    onError: (error, operationName) => {
      if (SESSIONLESS_OPERATIONS.has(operationName ?? "")) return;
      // Only the first failure of a session acts; the token is gone for the ones after it.
      if (isUnauthenticated(error) && getToken()) onSessionExpired();
    },
    typePolicies: {
      // One settings record for the whole platform: the mutation's answer replaces it.
      PlatformSettings: { keyFields: [] },
    },
  });
}

export type AdminApolloClient = ReturnType<typeof createAdminApolloClient>;
