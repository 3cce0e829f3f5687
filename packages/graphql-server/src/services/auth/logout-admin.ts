import type { PrismaClient } from "../../db/prisma-client.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { AuthenticatedAdmin } from "./authenticate-admin.ts";

/** Ends the caller's session: its token stops working at once. */
export async function logoutAdmin(
  prisma: PrismaClient,
  auth: AuthenticatedAdmin,
  now = new Date(),
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.adminSession.update({ where: { id: auth.sessionId }, data: { revokedAt: now } });
    await recordAudit(
      tx,
      { type: "admin", id: auth.admin.id },
      { action: "logout", targetType: "admin", targetId: auth.admin.id, details: "Signed out" },
      now,
    );
  });
}
