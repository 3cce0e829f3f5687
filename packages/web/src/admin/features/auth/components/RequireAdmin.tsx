import { useQuery } from "@apollo/client/react";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { Navigate } from "react-router-dom";
import { FullPageStatus } from "../../../../shared/components/FullPage";
import { CurrentAdminQuery } from "../../../api/get-current-admin";
import { paths } from "../../../lib/paths";
import { cacheAdmin, endSession, getToken, subscribeToSession } from "../../../lib/session";

/**
 * The admin guard: no token → the login page; a token → "Verifying
 * authentication..." while the current admin is checked; a failed check → the token is removed
 * and it is the login page again.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToSession, getToken, () => null);
  const { data, error } = useQuery(CurrentAdminQuery, { skip: !token });

  useEffect(() => {
    if (error) endSession();
  }, [error]);

  useEffect(() => {
    if (data) cacheAdmin(data.me);
  }, [data]);

  if (!token || error) return <Navigate to={paths.login} replace />;
  if (!data) return <FullPageStatus message="Verifying authentication..." />;
  return children;
}
