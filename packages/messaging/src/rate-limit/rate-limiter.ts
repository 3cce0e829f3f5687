import type { Sql } from "@aizapy/contracts";
import type { Clock } from "../clock.ts";

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
   * Counts one event under each (policy, key) in one statement: all or nothing. Each (policy,
   * key) may appear once: one statement counts a bucket once. When any refuses, the ones that
   * allowed are counted too, so call it inside a transaction (`within`) that the refusal rolls
   * back.
   */
  consumeAll(
    items: readonly { policy: RateLimitPolicy; key: string }[],
    options: { now?: Date; within: Sql },
  ): Promise<RateLimitState[]>;
  /**
   * consumeAll, and in the same statement (one round trip) what the caller does next:
   * `alongside.query` answers at most one row (its columns null when none), its parameters
   * numbered from $1. It may be a write with RETURNING: it then happens whatever the limits
   * answer, and a refusal's rollback undoes it with the counts. It may read `all_counted`, which
   * has a row when every limit counted. `alongside.with`: more CTEs, after `all_counted` and
   * before the query (so each may read the ones before it): a write there need not answer a row.
   * `alongside.before`: CTEs before the counting, which an item's `when` names: that limit is
   * only counted when the named CTE has a row (a check the caller's write depends on), and is
   * otherwise `skipped`, answered as `peek` would.
   *
   * `inTurn`: each limit is counted only when the ones before it were, so a refusal leaves those
   * after it untouched (and reports them refused too); a write that only happens when
   * `all_counted` has a row then needs no transaction to undo it. Only the limits before the
   * refusing one stay counted: put the one that refuses most often first.
   *
   * `keepsPartialCounts`: no transaction and not in turn; when one limit refuses, those that
   * counted stay counted (`counted` says which), and the caller gives back (`refund`) what it must.
   */
  consumeAllAlongside<Row>(
    items: readonly AlongsideItem[],
    alongside: Alongside,
    options: AlongsideOptions,
  ): Promise<{ states: RateLimitState[]; counted: boolean[]; row: Row }>;
  /** What `consume` would answer, without counting anything. */
  peek(policy: RateLimitPolicy, key: string, options?: ConsumeOptions): Promise<RateLimitState>;
  /**
   * Gives back `cost` events counted earlier (an attempt that turned out not to count); answers
   * the bucket as it stands after.
   */
  refund(
    policy: RateLimitPolicy,
    key: string,
    options?: { cost?: number; now?: Date },
  ): Promise<RateLimitState>;
  /**
   * Refuses `key` for a whole period from `now`, and after that lets one event through per
   * interval: a lockout rather than a rate.
   */
  block(policy: RateLimitPolicy, key: string, options?: { now?: Date }): Promise<void>;
  /** Forgets everything counted for `key`. */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}

/** What a caller does in the statement that counts its limits (see consumeAllAlongside). */
export interface Alongside {
  /** `name AS (…)` definitions, comma-separated, before the counting (an item's `when`). */
  before?: string;
  /** `name AS (…)` definitions, comma-separated. */
  with?: string;
  query: string;
  params: readonly unknown[];
}

/** A limit counted alongside a caller's write; with `when`, only if that CTE has a row. */
export interface AlongsideItem {
  policy: RateLimitPolicy;
  key: string;
  /** The name of a CTE of `alongside.before`. */
  when?: string;
}

export type AlongsideOptions = { now?: Date } & (
  | { within: Sql; inTurn?: false }
  | { within?: Sql; inTurn: true }
  | { within?: Sql; inTurn?: false; keepsPartialCounts: true }
);

export interface ConsumeOptions {
  /** @default 1 */
  cost?: number;
  now?: Date;
  /** Counts inside this transaction (it commits or rolls back with the caller's writes). */
  within?: Sql;
}

/**
 * The time a check counts at, in ms: the caller's (a test clock) when given, otherwise the
 * database's, read when the statement runs — after it holds the bucket's row lock. Processes read
 * their own clocks before they queue for that lock, so on their clocks a request that started
 * later could count first and push an earlier one past the limit; one clock read in lock order
 * keeps the limit exact.
 *
 * `date_part` answers float8 seconds; `extract` answers numeric, whose arithmetic cost about 1.5 µs
 * more per read on PGlite, and a statement counting three limits reads the clock 16 times.
 */
const nowAt = (param: string) =>
  `COALESCE(${param}::float8, date_part('epoch', clock_timestamp()) * 1000)`;

