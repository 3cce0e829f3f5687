import type { Sql } from "@aizapy/db";
import { createSessionCache, type SessionRow } from "./session-cache.ts";
import { SESSION_IDLE_TIMEOUT_MS } from "./session-policy.ts";

export {
  SESSION_CACHE_TTL_MS,
  SESSION_ENDED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from "./session-cache.ts";

export interface SessionAdmin {
  id: string;
  username: string;
  role: string;
  createdAt: Date;
}

export interface AuthenticatedAdmin {
  admin: SessionAdmin;
  sessionId: string;
}

interface AdminSessionRow extends SessionRow {
  username: string;
  role: string;
  adminCreatedAt: Date;
}

export const FIND_SESSION = `
  SELECT s.id, s."adminId" AS "ownerId", s."expiresAt", s."lastUsedAt", s."revokedAt",
         a.username, a.role, a."createdAt" AS "adminCreatedAt"
  FROM admin_sessions s JOIN admins a ON a.id = s."adminId"
  WHERE s."tokenHash" = $1`;

const TOUCH_SESSION = `UPDATE admin_sessions SET "lastUsedAt" = $2 WHERE id = $1 AND "revokedAt" IS NULL`;

export interface SessionStore {
  /** Resolves a bearer token to its admin, or throws UNAUTHENTICATED. Keeps the session alive. */
  authenticate(token: string | undefined, now?: Date): Promise<AuthenticatedAdmin>;
  /** Forgets cached sessions of this admin, after their sessions were revoked by this process. */
  forgetAdmin(adminId: string): void;
}

/** Admins' sessions: checked in at most one indexed query per token per second. */
export function createSessionStore(sql: Sql): SessionStore {
  const sessions = createSessionCache<AdminSessionRow>(sql, {
    find: FIND_SESSION,
    touch: TOUCH_SESSION,
    idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
  });
  return {
    async authenticate(token, now) {
      const row = await sessions.authenticate(token, now);
      return {
        sessionId: row.id,
        admin: {
          id: row.ownerId,
          username: row.username,
          role: row.role,
          createdAt: row.adminCreatedAt,
        },
      };
    },
    forgetAdmin: (adminId) => sessions.forgetOwner(adminId),
  };
}
