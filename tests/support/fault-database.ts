import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteOptions } from "../../packages/db/src/open-database.ts";

/** The database every cycle of a fault suite's servers opens, and a way to look into it. */
export interface FaultDatabase {
  /** What a server is started with to open it. */
  env: Record<string, string>;
  /** Runs statements against the database; on PGlite, only while no server holds it. */
  inspect<T>(
    work: (query: <Row>(text: string, params?: unknown[]) => Promise<Row[]>) => Promise<T>,
  ): Promise<T>;
  drop(): Promise<void>;
}

/** One PGlite directory, or one new PostgreSQL database named after `name`. */
export async function prepareFaultDatabase(
  kind: "pglite" | "postgres",
  name: string,
): Promise<FaultDatabase> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `aizapy-${name}-`));
    return {
      env: { DATA_DIR: dataDir },
      async inspect(work) {
        const db = await PGlite.create(path.join(dataDir, "pg"), pgliteOptions);
        try {
          return await work(async (text, params) => (await db.query<never>(text, params)).rows);
        } finally {
          await db.close();
        }
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl =
    process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const database = `aizapy_${name.replaceAll("-", "_")}_${process.pid}_${Date.now()}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async inspect(work) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await work(async (text, params) => (await client.query(text, params)).rows);
      } finally {
        await client.end();
      }
    },
    drop: () => onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  };
}
