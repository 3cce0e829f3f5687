import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { jobQueueFingerprint, prepareJobQueue } from "@aizapy/messaging";
import { openPostgres, pgliteOptions, wrapPglite } from "../db/open-database.ts";
import { readMigrations } from "../db/migrations.ts";
import { withServerConnection, type TestDatabaseKind } from "./test-database.ts";

/** Where the PostgreSQL suites run; each test file gets its own database there. */
export const postgresServerUrl =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

// Templates are keyed by the migrations' checksums and the job queue's version, so a changed
// migration or queue builds a new one.
const migrationsKey = createHash("sha256")
  .update(
    readMigrations()
      .map((m) => `${m.name}:${m.checksum}`)
      .join("\n"),
  )
  .update(jobQueueFingerprint)
  .digest("hex")
  .slice(0, 12);

/** Builds (once per migrations version) the migrated template each test database is copied from. */
export default async function setup(project: TestProject): Promise<void> {
  const kind = project.config.env.TEST_DATABASE as TestDatabaseKind;
  project.provide("testDatabaseKind", kind);
  if (kind === "pglite") {
    project.provide("pgliteTemplateFile", await buildPgliteTemplate());
  } else {
    project.provide("postgresServerUrl", postgresServerUrl);
    project.provide("postgresTemplateName", await buildPostgresTemplate());
  }
}

async function buildPgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), "aizapy-test-templates");
  const file = path.join(dir, `pglite-${migrationsKey}.tar`);
  if (existsSync(file)) return file;
  const pglite = await PGlite.create(pgliteOptions);
  const database = wrapPglite(pglite);
  await database.migrate();
  await prepareJobQueue(database.queueConnection);
  const dump = await pglite.dumpDataDir("none");
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return file;
}

async function buildPostgresTemplate(): Promise<string> {
  const name = `aizapy_template_${migrationsKey}`;
  const exists = await withServerConnection(postgresServerUrl, async (client) => {
    try {
      return (
        (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1
      );
    } catch (error) {
      throw new Error(
        `The PostgreSQL suites need a server at ${postgresServerUrl} (set TEST_POSTGRES_URL): ${(error as Error).message}`,
        { cause: error },
      );
    }
  });
  if (exists) return name;
  const building = `${name}_building_${process.pid}`;
  await withServerConnection(postgresServerUrl, (client) =>
    client.query(`CREATE DATABASE "${building}"`),
  );
  const url = new URL(postgresServerUrl);
  url.pathname = `/${building}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  await prepareJobQueue(database.queueConnection);
  await database.close();
  // Renamed only once complete, so an interrupted build never leaves a half-migrated template.
  await withServerConnection(postgresServerUrl, (client) =>
    client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`),
  );
  return name;
}
