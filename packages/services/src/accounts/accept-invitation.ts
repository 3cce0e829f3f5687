import { randomUUID } from "node:crypto";
import {
  ACCOUNT_MESSAGES,
  acceptInviteInputSchema,
  AppError,
  type MemberSessionView,
} from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { auditWriterFor } from "../audit/record-audit.ts";
import { hashPassword } from "../auth/password.ts";
import { hashSessionToken } from "../auth/session-token.ts";
import { validateInput } from "../validate.ts";
import type { AccountGate } from "./account-gate.ts";
import { loadMemberAccount } from "./member-account.ts";
import { openMemberSession } from "./member-sessions.ts";
import { assertPasswordUnguessable } from "./password-strength.ts";

export const ALREADY_MEMBER_MESSAGE =
  "This email address already has an Ai Zapy account. Sign in with it, or ask to be invited with another address.";

/**
 * Accepts an invitation (once, before it expires and unless revoked): creates the member with the
 * invited role, the mailed link having proved their address, and signs them in. Works while New
 * User Signup is off.
 */
export async function acceptInvitation(
  deps: { sql: Sql; gate: AccountGate },
  input: unknown,
  options: { clientAddress: string; now?: Date },
): Promise<MemberSessionView> {
  await deps.gate.assertOpen();
  const { token, fullName, password } = validateInput(acceptInviteInputSchema, input);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(password);
  const userId = randomUUID();
  const sessionToken = await deps.sql.transaction(async (tx) => {
    const [invitation] = await tx.query<{
      id: string;
      businessId: string;
      email: string;
      role: string;
      businessName: string;
    }>(
      `UPDATE invitations i SET "acceptedAt" = $2 FROM businesses b
       WHERE i."tokenHash" = $1 AND b.id = i."businessId" AND i."acceptedAt" IS NULL
         AND i."revokedAt" IS NULL AND i."expiresAt" > $2
       RETURNING i.id, i."businessId", i.email, i.role, b.name AS "businessName"`,
      [hashSessionToken(token), now],
    );
    if (!invitation) throw new AppError("invalid_link", ACCOUNT_MESSAGES.invalidLink);
    assertPasswordUnguessable(password, [invitation.email, fullName, invitation.businessName]);
    const [created] = await tx.query(
      `INSERT INTO users (id, username, password, "fullName", "emailVerifiedAt", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [userId, invitation.email, passwordHash, fullName, now],
    );
    if (!created) throw new AppError("already_member", ALREADY_MEMBER_MESSAGE);
    await tx.query(
      `INSERT INTO memberships ("userId", "businessId", role, "createdAt") VALUES ($1, $2, $3, $4)`,
      [userId, invitation.businessId, invitation.role, now],
    );
    await auditWriterFor({ type: "member", id: userId }, () => now)(tx, {
      action: "invitation_accepted",
      targetType: "business",
      targetId: invitation.businessId,
      details: `${fullName} <${invitation.email}> joined ${invitation.businessName} as ${invitation.role}`,
    });
    return openMemberSession(tx, userId, options.clientAddress, now);
  });
  return { token: sessionToken, ...(await loadMemberAccount(deps.sql, userId)) };
}
