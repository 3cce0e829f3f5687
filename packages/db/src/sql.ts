import { createHash } from "node:crypto";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import type { Sql } from "@aizapy/contracts";

export type { Sql };

/**
 * Statements are prepared once per connection under a name derived from their text, so
 * PostgreSQL parses and plans a hot statement once instead of on every call. The names are
 * remembered: the product's statements are a few hundred fixed texts, hashed once each.
 */
const statementNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 2_000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `aizapy_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
    if (statementNames.size >= MAX_REMEMBERED_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

type Queryable = Pick<pg.Pool, "query"> | Pick<pg.PoolClient, "query">;

function postgresQuery(client: Queryable): Sql["query"] {
  return async <Row>(text: string, params: readonly unknown[] = []) =>
    (
      await client.query({
        name: statementName(text),
        text,
        values: params as unknown[],
      })
    ).rows as Row[];
}

/**
 * Runs `work` in a transaction on one pooled connection: committed when it resolves, rolled back
 * when it throws.
 */
export async function inPooledTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // The pool stops listening for a client's errors while it is handed out, so a connection
  // dropped between the transaction's statements (an outage) would emit an error nobody
  // hears, which ends the process. Heard here, it only marks the client broken: the next
  // statement fails with it, and the pool discards the client instead of reusing it.
  let broken = false;
  const onError = () => {
    broken = true;
  };
  client.on("error", onError);
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.off("error", onError);
    client.release(broken);
  }
}

export function postgresSql(pool: pg.Pool): Sql {
  return {
    query: postgresQuery(pool),
    transaction: (work) =>
      inPooledTransaction(pool, (client) =>
        work({
          query: postgresQuery(client),
          transaction: () => Promise.reject(new Error("transactions do not nest")),
        }),
      ),
  };
}

function pgliteQuery(target: PGlite | Transaction): Sql["query"] {
  return async <Row>(text: string, params: readonly unknown[] = []) =>
    (await target.query<Row>(text, params as unknown[])).rows;
}

/** PGlite has one connection: a transaction holds it, and other statements wait for it to end. */
export function pgliteSql(pglite: PGlite): Sql {
  return {
    query: pgliteQuery(pglite),
    transaction: (work) =>
      pglite.transaction((tx) =>
        work({
          query: pgliteQuery(tx),
          transaction: () => Promise.reject(new Error("transactions do not nest")),
        }),
      ),
  };
}
