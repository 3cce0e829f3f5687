import { AppError } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { SESSION_TOUCH_INTERVAL_MS } from "./session-policy.ts";
import { hashSessionToken } from "./session-token.ts";

export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/**
 * How long a checked session is trusted without asking the database again. Bounds how late a
 * revocation made by another process takes effect here; revocations made by this process take
 * effect at once (they evict the entry).
 */
export const SESSION_CACHE_TTL_MS = 1_000;
const MAX_CACHED_SESSIONS = 10_000;

/** The columns every kind of session has, as its lookup answers them. */
export interface SessionRow {
  id: string;
  /** Whose session it is: the admin or the member. */
  ownerId: string;
  expiresAt: Date;
  lastUsedAt: Date;
  revokedAt: Date | null;
}

/** A kind of session (an admin's, a member's): how it is found and kept alive. */
export interface SessionKind {
  /** Finds the session by its token's hash ($1), with what identifies its owner. */
  find: string;
  /** Sets lastUsedAt ($2) of session $1. */
  touch: string;
  idleTimeoutMs: number;
}

export interface SessionCache<Row extends SessionRow> {
  /** The live session of a bearer token, or throws UNAUTHENTICATED. Keeps the session alive. */
  authenticate(token: string | undefined, now?: Date): Promise<Row>;
  /** Forgets cached sessions of this owner, after their sessions were revoked by this process. */
  forgetOwner(ownerId: string): void;
}

interface CachedSession<Row> {
  row: Row;
  checkedAt: number;
}

/**
 * Session checks in at most one indexed query per token per second: a valid session is cached for
 * SESSION_CACHE_TTL_MS, and its idle clock is written back at most once a minute.
 */
export function createSessionCache<Row extends SessionRow>(
  sql: Sql,
  kind: SessionKind,
): SessionCache<Row> {
  const cache = new Map<string, CachedSession<Row>>();
  // Requests that arrive together for the same token share one lookup, so the cache expiring
  // under load costs one query, not one per waiting request.
  const lookups = new Map<string, Promise<Row | undefined>>();
  const lookUp = (tokenHash: string) => {
    let lookup = lookups.get(tokenHash);
    if (!lookup) {
      lookup = sql
        .query<Row>(kind.find, [tokenHash])
        .then(([row]) => row)
        .finally(() => lookups.delete(tokenHash));
      lookups.set(tokenHash, lookup);
    }
    return lookup;
  };

  const remember = (tokenHash: string, entry: CachedSession<Row>) => {
    cache.delete(tokenHash);
    cache.set(tokenHash, entry);
    if (cache.size > MAX_CACHED_SESSIONS) cache.delete(cache.keys().next().value!);
  };

  const isLive = (row: Row, nowMs: number) =>
    row.revokedAt === null &&
    row.expiresAt.getTime() > nowMs &&
    row.lastUsedAt.getTime() + kind.idleTimeoutMs > nowMs;

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
        await sql.query(kind.touch, [row.id, now]);
      }
      return row;
    },

    forgetOwner(ownerId) {
      for (const [tokenHash, entry] of cache) {
        if (entry.row.ownerId === ownerId) cache.delete(tokenHash);
      }
    },
  };
}
