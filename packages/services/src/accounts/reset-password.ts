import {
  forgotPasswordInputSchema,
  LINK_LIFETIME_HOURS,
  resetPasswordInputSchema,
  type MemberSessionView,
} from "@aizapy/contracts";
import type { JobQueue, Sql } from "@aizapy/db";
import { auditWriterFor } from "../audit/record-audit.ts";
import { hashPassword } from "../auth/password.ts";
import { queueMail } from "../mail/mail.ts";
import { validateInput } from "../validate.ts";
import type { AccountGate } from "./account-gate.ts";
import { passwordResetMail } from "./account-mails.ts";
import { createAccountLink, useAccountLink } from "./account-links.ts";
import { loadMemberAccount } from "./member-account.ts";
import {
  openMemberSession,
  revokeMemberSessions,
  type MemberSessionStore,
} from "./member-sessions.ts";
import { assertPasswordUnguessable } from "./password-strength.ts";

/**
 * Mails a reset link when the address has an account. The answer is the same either way, so the
 * form cannot tell who has an account.
 */
export async function requestPasswordReset(
  deps: { sql: Sql; queue: JobQueue; gate: AccountGate; publicUrl: string },
  input: unknown,
  options: { clientAddress: string; now?: Date },
): Promise<void> {
  await deps.gate.assertOpen();
  const { email } = validateInput(forgotPasswordInputSchema, input);
  const now = options.now ?? new Date();
  if (!(await deps.gate.countResetRequest(options.clientAddress, email))) return;
  await deps.sql.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(`SELECT id FROM users WHERE username = $1`, [
      email,
    ]);
    if (!user) return;
    const link = await createAccountLink(
      tx,
      user.id,
      "reset_password",
      LINK_LIFETIME_HOURS.resetPassword,
      now,
    );
    await queueMail(tx, deps.queue, passwordResetMail(deps.publicUrl, email, link));
  });
}

/**
 * Sets a new password from a reset link (once, within the hour): every session of the member
 * ends, and the one who reset is signed in afresh. The link proves the mailbox, so the address
 * counts as verified.
 */
export async function resetPassword(
  deps: { sql: Sql; gate: AccountGate; sessions: MemberSessionStore },
  input: unknown,
  options: { clientAddress: string; now?: Date },
): Promise<MemberSessionView> {
  await deps.gate.assertOpen();
  const { token, password } = validateInput(resetPasswordInputSchema, input);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(password);
  const { userId, sessionToken } = await deps.sql.transaction(async (tx) => {
    const userId = await useAccountLink(tx, token, "reset_password", now);
    const [user] = await tx.query<{ email: string; fullName: string }>(
      `SELECT username AS email, "fullName" FROM users WHERE id = $1`,
      [userId],
    );
    assertPasswordUnguessable(password, [user!.email, user!.fullName]);
    await tx.query(
      `UPDATE users SET password = $2, "emailVerifiedAt" = COALESCE("emailVerifiedAt", $3)
       WHERE id = $1`,
      [userId, passwordHash, now],
    );
    await revokeMemberSessions(tx, userId, now);
    // Links mailed before this one can no longer be used.
    await tx.query(
      `UPDATE account_links SET "usedAt" = $2 WHERE "userId" = $1 AND kind = 'reset_password' AND "usedAt" IS NULL`,
      [userId, now],
    );
    await auditWriterFor({ type: "member", id: userId }, () => now)(tx, {
      action: "password_reset",
      targetType: "member",
      targetId: userId,
      details: `Reset the password from ${options.clientAddress}; every other session ended`,
    });
    return {
      userId,
      sessionToken: await openMemberSession(tx, userId, options.clientAddress, now),
    };
  });
  deps.sessions.forgetMember(userId);
  return { token: sessionToken, ...(await loadMemberAccount(deps.sql, userId)) };
}
