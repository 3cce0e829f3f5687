import { useQuery } from "@apollo/client/react";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { FullPageStatus } from "../../../../shared/components/FullPage";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { isServiceUnavailable, isUnauthenticated } from "../../../../shared/lib/errors";
import { WorkspaceAccountQuery } from "../../../api/workspace-account";
import { endSession, getToken, goToLogin, subscribeToSession } from "../../../lib/session";
import * as styles from "./RequireMember.css";

/**
 * The workspace's guard: no token → the public sign-in page; a token → "Opening your
 * workspace..." while the member and their business load; a refused token → it is forgotten and
 * it is the sign-in page again. Maintenance is the workspace root's (a full-page notice).
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToSession, getToken, () => null);
  const { data, error, refetch } = useQuery(WorkspaceAccountQuery, { skip: !token });
  const refused = Boolean(error && isUnauthenticated(error));

  useEffect(() => {
    if (refused) endSession();
  }, [refused]);

  useEffect(() => {
    if (!token) goToLogin();
  }, [token]);

  if (!token || refused) return <FullPageStatus message="Taking you to the sign-in page..." />;
  if (data) return children;
  if (error && !isServiceUnavailable(error)) {
    return (
      <main className={styles.page}>
        <QueryErrorState what="your workspace" error={error} onRetry={refetch} />
      </main>
    );
  }
  return <FullPageStatus message="Opening your workspace..." />;
}
