import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeTurns } from "./pglite-turns.ts";

// The embedded database answers one statement per turn of the event loop, in the order they were
// asked for, so requests that arrive while others are answered are read and served in turn.

describe.runIf(process.env.TEST_DATABASE === "pglite")("PGlite's statements", () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = takeTurns(await PGlite.create());
  });
  afterAll(() => pglite.close());

  /** Counts turns of the event loop while `work` runs. */
  async function countingTurns<T>(work: (turn: () => number) => Promise<T>): Promise<T> {
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      return await work(() => turns);
    } finally {
      counting = false;
    }
  }

  it("run one per turn of the event loop, not back to back", async () => {
    const finishedOnTurn = await countingTurns((turn) =>
      Promise.all(Array.from({ length: 10 }, () => pglite.query("SELECT 1").then(() => turn()))),
    );
    expect(new Set(finishedOnTurn).size).toBe(10);
  });

  it("run in the order they were asked for, a transaction as one", async () => {
    const order: string[] = [];
    await Promise.all([
      pglite.query("SELECT 1").then(() => order.push("first")),
      pglite
        .transaction(async (tx) => {
          await tx.query("SELECT 1");
          await tx.query("SELECT 2");
        })
        .then(() => order.push("transaction")),
      pglite.exec("SELECT 3").then(() => order.push("exec")),
      pglite.query("SELECT 4").then(() => order.push("last")),
    ]);
    expect(order).toEqual(["first", "transaction", "exec", "last"]);
  });

  it("pass a failure to its caller and go on with the next", async () => {
    const failing = pglite.query("SELECT * FROM no_such_table");
    const next = pglite.query<{ answer: number }>("SELECT 42 AS answer");
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows).toEqual([{ answer: 42 }]);
  });
});
