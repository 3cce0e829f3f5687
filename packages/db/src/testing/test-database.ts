import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openPostgres, pgliteOptions, wrapPglite, type Database } from "../open-database.ts";

export type TestDatabaseKind = "pglite" | "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseKind: TestDatabaseKind;
    /** PGlite: path of a dumped, fully migrated data directory. */
    pgliteTemplateFile: string;
    /** PostgreSQL: server URL (any database) and the migrated template database's name. */
    postgresServerUrl: string;
    postgresTemplateName: string;
  }
}

export interface TestDatabase extends Database {
  /** PostgreSQL only: the database's name on the test server. */
  name?: string;
  /** Closes the connection and throws the database away. */
  destroy(): Promise<void>;
}

export const testDatabaseKind = (): TestDatabaseKind => inject("testDatabaseKind");

let pgliteTemplate: Promise<Blob> | undefined;

/** A new database with nothing in it, not even migrations (for testing the migrator itself). */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === "pglite") {
    const database = wrapPglite(await PGlite.create(pgliteOptions));
    return { ...database, destroy: () => database.close() };
  }
  return createPostgresDatabase(undefined);
}

/**
 * A fresh, fully migrated database of the kind this vitest project runs against: in-memory
 * PGlite, or a new PostgreSQL database copied from a migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === "pglite") {
    pgliteTemplate ??= import("node:fs/promises").then(
      async ({ readFile }) => new Blob([await readFile(inject("pgliteTemplateFile"))]),
    );
    const pglite = await PGlite.create({
      loadDataDir: await pgliteTemplate,
      ...pgliteOptions,
    });
    const database = wrapPglite(pglite);
    return { ...database, destroy: () => database.close() };
  }

  return createPostgresDatabase(inject("postgresTemplateName"));
}

/** The URL of a PostgreSQL database on the test server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(inject("postgresServerUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

async function createPostgresDatabase(template: string | undefined): Promise<TestDatabase> {
  const serverUrl = inject("postgresServerUrl");
  const name = `aizapy_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withServerConnection(serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`),
  );
  const database = await openPostgres(postgresDatabaseUrl(name));
  return {
    ...database,
    name,
    async destroy() {
      await database.close();
      await withServerConnection(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

export async function withServerConnection<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
