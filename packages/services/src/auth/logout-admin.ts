import type { PrismaClient } from "@aizapy/db";
import { recordAudit } from "../audit/record-audit.ts";
import type { AuthenticatedAdmin, SessionStore } from "./session-store.ts";

/** Ends the caller's session: its token stops working at once, in every process. */
export async function logoutAdmin(
  deps: { prisma: PrismaClient; sessions: SessionStore },
  auth: AuthenticatedAdmin,
  now = new Date(),
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await tx.adminSession.update({ where: { id: auth.sessionId }, data: { revokedAt: now } });
    await recordAudit(
      tx,
      { type: "admin", id: auth.admin.id },
      { action: "logout", targetType: "admin", targetId: auth.admin.id, details: "Signed out" },
      now,
    );
  });
  deps.sessions.forgetAdmin(auth.admin.id);
}