// Counts the event when the bucket allows it. Either way the answer is one row: allowed, with the
// bucket's new TAT, or refused, with the TAT as this statement found it (a refused request is
// told when to come back without a second round trip).
export const CONSUME_STATEMENT = `
  WITH counted AS (
    INSERT INTO rate_limit_buckets AS b (policy, key, tat)
    VALUES ($1, $2, ${nowAt("$3")} + $4::float8)
    ON CONFLICT (policy, key) DO UPDATE
      SET tat = GREATEST(b.tat, ${nowAt("$3")}) + $4::float8
      WHERE GREATEST(b.tat, ${nowAt("$3")}) + $4::float8 - ${nowAt("$3")} <= $5::float8
    RETURNING tat, ${nowAt("$3")} AS now
  )
  SELECT true AS allowed, tat, now FROM counted
  UNION ALL
  SELECT false, tat, ${nowAt("$3")} FROM rate_limit_buckets
  WHERE policy = $1 AND key = $2 AND NOT EXISTS (SELECT 1 FROM counted)`;

const READ = `SELECT b.tat, n.now FROM (SELECT ${nowAt("$3")} AS now) n
  LEFT JOIN rate_limit_buckets b ON b.policy = $1 AND b.key = $2`;

/** Gives back $4 ms of a bucket; answers it as READ does, after. */
const REFUND = `WITH given AS (
    UPDATE rate_limit_buckets SET tat = tat - $4::float8 WHERE policy = $1 AND key = $2 RETURNING tat)
  SELECT (SELECT tat FROM given) AS tat, ${nowAt("$3")} AS now`;

/**
 * CONSUME_STATEMENT for `count` buckets at once (one round trip), its parameters numbered from
 * $`first` (the time, then policy, key, cost and period of each bucket); with `alongside`, a query
 * (a CTE, so it may write, and may read `all_counted`) whose one row's columns follow the
 * buckets'. `inTurn`: a bucket is only counted when the one before it was. `whens`: each bucket's
 * `when` (see AlongsideItem), joined by commas.
 *
 * Built once per shape: the drivers' prepared-statement caches key on the text, and a string
 * built anew would be flattened and hashed anew on every call. Looked up by the callers' constant
 * `alongside` texts, whose hashes V8 keeps, so the lookup builds no long string either.
 */
function consumeAllStatement(
  count: number,
  first: number,
  alongside: Omit<Alongside, "params"> | undefined,
  inTurn: boolean,
  whens: string,
): string {
  const byQuery = entry(statements, alongside?.query ?? "", () => new Map());
  const byBefore = entry(byQuery, alongside?.before ?? "", () => new Map());
  const byShape = entry(byBefore, alongside?.with ?? "", () => new Map());
  return entry(byShape, `${count}:${first}:${inTurn}:${whens}`, () =>
    buildConsumeAllStatement(count, first, alongside, inTurn, whens),
  );
}
/** Built statements by `alongside.query`, then `alongside.before`, `alongside.with` and shape. */
const statements = new Map<string, Map<string, Map<string, Map<string, string>>>>();

