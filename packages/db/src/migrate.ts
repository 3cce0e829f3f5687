import { randomUUID } from "node:crypto";
import type { Migration } from "./migrations.ts";

/** The statements a migration needs from a database connection. */
export interface SqlExecutor {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements. */
  exec(script: string): Promise<void>;
}

export interface MigrationTarget {
  /**
   * Runs `work` in one transaction holding an exclusive migration lock, so processes starting
   * together against one PostgreSQL apply each migration exactly once.
   */
  inMigrationLock<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T>;
}

/** Prisma Migrate's own advisory-lock key: holding it also keeps `prisma migrate` out meanwhile. */
export const MIGRATION_ADVISORY_LOCK_KEY = 72707369;

// The bookkeeping table of Prisma Migrate, so `prisma migrate status` agrees with what we applied.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedMigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export interface MigrationReport {
  applied: string[];
  /** Migrations whose file changed after they were applied (reported, never re-run). */
  modified: string[];
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Applies every migration not yet recorded, in name order, all in one transaction. */
export async function applyPendingMigrations(
  target: MigrationTarget,
  migrations: Migration[],
): Promise<MigrationReport> {
  return target.inMigrationLock(async (sql) => {
    await sql.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await sql.query<AppliedMigrationRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier and was never resolved; see "prisma migrate resolve"`,
      );
    }
    const applied = new Map(
      rows.filter((row) => row.rolled_back_at === null).map((row) => [row.migration_name, row]),
    );

    const report: MigrationReport = { applied: [], modified: [] };
    for (const migration of migrations) {
      const existing = applied.get(migration.name);
      if (existing) {
        if (existing.checksum !== migration.checksum) report.modified.push(migration.name);
        continue;
      }
      try {
        await sql.exec(migration.sql);
      } catch (error) {
        throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await sql.query(
        `INSERT INTO "_prisma_migrations"
           (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      report.applied.push(migration.name);
    }
    return report;
  });
}
