import type { Admin, Db } from "../../db/prisma-client.ts";
import { AppError, AppErrorCode } from "../../errors/app-error.ts";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-policy.ts";
import { hashSessionToken } from "./session-token.ts";

export interface AuthenticatedAdmin {
  admin: Admin;
  sessionId: string;
}

export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/** Resolves a bearer token to its admin, or throws UNAUTHENTICATED. Keeps the session alive. */
export async function authenticateAdmin(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<AuthenticatedAdmin> {
  if (!token) throw new AppError(AppErrorCode.Unauthenticated, SIGN_IN_REQUIRED_MESSAGE);
  const session = await db.adminSession.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    include: { admin: true },
  });
  const isLive =
    session !== null &&
    session.revokedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    session.lastUsedAt.getTime() + SESSION_IDLE_TIMEOUT_MS > now.getTime();
  if (!isLive) throw new AppError(AppErrorCode.Unauthenticated, SESSION_ENDED_MESSAGE);

  if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.adminSession.updateMany({
      where: { id: session.id, revokedAt: null },
      data: { lastUsedAt: now },
    });
  }
  return { admin: session.admin, sessionId: session.id };
}
