import type { Sql } from "@aizapy/contracts";

/**
 * A limit of `limit` events per `periodMs`, enforced with GCRA (the generic cell rate
 * algorithm): each key keeps one number, its theoretical arrival time (TAT), so a check costs one
 * upsert whatever the limit, and the upsert's row lock makes the limit exact under concurrency,
 * across every process sharing the database. A full bucket admits `limit` events at once; after
 * that one more every `periodMs / limit`.
 */
export interface RateLimitPolicy {
  /** Names the limit; keys of different policies never meet. */
  name: string;
  limit: number;
  periodMs: number;
}

export interface RateLimitState {
  allowed: boolean;
  limit: number;
  /** Events still allowed right now after this one. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until the next event would be allowed; 0 when allowed now. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts `cost` events for `key` if the policy allows them now; refused events count nothing. */
  consume(policy: RateLimitPolicy, key: string, options?: ConsumeOptions): Promise<RateLimitState>;
  /**
   * Counts one event under each (policy, key) in one statement: all or nothing. When any refuses,
   * the ones that allowed are counted too, so call it inside a transaction (`within`) that the
   * refusal rolls back.
   */
  consumeAll(
    items: readonly { policy: RateLimitPolicy; key: string }[],
    options: { now?: Date; within: Sql },
  ): Promise<RateLimitState[]>;
  /** What `consume` would answer, without counting anything. */
  peek(policy: RateLimitPolicy, key: string, options?: ConsumeOptions): Promise<RateLimitState>;
  /** Gives back `cost` events counted earlier (an attempt that turned out not to count). */
  refund(policy: RateLimitPolicy, key: string, options?: { cost?: number }): Promise<void>;
  /**
   * Refuses `key` for a whole period from `now`, and after that lets one event through per
   * interval: a lockout rather than a rate.
   */
  block(policy: RateLimitPolicy, key: string, options?: { now?: Date }): Promise<void>;
  /** Forgets everything counted for `key`. */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}

export interface ConsumeOptions {
  /** @default 1 */
  cost?: number;
  now?: Date;
  /** Counts inside this transaction (it commits or rolls back with the caller's writes). */
  within?: Sql;
}

export const CONSUME_STATEMENT = `
  INSERT INTO rate_limit_buckets AS b (policy, key, tat)
  VALUES ($1, $2, $3::float8 + $4::float8)
  ON CONFLICT (policy, key) DO UPDATE
    SET tat = GREATEST(b.tat, $3::float8) + $4::float8
    WHERE GREATEST(b.tat, $3::float8) + $4::float8 - $3::float8 <= $5::float8
  RETURNING tat`;

const READ = `SELECT tat FROM rate_limit_buckets WHERE policy = $1 AND key = $2`;

/** CONSUME_STATEMENT for `count` buckets at once, as data-modifying CTEs (one round trip). */
function consumeAllStatement(count: number): string {
  const parts = Array.from({ length: count }, (_, i) => {
    const at = 2 + i * 4;
    const [policy, key, cost, period] = [at, at + 1, at + 2, at + 3].map((n) => `$${n}`);
    return `c${i} AS (
      INSERT INTO rate_limit_buckets AS b (policy, key, tat)
      VALUES (${policy}, ${key}, $1::float8 + ${cost}::float8)
      ON CONFLICT (policy, key) DO UPDATE
        SET tat = GREATEST(b.tat, $1::float8) + ${cost}::float8
        WHERE GREATEST(b.tat, $1::float8) + ${cost}::float8 - $1::float8 <= ${period}::float8
      RETURNING tat)`;
  });
  const columns = Array.from({ length: count }, (_, i) => `(SELECT tat FROM c${i}) AS t${i}`);
  return `WITH ${parts.join(",\n")} SELECT ${columns.join(", ")}`;
}

/** Keys are caller-supplied text (addresses, usernames); a bound keeps one row small. */
const MAX_KEY_LENGTH = 200;

