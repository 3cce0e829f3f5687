import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts";

// PGlite runs no autovacuum: the product reclaims what its busiest tables churn through itself.

describe.runIf(process.env.TEST_DATABASE === "pglite")("the embedded database's upkeep", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const pagesOf = async (table: string) =>
    (
      await database.sql.query<{ pages: number }>(
        `SELECT (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int AS pages`,
        [table],
      )
    )[0]!.pages;

  it("gives back the space of rows the rate limiter no longer needs", async () => {
    await database.sql.query(
      `INSERT INTO rate_limit_buckets (policy, key, tat)
       SELECT 'test', 'key-' || n, 0 FROM generate_series(1, 5000) AS n`,
    );
    await database.sql.query(`DELETE FROM rate_limit_buckets`);
    expect(await pagesOf("rate_limit_buckets")).toBeGreaterThan(10);

    await database.maintain();
    expect(await pagesOf("rate_limit_buckets")).toBe(0);
  });
});