/** `map`'s value for `key`, made by `make` the first time. */
function entry<Value>(map: Map<string, Value>, key: string, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

function buildConsumeAllStatement(
  count: number,
  first: number,
  alongside: Omit<Alongside, "params"> | undefined,
  inTurn: boolean,
  whens: string,
): string {
  const now = nowAt(`$${first}`);
  const whenOf = whens.split(",");
  const buckets = Array.from({ length: count }, (_, i) => {
    const at = first + 1 + i * 4;
    const [policy, key, cost, period] = [`$${at}`, `$${at + 1}`, `$${at + 2}`, `$${at + 3}`];
    const when = whenOf[i] ? `EXISTS (SELECT 1 FROM ${whenOf[i]})` : undefined;
    return { policy, key, cost, period, when, isRow: `policy = ${policy} AND key = ${key}` };
  });
  const parts = alongside?.before ? [alongside.before] : [];
  if (count === 0) {
    // Nothing to count: the caller's statement alone.
    parts.push(
      `counted AS (SELECT NULL::text AS policy, NULL::text AS key, NULL::float8 AS tat, NULL::float8 AS now WHERE false)`,
    );
  } else if (inTurn) {
    // One upsert per bucket, each only when the one before it counted.
    parts.push(
      ...buckets.map(({ policy, key, cost, period, when }, i) => {
        const conditions = [
          ...(i > 0 ? [`EXISTS (SELECT 1 FROM c${i - 1})`] : []),
          ...(when ? [when] : []),
        ];
        return `c${i} AS (
      INSERT INTO rate_limit_buckets AS b (policy, key, tat)
      SELECT ${policy}, ${key}, ${now} + ${cost}::float8${conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : ""}
      ON CONFLICT (policy, key) DO UPDATE
        SET tat = GREATEST(b.tat, ${now}) + ${cost}::float8
        WHERE GREATEST(b.tat, ${now}) + ${cost}::float8 - ${now} <= ${period}::float8
      RETURNING policy, key, tat, ${now} AS now)`;
      }),
      `counted AS (${buckets.map((_, i) => `SELECT policy, key, tat, now FROM c${i}`).join(" UNION ALL ")})`,
    );
  } else {
    // One upsert of every bucket: a single pass through the table and its index, which costs
    // far less than a statement per bucket. A row's cost and period are found by its key.
    const rows = buckets.some(({ when }) => when)
      ? `SELECT policy, key, tat FROM (VALUES ${buckets.map(({ policy, key, cost, when }) => `(${policy}::text, ${key}::text, ${now} + ${cost}::float8, ${when ?? "true"})`).join(", ")})
        AS v (policy, key, tat, go) WHERE go`
      : `VALUES ${buckets.map(({ policy, key, cost }) => `(${policy}::text, ${key}::text, ${now} + ${cost}::float8)`).join(", ")}`;
    parts.push(`counted AS (
      INSERT INTO rate_limit_buckets AS b (policy, key, tat)
      ${rows}
      ON CONFLICT (policy, key) DO UPDATE
        SET tat = GREATEST(b.tat, ${now}) + ${byBucket(buckets, "cost")}
        WHERE GREATEST(b.tat, ${now}) + ${byBucket(buckets, "cost")} - ${now}
          <= ${byBucket(buckets, "period")}
      RETURNING policy, key, tat, ${now} AS now)`);
  }
  if (alongside) {
    parts.push(`all_counted AS (SELECT 1 WHERE (SELECT count(*) FROM counted) = ${count})`);
    if (alongside.with) parts.push(alongside.with);
    parts.push(`alongside AS (${alongside.query})`);
  }
  // The counted buckets in one row (a refused or skipped bucket's t and n are null); r is such a
  // bucket's TAT as the statement found it, for the answer, and g whether its `when` held. A
  // counted bucket's r is not looked up (a one-time filter): most checks count.
  const found = buckets.map(
    ({ isRow }, i) =>
      `max(tat) FILTER (WHERE ${isRow}) AS t${i}, max(now) FILTER (WHERE ${isRow}) AS n${i}`,
  );
  // An aggregate answers one row even over no buckets.
  if (count === 0) found.push("count(*) AS buckets");
  const columns = buckets.map(
    ({ isRow, when }, i) =>
      `c.t${i}, c.n${i}, (SELECT tat FROM rate_limit_buckets WHERE ${isRow} AND c.t${i} IS NULL) AS r${i}${
        when ? `, ${when} AS g${i}` : ""
      }`,
  );
  return `WITH ${parts.join(",\n")}
    SELECT ${[...columns, `${now} AS clock`, ...(alongside ? ["alongside.*"] : [])].join(", ")}
    FROM (SELECT ${found.join(", ")} FROM counted) AS c${
      alongside ? " LEFT JOIN alongside ON true" : ""
    }`;
}

/** A CASE choosing, for the bucket row `b`, the given parameter of its bucket. */
const byBucket = (
  buckets: { policy: string; key: string; cost: string; period: string }[],
  field: "cost" | "period",
) =>
  `CASE ${buckets
    .map(
      (bucket) =>
        `WHEN b.policy = ${bucket.policy} AND b.key = ${bucket.key} THEN ${bucket[field]}::float8`,
    )
    .join(" ")} END`;

/** Keys are caller-supplied text (addresses, usernames); a bound keeps one row small. */
const MAX_KEY_LENGTH = 200;

/**
 * `clock` is a test's clock; without one, every check counts on the database's clock (see
 * `nowAt`), which every process sharing the database shares too.
 */
export function createRateLimiter(sql: Sql, clock?: Clock): RateLimiter {
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

  /** What counting `costMs` would answer at `nowMs` for a bucket at `tat`, counting nothing. */
  const wouldAnswer = (
    policy: RateLimitPolicy,
    tat: number,
    nowMs: number,
    costMs: number,
  ): RateLimitState => {
    const from = Math.max(tat, nowMs);
    return stateAt(policy, from, nowMs, from + costMs - nowMs <= policy.periodMs, costMs);
  };

  const keyOf = (key: string) => key.slice(0, MAX_KEY_LENGTH);
  /** The caller's time in ms, or null for the database's clock. */
  const timeOf = (now: Date | undefined) => (now ?? clock?.now())?.getTime() ?? null;

  /** A bucket as it stands now (tat null when it has none), on the clock the check uses. */
  const read = async (within: Sql, policy: RateLimitPolicy, key: string, nowMs: number | null) => {
    const [row] = await within.query<{ tat: number | null; now: number }>(READ, [
      policy.name,
      keyOf(key),
      nowMs,
    ]);
    return { tat: row!.tat ?? row!.now, nowMs: row!.now };
  };

  async function consumeAllAlongside<Row>(
    items: readonly AlongsideItem[],
    alongside: Alongside | undefined,
    { now, within = sql, inTurn = false }: AlongsideOptions,
  ): Promise<{ states: RateLimitState[]; counted: boolean[]; row: Row }> {
    const nowMs = timeOf(now);
    const params: unknown[] = [...(alongside?.params ?? []), nowMs];
    for (const { policy, key } of items) {
      params.push(policy.name, keyOf(key), policy.periodMs / policy.limit, policy.periodMs);
    }
    const whens = items.some(({ when }) => when) ? items.map(({ when }) => when ?? "").join() : "";
    const [row] = await within.query<Record<string, unknown>>(
      consumeAllStatement(
        items.length,
        (alongside?.params.length ?? 0) + 1,
        alongside,
        inTurn,
        whens,
      ),
      params,
    );
    const states = await Promise.all(
      items.map(async ({ policy, key, when }, i) => {
        const costMs = policy.periodMs / policy.limit;
        const tat = (row?.[`t${i}`] as number | null | undefined) ?? null;
        const countedAt = (row?.[`n${i}`] as number | null | undefined) ?? null;
        if (tat !== null && countedAt !== null) {
          return stateAt(policy, tat, countedAt, true, costMs);
        }
        const found = (row?.[`r${i}`] as number | null | undefined) ?? null;
        if (when && row?.[`g${i}`] === false) {
          // Skipped: answered as peek would.
          return wouldAnswer(policy, found ?? (row.clock as number), row.clock as number, costMs);
        }
        if (found !== null) return stateAt(policy, found, row!.clock as number, false, costMs);
        const current = await read(within, policy, key, nowMs);
        return stateAt(policy, current.tat, current.nowMs, false, costMs);
      }),
    );
    const counted = items.map((_, i) => (row?.[`t${i}`] ?? null) !== null);
    return { states, counted, row: row as Row };
  }

  return {
    async consume(policy, key, { cost = 1, now, within = sql } = {}) {
      const nowMs = timeOf(now);
      const costMs = (policy.periodMs / policy.limit) * cost;
      const [row] = await within.query<{ allowed: boolean; tat: number; now: number }>(
        CONSUME_STATEMENT,
        [policy.name, keyOf(key), nowMs, costMs, policy.periodMs],
      );
      if (row) return stateAt(policy, row.tat, row.now, row.allowed, costMs);
      // Refused by a bucket this statement could not see yet (created by a transaction that
      // committed while it waited): read it now.
      const current = await read(within, policy, key, nowMs);
      return stateAt(policy, current.tat, current.nowMs, false, costMs);
    },

    consumeAll: async (items, options) =>
      (await consumeAllAlongside<object>(items, undefined, options)).states,

    consumeAllAlongside: (items, alongside, options) =>
      consumeAllAlongside(items, alongside, options),

    async peek(policy, key, { cost = 1, now, within = sql } = {}) {
      const current = await read(within, policy, key, timeOf(now));
      return wouldAnswer(
        policy,
        current.tat,
        current.nowMs,
        (policy.periodMs / policy.limit) * cost,
      );
    },

    async refund(policy, key, { cost = 1, now } = {}) {
      const costMs = (policy.periodMs / policy.limit) * cost;
      const [row] = await sql.query<{ tat: number | null; now: number }>(REFUND, [
        policy.name,
        keyOf(key),
        timeOf(now),
        costMs,
      ]);
      return wouldAnswer(policy, row!.tat ?? row!.now, row!.now, policy.periodMs / policy.limit);
    },

    async block(policy, key, { now } = {}) {
      // Allowed again when tat + interval - now <= period, i.e. from now + period on.
      await sql.query(
        `INSERT INTO rate_limit_buckets AS b (policy, key, tat) VALUES ($1, $2, ${nowAt("$3")} + $4::float8)
         ON CONFLICT (policy, key) DO UPDATE SET tat = GREATEST(b.tat, EXCLUDED.tat)`,
        [
          policy.name,
          keyOf(key),
          timeOf(now),
          2 * policy.periodMs - policy.periodMs / policy.limit,
        ],
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
export async function deleteFullBuckets(sql: Sql, now?: Date): Promise<number> {
  const rows = await sql.query(
    `DELETE FROM rate_limit_buckets WHERE tat < ${nowAt("$1")} RETURNING 1`,
    [now?.getTime() ?? null],
  );
  return rows.length;
}
