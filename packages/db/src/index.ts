// The database: Prisma and the raw driver on PGlite (embedded) or PostgreSQL (DATABASE_URL), the
// migrations and how they are applied, and new PGlite databases from a migrated template.
export * from "./open-database.ts";
export * from "./prisma-client.ts";
export * from "./sql.ts";
export * from "./errors.ts";
export { MigrationError, type MigrationReport } from "./migrate.ts";
export { readMigrations, type Migration } from "./migrations.ts";
export * from "./pglite-template.ts";
export { writePgliteTemplate } from "./build-pglite-template.ts";
export { prepareStatements } from "./pglite-prepared.ts";
export * from "./job-queue.ts";
export type { NotificationHandlers, Unlisten } from "./notifications.ts";
export { isUuid, uuidv7 } from "./ids.ts";
