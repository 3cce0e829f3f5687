import { AppError } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-policy.ts";
import { hashSessionToken } from "./session-token.ts";

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

export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/**
 * How long a checked session is trusted without asking the database again. Bounds how late a
 * revocation made by another process takes effect here; revocations made by this process take
 * effect at once (they evict the entry).
 */
export const SESSION_CACHE_TTL_MS = 1_000;
const MAX_CACHED_SESSIONS = 10_000;

interface SessionRow {
  id: string;
  adminId: string;
  expiresAt: Date;
  lastUsedAt: Date;
  revokedAt: Date | null;
  username: string;
  role: string;
  adminCreatedAt: Date;
}

export const FIND_SESSION = `
  SELECT s.id, s."adminId", s."expiresAt", s."lastUsedAt", s."revokedAt",
         a.username, a.role, a."createdAt" AS "adminCreatedAt"
  FROM admin_sessions s JOIN admins a ON a.id = s."adminId"
  WHERE s."tokenHash" = $1`;

const TOUCH_SESSION = `UPDATE admin_sessions SET "lastUsedAt" = $2 WHERE id = $1 AND "revokedAt" IS NULL`;

interface CachedSession {
  row: SessionRow;
  checkedAt: number;
}

export interface SessionStore {
  /** Resolves a bearer token to its admin, or throws UNAUTHENTICATED. Keeps the session alive. */
  authenticate(token: string | undefined, now?: Date): Promise<AuthenticatedAdmin>;
  /** Forgets cached sessions of this admin, after their sessions were revoked by this process. */
  forgetAdmin(adminId: string): void;
}

/**
 * Session checks in at most one indexed query per token per second: a valid session is cached for
 * SESSION_CACHE_TTL_MS, and its idle clock is written back at most once a minute.
 */
export function createSessionStore(sql: Sql): SessionStore {
  const cache = new Map<string, CachedSession>();
  // Requests that arrive together for the same token share one lookup, so the cache expiring
  // under load costs one query, not one per waiting request.
  const lookups = new Map<string, Promise<SessionRow | undefined>>();
  const lookUp = (tokenHash: string) => {
    let lookup = lookups.get(tokenHash);
    if (!lookup) {
      lookup = sql
        .query<SessionRow>(FIND_SESSION, [tokenHash])
        .then(([row]) => row)
        .finally(() => lookups.delete(tokenHash));
      lookups.set(tokenHash, lookup);
    }
    return lookup;
  };

  const remember = (tokenHash: string, entry: CachedSession) => {
    cache.delete(tokenHash);
    cache.set(tokenHash, entry);
    if (cache.size > MAX_CACHED_SESSIONS) cache.delete(cache.keys().next().value!);
  };

  const isLive = (row: SessionRow, nowMs: number) =>
    row.revokedAt === null &&
    row.expiresAt.getTime() > nowMs &&
    row.lastUsedAt.getTime() + SESSION_IDLE_TIMEOUT_MS > nowMs;

  return {
    async authenticate(token, now = new Date()) {
      if (!token) throw new AppError("unauthorized", SIGN_IN_REQUIRED_MESSAGE);
      const nowMs = now.getTime();
      const tokenHash = hashSessionToken(token);
      let entry = cache.get(tokenHash);
      if (!entry || nowMs - entry.checkedAt >= SESSION_CACHE_TTL_MS) {
        const row = await lookUp(tokenHash);
        if (!row) {
          cache.delete(tokenHash);
          throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
        }
        entry = { row, checkedAt: nowMs };
        remember(tokenHash, entry);
      }
      const { row } = entry;
      if (!isLive(row, nowMs)) {
        cache.delete(tokenHash);
        throw new AppError("unauthorized", SESSION_ENDED_MESSAGE);
      }
      if (nowMs - row.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        row.lastUsedAt = now;
        await sql.query(TOUCH_SESSION, [row.id, now]);
      }
      return {
        sessionId: row.id,
        admin: {
          id: row.adminId,
          username: row.username,
          role: row.role,
          createdAt: row.adminCreatedAt,
        },
      };
    },

    forgetAdmin(adminId) {
      for (const [tokenHash, entry] of cache) {
        if (entry.row.adminId === adminId) cache.delete(tokenHash);
      }
    },
  };
}
