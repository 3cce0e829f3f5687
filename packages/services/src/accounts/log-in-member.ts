import {
  ACCOUNT_MESSAGES,
  AppError,
  memberLoginInputSchema,
  type MemberSessionView,
} from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { auditWriterFor } from "../audit/record-audit.ts";
import type { LoginProtection } from "../auth/login-protection.ts";
import { verifyAgainstDecoy, verifyPassword } from "../auth/password.ts";
import { validateInput } from "../validate.ts";
import type { AccountGate } from "./account-gate.ts";
import { loadMemberAccount } from "./member-account.ts";
import { openMemberSession } from "./member-sessions.ts";

/**
 * Signs a member in. An unknown email and a wrong password get the same answer after the same
 * work; attempts are limited by LoginProtection. A suspended business's members still sign in, to
 * see why.
 */
export async function logInMember(
  deps: { sql: Sql; gate: AccountGate; loginProtection: LoginProtection },
  input: unknown,
  options: { clientAddress: string; now?: Date },
): Promise<MemberSessionView> {
  const { sql, loginProtection } = deps;
  await deps.gate.assertOpen();
  const { email, password } = validateInput(memberLoginInputSchema, input);
  const now = options.now ?? new Date();
  const attempt = await loginProtection.reserveSignIn(email, options.clientAddress);
  const [user] = await sql.query<{ id: string; password: string }>(
    `SELECT u.id, u.password FROM users u JOIN memberships m ON m."userId" = u.id
     WHERE u.username = $1`,
    [email],
  );
  const isValid = user
    ? await verifyPassword(user.password, password)
    : await verifyAgainstDecoy(password);
  if (!user || !isValid) {
    await attempt.failed();
    await auditWriterFor({ type: "anonymous", id: options.clientAddress }, () => now)(sql, {
      action: "member_login_failed",
      ...(user ? { targetType: "member", targetId: user.id } : {}),
      details: `Failed sign-in as '${email}' from ${options.clientAddress}`,
    });
    throw new AppError("unauthorized", ACCOUNT_MESSAGES.invalidCredentials);
  }
  const token = await sql.transaction(async (tx) => {
    await auditWriterFor({ type: "member", id: user.id }, () => now)(tx, {
      action: "member_login",
      targetType: "member",
      targetId: user.id,
      details: `Signed in from ${options.clientAddress}`,
    });
    return openMemberSession(tx, user.id, options.clientAddress, now);
  });
  await attempt.succeeded();
  return { token, ...(await loadMemberAccount(sql, user.id)) };
}
