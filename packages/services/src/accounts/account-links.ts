import { ACCOUNT_MESSAGES, AppError } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { randomUUID } from "node:crypto";
import { generateSessionToken, hashSessionToken } from "../auth/session-token.ts";

/** What a mailed link does: verify the address it was sent to, or set a new password. */
export type AccountLinkKind = "verify_email" | "reset_password";

/** A new link's token (256 random bits, URL-safe): mailed once, stored only as its hash. */
export async function createAccountLink(
  tx: Sql,
  userId: string,
  kind: AccountLinkKind,
  lifetimeHours: number,
  now: Date,
): Promise<string> {
  const token = generateSessionToken();
  await tx.query(
    `INSERT INTO account_links (id, "userId", kind, "tokenHash", "createdAt", "expiresAt")
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      userId,
      kind,
      hashSessionToken(token),
      now,
      new Date(now.getTime() + lifetimeHours * 3_600_000),
    ],
  );
  return token;
}

/**
 * Uses a link once, in the caller's transaction: answers its member, or refuses a link that is
 * unknown, of another kind, used or expired (all alike, so a link's state cannot be probed).
 */
export async function useAccountLink(
  tx: Sql,
  token: string,
  kind: AccountLinkKind,
  now: Date,
): Promise<string> {
  const [link] = await tx.query<{ userId: string }>(
    `UPDATE account_links SET "usedAt" = $3
     WHERE "tokenHash" = $1 AND kind = $2 AND "usedAt" IS NULL AND "expiresAt" > $3
     RETURNING "userId"`,
    [hashSessionToken(token), kind, now],
  );
  if (!link) throw new AppError("invalid_link", ACCOUNT_MESSAGES.invalidLink);
  return link.userId;
}
