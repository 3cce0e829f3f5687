import type { Sql } from "@aizapy/contracts";
import type { BusinessStatus } from "@aizapy/contracts";
import type { Clock } from "../clock.ts";
import { hashApiKey, isWellFormedApiKey } from "./api-key.ts";

/** A /v1 caller: a valid, unrevoked key and the business it belongs to. */
export interface ApiKeyCaller {
  apiKeyId: string;
  businessId: string;
  businessStatus: BusinessStatus;
}

export type ApiKeyCheck =
  { ok: true; caller: ApiKeyCaller } | { ok: false; reason: "missing" | "unknown" | "revoked" };

/**
 * A revocation (or a business's suspension) takes effect at once in the process that made it and
 * within this bound in every other process: a process reads the key epoch (api_key_epoch, moved
 * on by every such change) at most this long after its last read, and forgets its checks when
 * the epoch has moved.
 */
export const API_KEY_CACHE_TTL_MS = 1000;
const CACHE_MAX_ENTRIES = 10_000;
/** lastUsedAt is written at most this often per key, so a busy key costs no write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

const LOOKUP = `
  SELECT k.id AS "apiKeyId", k."businessId", k."revokedAt" IS NOT NULL AS revoked, b.status AS "businessStatus"
  FROM api_keys k JOIN businesses b ON b.id = k."businessId"
  WHERE k."keyHash" = $1`;

const EPOCH = `SELECT value::text FROM api_key_epoch`;

const TOUCH = `
  UPDATE api_keys SET "lastUsedAt" = $2
  WHERE id = $1 AND ("lastUsedAt" IS NULL OR "lastUsedAt" < $3)`;

export interface ApiKeyAuthenticator {
  authenticate(bearer: string | undefined): Promise<ApiKeyCheck>;
  /** Forgets what is cached (after a revocation or a business change in this process). */
  invalidate(): void;
}

export function createApiKeyAuthenticator(sql: Sql, clock: Clock): ApiKeyAuthenticator {
  // Each check is kept with the epoch it was made under, and holds while the epoch has not moved.
  const cache = new Map<string, { check: ApiKeyCheck; epoch: string }>();
  const lastTouched = new Map<string, number>();
  let epoch: { value: string; readAt: number } | undefined;
  let readingEpoch: Promise<string> | undefined;

  /** The epoch as read at most API_KEY_CACHE_TTL_MS ago; one read at a time. */
  const currentEpoch = (nowMs: number): Promise<string> | string => {
    if (epoch && nowMs - epoch.readAt < API_KEY_CACHE_TTL_MS) return epoch.value;
    readingEpoch ??= sql
      .query<{ value: string }>(EPOCH)
      .then(([row]) => {
        // Dated from before the read: a change committed while it ran is seen by the next one.
        epoch = { value: row!.value, readAt: nowMs };
        return epoch.value;
      })
      .finally(() => {
        readingEpoch = undefined;
      });
    return readingEpoch;
  };

  const lookup = async (keyHash: string): Promise<ApiKeyCheck> => {
    const [row] = await sql.query<{
      apiKeyId: string;
      businessId: string;
      revoked: boolean;
      businessStatus: BusinessStatus;
    }>(LOOKUP, [keyHash]);
    if (!row) return { ok: false, reason: "unknown" };
    if (row.revoked) return { ok: false, reason: "revoked" };
    return {
      ok: true,
      caller: {
        apiKeyId: row.apiKeyId,
        businessId: row.businessId,
        businessStatus: row.businessStatus,
      },
    };
  };

  const touch = (apiKeyId: string, now: Date) => {
    const last = lastTouched.get(apiKeyId) ?? 0;
    if (now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
    lastTouched.set(apiKeyId, now.getTime());
    if (lastTouched.size > CACHE_MAX_ENTRIES) lastTouched.clear();
    // Best effort: a missed update only makes "last used" a minute older.
    sql
      .query(TOUCH, [apiKeyId, now, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)])
      .catch(() => undefined);
  };

  return {
    async authenticate(bearer) {
      if (!bearer) return { ok: false, reason: "missing" };
      if (!isWellFormedApiKey(bearer)) return { ok: false, reason: "unknown" };
      const keyHash = hashApiKey(bearer);
      const now = clock.now();
      // Read before the lookup: a change that commits after it moves the epoch past this one.
      const epochNow = await currentEpoch(now.getTime());
      const cached = cache.get(keyHash);
      let check: ApiKeyCheck;
      if (cached && cached.epoch === epochNow) {
        check = cached.check;
      } else {
        check = await lookup(keyHash);
        if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
        cache.set(keyHash, { check, epoch: epochNow });
      }
      if (check.ok) touch(check.caller.apiKeyId, now);
      return check;
    },
    invalidate: () => {
      cache.clear();
      epoch = undefined;
    },
  };
}
