import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../lib/paths";
import { endSession } from "../../../lib/session";
import { AdminLogoutMutation } from "./admin-logout";

/** Ends the session on the server, then always in the browser, and goes to the login page. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(AdminLogoutMutation);

  return async () => {
    try {
      await logout();
    } catch {
      // Logging out goes to the login page even when the call fails.
    }
    endSession();
    await navigate(paths.login, { replace: true });
    await client.clearStore();
  };
}
