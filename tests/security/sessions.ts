import type { PrismaClient } from "../../packages/db/src/prisma-client.ts";
import {
  generateSessionToken,
  hashSessionToken,
} from "../../packages/services/src/auth/session-token.ts";
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from "../../packages/services/src/auth/session-policy.ts";

/**
 * A session for the admin written straight into the database, as a sign-in would leave it (no
 * password hashing, so suites can make hundreds), optionally already revoked or idle-expired.
 */
export async function issueSession(
  prisma: PrismaClient,
  adminId: string,
  state: "live" | "revoked" | "idle-expired" | "past-lifetime" = "live",
): Promise<string> {
  const token = generateSessionToken();
  const now = Date.now();
  await prisma.adminSession.create({
    data: {
      adminId,
      tokenHash: hashSessionToken(token),
      clientAddress: "127.0.0.1",
      createdAt: new Date(
        state === "past-lifetime" ? now - SESSION_ABSOLUTE_LIFETIME_MS - 60_000 : now,
      ),
      lastUsedAt: new Date(state === "idle-expired" ? now - SESSION_IDLE_TIMEOUT_MS - 60_000 : now),
      expiresAt: new Date(
        state === "past-lifetime" ? now - 60_000 : now + SESSION_ABSOLUTE_LIFETIME_MS,
      ),
      revokedAt: state === "revoked" ? new Date(now) : null,
    },
  });
  return token;
}