export function createRateLimiter(sql: Sql): RateLimiter {
  const stateAt = (
    policy: RateLimitPolicy,
    tat: number,
    nowMs: number,
    allowed: boolean,
    costMs: number,
  ): RateLimitState => {
    const interval = policy.periodMs / policy.limit;
    const used = Math.max(0, tat - nowMs);
    return {
      allowed,
      limit: policy.limit,
      remaining: Math.max(0, Math.floor((policy.periodMs - used) / interval + 1e-9)),
      resetSeconds: Math.ceil(used / 1000),
      retryAfterSeconds: allowed
        ? 0
        : Math.max(1, Math.ceil((Math.max(tat, nowMs) + costMs - policy.periodMs - nowMs) / 1000)),
    };
  };

  const keyOf = (key: string) => key.slice(0, MAX_KEY_LENGTH);

  return {
    async consume(policy, key, { cost = 1, now = new Date(), within = sql } = {}) {
      const nowMs = now.getTime();
      const costMs = (policy.periodMs / policy.limit) * cost;
      const [row] = await within.query<{ tat: number }>(CONSUME_STATEMENT, [
        policy.name,
        keyOf(key),
        nowMs,
        costMs,
        policy.periodMs,
      ]);
      if (row) return stateAt(policy, row.tat, nowMs, true, costMs);
      const [current] = await within.query<{ tat: number }>(READ, [policy.name, keyOf(key)]);
      return stateAt(policy, current?.tat ?? nowMs, nowMs, false, costMs);
    },

    async consumeAll(items, { now = new Date(), within }) {
      const nowMs = now.getTime();
      const params: unknown[] = [nowMs];
      for (const { policy, key } of items) {
        params.push(policy.name, keyOf(key), policy.periodMs / policy.limit, policy.periodMs);
      }
      const [row] = await within.query<Record<string, number | null>>(
        consumeAllStatement(items.length),
        params,
      );
      return Promise.all(
        items.map(async ({ policy, key }, i) => {
          const costMs = policy.periodMs / policy.limit;
          const tat = row?.[`t${i}`];
          if (tat !== null && tat !== undefined) return stateAt(policy, tat, nowMs, true, costMs);
          const [current] = await within.query<{ tat: number }>(READ, [policy.name, keyOf(key)]);
          return stateAt(policy, current?.tat ?? nowMs, nowMs, false, costMs);
        }),
      );
    },

    async peek(policy, key, { cost = 1, now = new Date(), within = sql } = {}) {
      const nowMs = now.getTime();
      const costMs = (policy.periodMs / policy.limit) * cost;
      const [current] = await within.query<{ tat: number }>(READ, [policy.name, keyOf(key)]);
      const tat = Math.max(current?.tat ?? nowMs, nowMs);
      const allowed = tat + costMs - nowMs <= policy.periodMs;
      return stateAt(policy, tat, nowMs, allowed, costMs);
    },

    async refund(policy, key, { cost = 1 } = {}) {
      await sql.query(
        `UPDATE rate_limit_buckets SET tat = tat - $3::float8 WHERE policy = $1 AND key = $2`,
        [policy.name, keyOf(key), (policy.periodMs / policy.limit) * cost],
      );
    },

    async block(policy, key, { now = new Date() } = {}) {
      // Allowed again when tat + interval - now <= period, i.e. from now + period on.
      const tat = now.getTime() + 2 * policy.periodMs - policy.periodMs / policy.limit;
      await sql.query(
        `INSERT INTO rate_limit_buckets AS b (policy, key, tat) VALUES ($1, $2, $3::float8)
         ON CONFLICT (policy, key) DO UPDATE SET tat = GREATEST(b.tat, EXCLUDED.tat)`,
        [policy.name, keyOf(key), tat],
      );
    },

    async reset(policy, key) {
      await sql.query(`DELETE FROM rate_limit_buckets WHERE policy = $1 AND key = $2`, [
        policy.name,
        keyOf(key),
      ]);
    },
  };
}

/**
 * A bucket whose theoretical arrival time has passed is full again, exactly as if it did not
 * exist: such rows are deleted in the background, never on the request path.
 */
export async function deleteFullBuckets(sql: Sql, now = new Date()): Promise<number> {
  const rows = await sql.query(
    `DELETE FROM rate_limit_buckets WHERE tat < $1::float8 RETURNING 1`,
    [now.getTime()],
  );
  return rows.length;
}
