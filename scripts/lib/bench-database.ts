import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  openPostgres,
  pgliteOptions,
  wrapPglite,
  type Database,
} from "../../packages/db/src/open-database.ts";

export type BenchDatabaseKind = "pglite" | "postgres";

/** The PostgreSQL server a benchmark makes its own database on. */
const serverUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";

/**
 * An empty database for one benchmark: PGlite in memory, or a new PostgreSQL database named for
 * `purpose`, dropped again by `dispose`.
 */
export async function openBenchDatabase(
  kind: BenchDatabaseKind,
  purpose: string,
): Promise<{ database: Database; dispose(): Promise<void>; url?: string }> {
  if (kind === "pglite") {
    const database = wrapPglite(await PGlite.create(pgliteOptions));
    return { database, dispose: () => database.close() };
  }
  const name = `aizapy_bench_${purpose}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** This process's resident memory, in MB. */
export const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;
