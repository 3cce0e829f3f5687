import { createRateLimiter, deleteFullBuckets, type RateLimiter } from "@aizapy/messaging";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "@aizapy/db/testing";

let database: TestDatabase;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = createRateLimiter(database.sql);
});
afterAll(() => database.destroy());

const fivePerMinute = { name: "test:five", limit: 5, periodMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, seconds));

describe("the GCRA rate limiter", () => {
  it("admits a burst of the limit, then one per period/limit, and says when", async () => {
    const key = "burst";
    for (let i = 0; i < 5; i++) {
      expect(await limiter.consume(fivePerMinute, key, { now: at(0) })).toMatchObject({
        allowed: true,
        remaining: 4 - i,
      });
    }
    expect(await limiter.consume(fivePerMinute, key, { now: at(1) })).toMatchObject({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 11,
    });
    expect((await limiter.consume(fivePerMinute, key, { now: at(12) })).allowed).toBe(true);
    expect((await limiter.consume(fivePerMinute, key, { now: at(13) })).allowed).toBe(false);
  });

  // Two processes (or two requests in one) read their clocks, then queue for the bucket's row
  // lock: the one that read the clock last may count first. The limit is kept on one clock, the
  // database's, read under that lock. (PGlite runs in this process, on this process's clock, one
  // statement at a time: there the order is the clock's anyway.)
  it.runIf(process.env.TEST_DATABASE === "postgres")(
    "admits exactly the limit when requests reach the database in another order than they began",
    async () => {
      const onDatabaseClock = createRateLimiter(database.sql);
      const key = "out-of-order";
      const started = Date.now();
      try {
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(started);
        expect((await onDatabaseClock.consume(fivePerMinute, key)).allowed).toBe(true);
        vi.setSystemTime(started - 2_000);
        const later = [];
        for (let i = 0; i < 5; i++)
          later.push((await onDatabaseClock.consume(fivePerMinute, key)).allowed);
        expect(later).toEqual([true, true, true, true, false]);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it("counts nothing for a refused event, and gives back a refunded one", async () => {
    const key = "refund";
    for (let i = 0; i < 5; i++) await limiter.consume(fivePerMinute, key, { now: at(0) });
    await limiter.consume(fivePerMinute, key, { now: at(0) });
    await limiter.refund(fivePerMinute, key);
    expect((await limiter.consume(fivePerMinute, key, { now: at(0) })).allowed).toBe(true);
  });

  it("blocks a key for a whole period", async () => {
    const key = "block";
    await limiter.block(fivePerMinute, key, { now: at(0) });
    expect(await limiter.peek(fivePerMinute, key, { now: at(30) })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect((await limiter.peek(fivePerMinute, key, { now: at(60) })).allowed).toBe(true);
  });

  it("rolls a count back with the transaction it was made in", async () => {
    const key = "within";
    await database.sql
      .transaction(async (tx) => {
        await limiter.consume(fivePerMinute, key, { now: at(0), within: tx, cost: 5 });
        throw new Error("the write that needed the count failed");
      })
      .catch(() => undefined);
    expect((await limiter.peek(fivePerMinute, key, { now: at(0), cost: 5 })).allowed).toBe(true);
  });

  it("counts limits in turn: a refusal counts none after it, and a write waiting for all is not made", async () => {
    const twoPerMinute = { name: "test:two", limit: 2, periodMs: 60_000 };
    const consumeInTurn = (first: string, second: string) =>
      limiter.consumeAllAlongside<{ written: number | null }>(
        [
          { policy: twoPerMinute, key: first },
          { policy: fivePerMinute, key: second },
        ],
        { query: `SELECT 1 AS written FROM all_counted`, params: [] },
        { now: at(0), inTurn: true },
      );

    const allowed = await consumeInTurn("in-turn-first", "in-turn-second");
    expect(allowed.states.map((state) => state.allowed)).toEqual([true, true]);
    expect(allowed.row.written).toBe(1);
    await consumeInTurn("in-turn-first", "in-turn-second");

    // The first limit is spent: the second is neither counted nor the write made.
    const refused = await consumeInTurn("in-turn-first", "in-turn-second");
    expect(refused.states.map((state) => state.allowed)).toEqual([false, false]);
    expect(refused.row.written).toBeNull();
    expect(
      (await limiter.peek(fivePerMinute, "in-turn-second", { now: at(0), cost: 3 })).allowed,
    ).toBe(true);

    // The second refuses: the first stays counted (it came before), the write is not made.
    await limiter.consume(fivePerMinute, "in-turn-spent", { now: at(0), cost: 5 });
    const second = await consumeInTurn("in-turn-other", "in-turn-spent");
    expect(second.states.map((state) => state.allowed)).toEqual([true, false]);
    expect(second.row.written).toBeNull();
    expect(
      (await limiter.peek(twoPerMinute, "in-turn-other", { now: at(0), cost: 2 })).allowed,
    ).toBe(false);
  });

  it("counts a limit with a `when` only if that CTE has a row, and says which counted", async () => {
    const twoPerMinute = { name: "test:two-when", limit: 2, periodMs: 60_000 };
    const consumeWhen = (go: boolean) =>
      limiter.consumeAllAlongside<{ written: number | null }>(
        [
          { policy: fivePerMinute, key: "when-always" },
          { policy: twoPerMinute, key: "when-gated", when: "go" },
        ],
        {
          before: `go AS (SELECT 1 WHERE $1::boolean)`,
          query: `SELECT 1 AS written FROM all_counted`,
          params: [go],
        },
        { now: at(0), keepsPartialCounts: true },
      );

    // Skipped: answered as a peek would, nothing counted, and so not all counted.
    const skipped = await consumeWhen(false);
    expect(skipped.counted).toEqual([true, false]);
    expect(skipped.states[1]).toMatchObject({ allowed: true, remaining: 2 });
    expect(skipped.row.written).toBeNull();

    for (let i = 0; i < 2; i++) expect((await consumeWhen(true)).row.written).toBe(1);
    // The gated limit refuses; the other stays counted (kept partial counts) until given back.
    const refused = await consumeWhen(true);
    expect(refused.counted).toEqual([true, false]);
    expect(refused.states.map((state) => state.allowed)).toEqual([true, false]);
    expect(refused.row.written).toBeNull();
    expect(await limiter.refund(fivePerMinute, "when-always", { now: at(0) })).toMatchObject({
      allowed: true,
      remaining: 2,
    });
    // A skipped limit that would refuse says so.
    expect((await consumeWhen(false)).states[1]).toMatchObject({ allowed: false, remaining: 0 });
  });

  // A check rewrites its bucket's one number; were that number indexed, each rewrite would be a
  // new row version in every index of the table. Unindexed, PostgreSQL rewrites the row on its own
  // page (a HOT update), which is what keeps the busiest statement of a /v1 send cheap.
  it("rewrites a bucket in place: every check after the first is a HOT update", async () => {
    // The backend's counters, which hold its earlier transactions' until they are reported.
    const hotSoFar = async (tx: typeof database.sql) => {
      const [row] = await tx.query<{ hot: number }>(
        `SELECT pg_stat_get_xact_tuples_hot_updated('rate_limit_buckets'::regclass)::int AS hot`,
      );
      return row!.hot;
    };
    const hotUpdates = await database.sql.transaction(async (tx) => {
      const before = await hotSoFar(tx);
      for (let second = 0; second < 5; second++) {
        await limiter.consumeAll([{ policy: fivePerMinute, key: "in-place" }], {
          now: at(second * 12),
          within: tx,
        });
      }
      return (await hotSoFar(tx)) - before;
    });
    expect(hotUpdates).toBe(4);
  });

  it("deletes only buckets that are full again", async () => {
    await limiter.consume(fivePerMinute, "spent", { now: at(0) });
    await limiter.consume(fivePerMinute, "long-ago", {
      now: new Date(at(0).getTime() - 3_600_000),
    });
    await deleteFullBuckets(database.sql, at(1));
    const keys = (await database.prisma.rateLimitBucket.findMany()).map((bucket) => bucket.key);
    expect(keys).toContain("spent");
    expect(keys).not.toContain("long-ago");
  });
});
