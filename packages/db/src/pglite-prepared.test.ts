import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareStatements } from "./pglite-prepared.ts";
import { takeTurns } from "./pglite-turns.ts";

// The embedded database plans each statement once and answers it as PGlite's own query would:
// the same rows, values, errors and transactions.

describe.runIf(process.env.TEST_DATABASE === "pglite")("PGlite's prepared statements", () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = takeTurns(prepareStatements(await PGlite.create(), { maxStatements: 20 }));
    await pglite.exec(`
      CREATE TABLE notes (id int PRIMARY KEY, body text, tags text[], meta jsonb, at timestamptz, raw bytea);
      INSERT INTO notes VALUES (1, 'first', '{a,b}', '{"n": 1}', '2026-01-02T03:04:05Z', '\\x0102')`);
  });
  afterAll(() => pglite.close());

  /**
   * The prepared statements of this text: how many calls were planned for (custom plans) and how
   * many ran on the one generic plan, planned once.
   */
  async function plansOf(text: string) {
    // Read through exec: the unnamed path, which prepares nothing itself.
    const [result] = await pglite.exec(
      `SELECT custom_plans AS custom, generic_plans AS generic FROM pg_prepared_statements
       WHERE statement = '${text.replaceAll("'", "''")}'`,
    );
    return (result!.rows as { custom: number; generic: number }[]).map((row) => ({
      custom: Number(row.custom),
      generic: Number(row.generic),
    }));
  }

  it("prepare a statement once and run it by name on every later call", async () => {
    const text = "SELECT body FROM notes WHERE id = $1";
    for (let i = 0; i < 8; i++) {
      expect((await pglite.query(text, [1])).rows).toEqual([{ body: "first" }]);
    }
    // After five custom plans PostgreSQL settles on its generic plan and plans no more.
    expect(await plansOf(text)).toEqual([{ custom: 5, generic: 3 }]);
  });

  it("send and read values as PGlite's own query does", async () => {
    const at = new Date("2026-05-06T07:08:09.123Z");
    const text = `INSERT INTO notes VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`;
    const params = [
      2,
      "second",
      ["x", "y z"],
      JSON.stringify({ n: 2 }),
      at,
      new Uint8Array([9, 8]),
    ];
    const prepared = await pglite.query(text, params);
    await pglite.exec("DELETE FROM notes WHERE id = 2");
    const plain = await PGlite.prototype.query.call(pglite, text, params);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.rows[0]).toMatchObject({ id: 2, tags: ["x", "y z"], meta: { n: 2 }, at });
    expect(prepared.fields).toEqual(plain.fields);
    expect(prepared.affectedRows).toBe(1);
    await pglite.exec("DELETE FROM notes WHERE id = 2");
  });

  it("answer rows as arrays when asked (Prisma's driver adapter does)", async () => {
    const result = await pglite.query("SELECT id, body FROM notes WHERE id = $1", [1], {
      rowMode: "array",
    });
    expect(result.rows).toEqual([[1, "first"]]);
  });

  it("pass a failure to its caller, prepare nothing for it, and go on", async () => {
    await expect(pglite.query("SELECT * FROM no_such_table WHERE id = $1", [1])).rejects.toThrow(
      /no_such_table/,
    );
    await expect(pglite.query("INSERT INTO notes (id) VALUES ($1)", [1])).rejects.toMatchObject({
      code: "23505",
    });
    expect(await plansOf("SELECT * FROM no_such_table WHERE id = $1")).toEqual([]);
    expect((await pglite.query("SELECT count(*)::int AS n FROM notes")).rows).toEqual([{ n: 1 }]);
  });

  it("run a transaction's statements prepared, committed or rolled back as one", async () => {
    await pglite.transaction(async (tx) => {
      await tx.query("INSERT INTO notes (id, body) VALUES ($1, $2)", [3, "kept"]);
    });
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (id, body) VALUES ($1, $2)", [4, "undone"]);
        await tx.query("INSERT INTO notes (id, body) VALUES ($1, $2)", [3, "duplicate"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const { rows } = await pglite.query("SELECT id FROM notes WHERE id > $1 ORDER BY id", [2]);
    expect(rows).toEqual([{ id: 3 }]);
    // Prepared inside a transaction that rolled back, the statement is still there to reuse.
    expect(await plansOf("INSERT INTO notes (id, body) VALUES ($1, $2)")).toHaveLength(1);
  });

  it("keep other work out of a transaction until it ends", async () => {
    const seen: string[] = [];
    await Promise.all([
      pglite.transaction(async (tx) => {
        await tx.query("UPDATE notes SET body = $1 WHERE id = 1", ["inside"]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query("UPDATE notes SET body = $1 WHERE id = 1", ["first"]);
      }),
      pglite
        .query<{ body: string }>("SELECT body FROM notes WHERE id = $1", [1])
        .then(({ rows }) => seen.push(rows[0]!.body)),
    ]);
    expect(seen).toEqual(["first"]);
  });

  it("refuse a call whose result columns a schema change altered, rather than misname them", async () => {
    // Each call is answered with the columns described when its statement was prepared.
    const text = "SELECT * FROM notes WHERE id = $1";
    expect(Object.keys((await pglite.query(text, [1])).rows[0]!)).toEqual([
      "id",
      "body",
      "tags",
      "meta",
      "at",
      "raw",
    ]);
    await pglite.exec("ALTER TABLE notes ADD COLUMN extra int");
    try {
      await expect(pglite.query(text, [1])).rejects.toThrow(
        "cached plan must not change result type",
      );
    } finally {
      await pglite.exec("ALTER TABLE notes DROP COLUMN extra");
    }
  });

  it("run new statements unprepared once the limit is reached", async () => {
    for (let i = 0; i < 25; i++) {
      expect((await pglite.query(`SELECT $1::int + ${i} AS n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    const [result] = await pglite.exec("SELECT count(*)::int AS n FROM pg_prepared_statements");
    expect(result!.rows).toEqual([{ n: 20 }]);
  });
});
