import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { RouterProvider } from "react-router-dom";
import { isServiceUnavailable } from "../../shared/lib/errors";
import { MaintenanceNotice } from "../components/MaintenanceNotice";
import { clearMaintenance, getMaintenance, subscribeToMaintenance } from "../lib/maintenance";
import { signOut } from "../lib/session";
import { type WorkspaceRouter } from "./router";

/** Never wait less than this, or more, before trying again on our own. */
const AUTO_RETRY_SECONDS = { min: 10, max: 300 };

/**
 * The workspace, or, while the platform answers that it is closed (Maintenance Mode), a full-page
 * notice instead: it tries again when the server said to, or when the member asks, and the
 * workspace comes back (its screens loading afresh) once the server answers.
 */
export function WorkspaceRoot({ router }: { router: WorkspaceRouter }) {
  const client = useApolloClient();
  const maintenance = useSyncExternalStore(subscribeToMaintenance, getMaintenance, getMaintenance);
  const [isRetrying, setRetrying] = useState(false);
  const [isStillClosed, setStillClosed] = useState(false);

  const retry = useCallback(async () => {
    setRetrying(true);
    setStillClosed(false);
    try {
      // Loaded when needed: the typed operations stay out of the workspace's first load.
      const { WorkspaceAccountQuery } = await import("../api/workspace-account");
      await client.query({ query: WorkspaceAccountQuery, fetchPolicy: "network-only" });
      clearMaintenance();
    } catch (error) {
      // Anything but maintenance is for the screens to show (or the sign-in page, for a session).
      if (isServiceUnavailable(error)) setStillClosed(true);
      else clearMaintenance();
    } finally {
      setRetrying(false);
    }
  }, [client]);

  useEffect(() => {
    if (!maintenance) return;
    const seconds = Math.min(
      Math.max(maintenance.retryAfterSeconds ?? AUTO_RETRY_SECONDS.max, AUTO_RETRY_SECONDS.min),
      AUTO_RETRY_SECONDS.max,
    );
    const timer = setTimeout(() => void retry(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [maintenance, retry]);

  if (maintenance) {
    return (
      <MaintenanceNotice
        message={maintenance.message}
        retryAfterSeconds={maintenance.retryAfterSeconds}
        onRetry={() => void retry()}
        retrying={isRetrying}
        stillClosed={isStillClosed}
        onSignOut={() => void signOut()}
      />
    );
  }
  return <RouterProvider router={router} />;
}
