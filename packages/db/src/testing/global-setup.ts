import { existsSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { writePgliteTemplate } from "../build-pglite-template.ts";
import { openPostgres } from "../open-database.ts";
import { freshDatabaseKey, type DatabaseInstallation } from "../pglite-template.ts";
import { withServerConnection, type TestDatabaseKind } from "./test-database.ts";

/** Where the PostgreSQL suites run; each test file gets its own database there. */
export const postgresServerUrl =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/**
 * A vitest global setup that builds (once per migrations version and installation) the migrated
 * template each test database is copied from, for the project's TEST_DATABASE.
 */
export function testDatabaseTemplates(installation?: DatabaseInstallation) {
  return async function setup(project: TestProject): Promise<void> {
    const kind = project.config.env.TEST_DATABASE as TestDatabaseKind;
    project.provide("testDatabaseKind", kind);
    if (kind === "pglite") {
      project.provide("pgliteTemplateFile", await pgliteTemplateFile(installation));
    } else {
      project.provide("postgresServerUrl", postgresServerUrl);
      project.provide("postgresTemplateName", await buildPostgresTemplate(installation));
    }
  };
}

async function pgliteTemplateFile(installation?: DatabaseInstallation): Promise<string> {
  const dir = path.join(os.tmpdir(), "aizapy-test-templates");
  const file = path.join(dir, `pglite-${freshDatabaseKey(installation)}.tar.gz`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  await writePgliteTemplate(file, installation);
  return file;
}

async function buildPostgresTemplate(installation?: DatabaseInstallation): Promise<string> {
  const name = `aizapy_template_${freshDatabaseKey(installation)}`;
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
  await installation?.install(database);
  await database.close();
  // Renamed only once complete, so an interrupted build never leaves a half-migrated template.
  await withServerConnection(postgresServerUrl, (client) =>
    client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`),
  );
  return name;
}
