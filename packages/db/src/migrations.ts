import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Migration {
  /** Folder name under prisma/migrations, e.g. 20261122000000_init. */
  name: string;
  sql: string;
  /** Hex SHA-256 of migration.sql, as Prisma records it in _prisma_migrations. */
  checksum: string;
}

/** prisma/migrations at the repository root, found from this file (src or dist). */
export const defaultMigrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../prisma/migrations",
);

export function readMigrations(migrationsDir = defaultMigrationsDir): Migration[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(migrationsDir, name, "migration.sql")))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}
