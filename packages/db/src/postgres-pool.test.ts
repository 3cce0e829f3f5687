import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  createTestDatabase,
  testDatabaseKind,
  withServerConnection,
  type TestDatabase,
} from "./testing/test-database.ts";

/** pg's own idle timeout, after which it would close a connection nobody used. */
const PG_DEFAULT_IDLE_MS = 10_000;

describe.runIf(testDatabaseKind() === "postgres")("the PostgreSQL connection pool", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const openConnections = () =>
    withServerConnection(inject("postgresServerUrl"), async (client) => {
      const { rows } = await client.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1",
        [database.name],
      );
      return rows[0]!.count;
    });

  it("keeps the connections a burst opened through a quiet spell, so the next burst needs no new ones", async () => {
    // Four statements at once hold four connections.
    await Promise.all([1, 2, 3, 4].map(() => database.sql.query("SELECT pg_sleep(0.2)")));
    const afterBurst = await openConnections();
    expect(afterBurst).toBeGreaterThanOrEqual(4);

    await sleep(PG_DEFAULT_IDLE_MS + 1_000);

    expect(await openConnections()).toBe(afterBurst);
  }, 30_000);
});
