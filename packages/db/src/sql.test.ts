import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts";

// A transaction holds one pooled connection between its statements. When the network or the
// server drops that connection there (an outage, a failover), the transaction fails and the
// process goes on: the connection is thrown away and the next work gets a fresh one.

describe.runIf(process.env.TEST_DATABASE === "postgres")(
  "a transaction whose connection drops",
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.destroy());

    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it("fails, without ending the process, and the next transaction works", async () => {
      const transaction = database.sql.transaction(async (tx) => {
        const [backend] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        // Dropped while no statement of ours is in flight: only the connection can tell.
        await database.sql.query("SELECT pg_terminate_backend($1)", [backend!.pid]);
        await pause(200);
        await tx.query("SELECT 1");
      });
      await expect(transaction).rejects.toThrow();

      const next = await database.sql.transaction((tx) =>
        tx.query<{ answer: number }>("SELECT 42 AS answer"),
      );
      expect(next).toEqual([{ answer: 42 }]);
    });
  },
);
