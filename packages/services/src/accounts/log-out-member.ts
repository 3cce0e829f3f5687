import type { Sql } from "@aizapy/db";
import { auditWriterFor } from "../audit/record-audit.ts";
import type { AuthenticatedMember, MemberSessionStore } from "./member-sessions.ts";

/** Ends the caller's session: its token stops working at once, in every process. */
export async function logOutMember(
  deps: { sql: Sql; sessions: MemberSessionStore },
  auth: AuthenticatedMember,
  now = new Date(),
): Promise<void> {
  await deps.sql.transaction(async (tx) => {
    await tx.query(`UPDATE member_sessions SET "revokedAt" = $2 WHERE id = $1`, [
      auth.sessionId,
      now,
    ]);
    await auditWriterFor({ type: "member", id: auth.user.id }, () => now)(tx, {
      action: "member_logout",
      targetType: "member",
      targetId: auth.user.id,
      details: "Signed out",
    });
  });
  deps.sessions.forgetMember(auth.user.id);
}
