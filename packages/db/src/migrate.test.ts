import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  createEmptyTestDatabase,
  postgresDatabaseUrl,
  testDatabaseKind,
  type TestDatabase,
} from "./testing/test-database.ts";
import { MigrationError } from "./migrate.ts";
import { readMigrations, type Migration } from "./migrations.ts";
import { openPostgres } from "./open-database.ts";

const opened: TestDatabase[] = [];
async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  opened.push(database);
  return database;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.destroy()));
});

const migration = (name: string, sql: string): Migration => ({
  name,
  sql,
  checksum: createHash("sha256").update(sql).digest("hex"),
});

async function recordedMigrations(database: TestDatabase) {
  return database.prisma.$queryRawUnsafe<
    { migration_name: string; checksum: string; applied_steps_count: number }[]
  >(
    `SELECT migration_name, checksum, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
  );
}

describe("applying migrations", () => {
  it("applies every migration once, recording Prisma's checksum, and nothing on a second run", async () => {
    const database = await emptyDatabase();
    const migrations = readMigrations();
    expect((await database.migrate()).applied).toEqual(migrations.map((m) => m.name));
    expect(await database.migrate()).toEqual({ applied: [], modified: [] });
    expect(await recordedMigrations(database)).toEqual(
      migrations.map((m) => ({
        migration_name: m.name,
        checksum: m.checksum,
        applied_steps_count: 1,
      })),
    );
  });

  it("applies only what is new", async () => {
    const database = await emptyDatabase();
    const first = migration("001_first", `CREATE TABLE "first" (id int)`);
    await database.migrate([first]);
    const report = await database.migrate([
      first,
      migration("002_second", `CREATE TABLE "second" (id int)`),
    ]);
    expect(report.applied).toEqual(["002_second"]);
  });

  it("reports a migration edited after it was applied, without running it again", async () => {
    const database = await emptyDatabase();
    await database.migrate([migration("001_table", `CREATE TABLE "t" (id int)`)]);
    const report = await database.migrate([migration("001_table", `CREATE TABLE "t" (id bigint)`)]);
    expect(report).toEqual({ applied: [], modified: ["001_table"] });
  });

  it("changes nothing when a migration fails, and names it", async () => {
    const database = await emptyDatabase();
    const attempt = database.migrate([
      migration("001_good", `CREATE TABLE "good" (id int)`),
      migration("002_bad", `CREATE TABLE "bad" (id no_such_type)`),
    ]);
    await expect(attempt).rejects.toThrow(MigrationError);
    await expect(attempt).rejects.toThrow(/002_bad failed/);
    const tables = await database.prisma.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('good', 'bad', '_prisma_migrations')`,
    );
    expect(tables).toEqual([]);
  });
});

describe.runIf(testDatabaseKind() === "postgres")("several processes starting together", () => {
  it("apply each migration exactly once", async () => {
    const database = await emptyDatabase();
    const others = await Promise.all(
      [1, 2, 3].map(() => openPostgres(postgresDatabaseUrl(database.name!))),
    );
    try {
      const reports = await Promise.all([database, ...others].map((d) => d.migrate()));
      const applied = reports.flatMap((report) => report.applied).sort();
      expect(applied).toEqual(readMigrations().map((m) => m.name));
      expect(await recordedMigrations(database)).toHaveLength(readMigrations().length);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });
});
