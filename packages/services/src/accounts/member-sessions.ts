import type { MemberRole, MemberUserView } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { randomUUID } from "node:crypto";
import { createSessionCache, type SessionRow } from "../auth/session-cache.ts";
import { generateSessionToken, hashSessionToken } from "../auth/session-token.ts";

/** A member's session ends after this long without a request… */
export const MEMBER_SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const MEMBER_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Members' tokens start with this, admins' never do: a transport tells them apart without a
 * lookup in the wrong table.
 */
export const MEMBER_TOKEN_PREFIX = "azm_";

export const isMemberToken = (token: string | undefined): boolean =>
  token?.startsWith(MEMBER_TOKEN_PREFIX) ?? false;

/** A signed-in member: who they are, their business and their role in it. */
export interface AuthenticatedMember {
  sessionId: string;
  user: MemberUserView;
  businessId: string;
  role: MemberRole;
}

interface MemberSessionRow extends SessionRow {
  fullName: string;
  email: string;
  emailVerified: boolean;
  businessId: string;
  role: MemberRole;
}

// A member without a membership (removed from their business) has no live session.
export const FIND_MEMBER_SESSION = `
  SELECT s.id, s."userId" AS "ownerId", s."expiresAt", s."lastUsedAt", s."revokedAt",
         u."fullName", u.username AS email, u."emailVerifiedAt" IS NOT NULL AS "emailVerified",
         m."businessId", m.role
  FROM member_sessions s
  JOIN users u ON u.id = s."userId"
  JOIN memberships m ON m."userId" = s."userId"
  WHERE s."tokenHash" = $1`;

const TOUCH_MEMBER_SESSION = `
  UPDATE member_sessions SET "lastUsedAt" = $2 WHERE id = $1 AND "revokedAt" IS NULL`;

export interface MemberSessionStore {
  /** Resolves a bearer token to its member, or throws UNAUTHENTICATED. Keeps the session alive. */
  authenticate(token: string | undefined, now?: Date): Promise<AuthenticatedMember>;
  /** Forgets cached sessions of this member, after their sessions were revoked by this process. */
  forgetMember(userId: string): void;
}

/** Members' sessions: checked in at most one indexed query per token per second. */
export function createMemberSessionStore(sql: Sql): MemberSessionStore {
  const sessions = createSessionCache<MemberSessionRow>(sql, {
    find: FIND_MEMBER_SESSION,
    touch: TOUCH_MEMBER_SESSION,
    idleTimeoutMs: MEMBER_SESSION_IDLE_TIMEOUT_MS,
  });
  return {
    async authenticate(token, now) {
      const row = await sessions.authenticate(token, now);
      return {
        sessionId: row.id,
        user: {
          id: row.ownerId,
          fullName: row.fullName,
          email: row.email,
          emailVerified: row.emailVerified,
        },
        businessId: row.businessId,
        role: row.role,
      };
    },
    forgetMember: (userId) => sessions.forgetOwner(userId),
  };
}

/** Opens a session for a member in the caller's transaction; answers its token (shown once). */
export async function openMemberSession(
  tx: Sql,
  userId: string,
  clientAddress: string,
  now: Date,
): Promise<string> {
  const token = `${MEMBER_TOKEN_PREFIX}${generateSessionToken()}`;
  await tx.query(
    `INSERT INTO member_sessions (id, "userId", "tokenHash", "createdAt", "lastUsedAt", "expiresAt", "clientAddress")
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [
      randomUUID(),
      userId,
      hashSessionToken(token),
      now,
      new Date(now.getTime() + MEMBER_SESSION_LIFETIME_MS),
      clientAddress,
    ],
  );
  await tx.query(`UPDATE users SET "lastSignInAt" = $2 WHERE id = $1`, [userId, now]);
  return token;
}

/** Ends every session of a member (but `keep`), in the caller's transaction. */
export async function revokeMemberSessions(
  tx: Sql,
  userId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  await tx.query(
    `UPDATE member_sessions SET "revokedAt" = $2
     WHERE "userId" = $1 AND "revokedAt" IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [userId, now, keep ?? null],
  );
}

/** A member's sign-in addresses since a time: what makes an address familiar to them. */
export const memberSignInAddresses =
  (sql: Sql) =>
  async (email: string, since: Date): Promise<string[]> =>
    (
      await sql.query<{ address: string }>(
        `SELECT DISTINCT s."clientAddress" AS address
         FROM member_sessions s JOIN users u ON u.id = s."userId"
         WHERE u.username = $1 AND s."createdAt" > $2 AND s."clientAddress" IS NOT NULL`,
        [email, since],
      )
    ).map((row) => row.address);
