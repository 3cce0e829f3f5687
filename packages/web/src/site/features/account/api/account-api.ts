import type {
  AcceptInviteInput,
  MemberLoginInput,
  MemberSessionView,
  ResetPasswordInput,
  SignupInput,
} from "@aizapy/contracts";
import { postJson } from "../../../lib/api-request";

// The account endpoints of the server's REST API. Each throws an `ApiRequestError` when the
// request is refused or cannot be sent.

/** Creates the account and its business; answers with a new session (201). */
export function signUp(input: SignupInput): Promise<MemberSessionView> {
  return postJson("/api/auth/signup", input);
}

export function signIn(input: MemberLoginInput): Promise<MemberSessionView> {
  return postJson("/api/auth/login", input);
}

/** Always accepted (202), whether or not an account has that address. */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await postJson("/api/auth/forgot-password", input);
}

export function resetPassword(input: ResetPasswordInput): Promise<MemberSessionView> {
  return postJson("/api/auth/reset-password", input);
}

export function verifyEmail(input: {
  token: string;
}): Promise<{ email: string; emailVerified: true }> {
  return postJson("/api/auth/verify-email", input);
}

export function acceptInvite(input: AcceptInviteInput): Promise<MemberSessionView> {
  return postJson("/api/auth/accept-invite", input);
}
