import { CombinedGraphQLErrors } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { describeRequestError } from "../../../../shared/lib/errors";
import { notifyFailure, notifySuccess } from "../../../../shared/lib/notify";
import { CurrentAdminQuery } from "../../../api/get-current-admin";
import { paths } from "../../../lib/paths";
import { startSession } from "../../../lib/session";
import { AdminLoginMutation } from "./admin-login";

export interface LoginCredentials {
  username: string;
  password: string;
}

/** The server's message; "Login failed" for a GraphQL error without one; else a generic hint. */
function loginFailureMessage(error: unknown): string {
  const { message } = describeRequestError(error);
  if (message) return message;
  if (CombinedGraphQLErrors.is(error)) return "Login failed";
  return "Invalid credentials. Please try again.";
}

/** Signs in (empty fields are refused before any call), toasts, and goes to the dashboard. */
export function useLogin() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(AdminLoginMutation);

  const signIn = async ({ username, password }: LoginCredentials) => {
    if (!username.trim() || !password) {
      notifyFailure("Missing Information", "Please enter both username and password.");
      return;
    }
    try {
      const { data } = await login({
        variables: { input: { username: username.trim(), password } },
      });
      if (!data) throw new Error("The server sent no session");
      const { token, admin } = data.adminLogin;
      // Nothing cached from an earlier session may leak into this one.
      await client.clearStore();
      startSession(token, admin);
      // The guard needs no second round trip for the admin it was just given.
      client.writeQuery({ query: CurrentAdminQuery, data: { me: admin } });
      notifySuccess("Login Successful", `Welcome back, ${admin.username}!`);
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      notifyFailure("Login Failed", loginFailureMessage(error));
    }
  };

  return { signIn, isSigningIn: loading };
}
