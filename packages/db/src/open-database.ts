import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { ConfigError } from "@aizapy/contracts";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.ts";
import {
  applyPendingMigrations,
  MIGRATION_ADVISORY_LOCK_KEY,
  type MigrationReport,
  type MigrationTarget,
} from "./migrate.ts";
import { readMigrations, type Migration } from "./migrations.ts";
import { PrismaClient } from "./prisma-client.ts";
import { prepareStatements } from "./pglite-prepared.ts";
import { takeTurns } from "./pglite-turns.ts";
import {
  listenOnPglite,
  listenOnPostgres,
  type NotificationHandlers,
  type Unlisten,
} from "./notifications.ts";
import { inPooledTransaction, pgliteSql, postgresSql, type Sql } from "./sql.ts";

/** Which database to open: a PostgreSQL server, or the embedded PGlite in a data directory. */
export type DatabaseTarget =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** Where a job queue (pg-boss) connects: the embedded PGlite itself, or the PostgreSQL server. */
export type QueueConnection =
  { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; connectionString: string };

export interface OpenDatabaseOptions {
  /** A new PGlite data directory is unpacked from this template when there is one. */
  readTemplate?: () => Blob | undefined;
}

export interface Database {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  /** The raw driver on the same connections, for hot paths (see sql.ts). */
  sql: Sql;
  /** Where the messaging platform's job queue (pg-boss) connects. */
  queueConnection: QueueConnection;
  /** Applies pending migrations, by default prisma/migrations (safe from several processes at once). */
  migrate(migrations?: Migration[]): Promise<MigrationReport>;
  /**
   * Hears the notifications (PostgreSQL's NOTIFY) on `channel`, from every process on this
   * database: on PostgreSQL through a connection of its own that reconnects when lost.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
  /** True when the database answers a trivial query. */
  isHealthy(): Promise<boolean>;
  /**
   * Upkeep the database does not do by itself: on PGlite (no autovacuum in an embedded server),
   * reclaims the rows the product's busiest tables churn through and refreshes the planner's
   * statistics; nothing on PostgreSQL, whose autovacuum does both.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

type SqlDriverAdapterFactory = NonNullable<
  ConstructorParameters<typeof PrismaClient>[0]
>["adapter"];

/**
 * PGlite's settings. Without the progress interval PGlite re-arms a 10 s startup-progress timer
 * forever and keeps the process alive. PGlite's 128 MB of shared buffers live in the process's
 * own WebAssembly memory, which never shrinks: measured on the demo data, 32 MB cost nothing in
 * query time and keep the process ~100 MB smaller (`git log -p docs/benchmarks.md`).
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  "-c",
  "log_startup_progress_interval=0",
  "-c",
  "shared_buffers=32MB",
];

/**
 * How every PGlite of the product opens: its settings and the extensions the migrations create
 * (pg_trgm, for the console's substring search).
 */
export const pgliteOptions = {
  startParams: pgliteStartParams,
  extensions: { pg_trgm },
} satisfies PGliteOptions;

const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long the pool keeps a connection nobody uses. A new connection costs far more than a query:
 * a backend process to start, its catalog caches to fill, and every prepared statement to parse and
 * plan again. With pg's default of 10 s a steady load lets most connections close, and the next
 * burst reopens them at once: at 200 messages/s that stalled every request for up to 250 ms a few
 * times a minute (docs/benchmarks.md). Ten minutes, as HikariCP does, keeps a busy server's
 * connections and still hands an idle server's back to PostgreSQL.
 */
const POSTGRES_IDLE_CONNECTION_MS = 10 * 60_000;

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return target.kind === "postgres"
    ? openPostgres(target.url)
    : openPgliteDirectory(target.dataDir, options.readTemplate ?? (() => undefined));
}

/**
 * Creates the missing folders one by one. (Node's recursive mkdir never returns for a path under
 * a pseudo-filesystem such as /proc, where mkdir reports ENOENT for a parent that exists.)
 */
function createDirectoryTree(dir: string): void {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing) mkdirSync(folder);
}

function ensureWritableDirectory(dir: string): void {
  try {
    createDirectoryTree(dir);
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`DATA_DIR ${dir} is not a writable directory (${code})`);
  }
}

async function openPgliteDirectory(
  dataDir: string,
  readTemplate: () => Blob | undefined,
): Promise<Database> {
  ensureWritableDirectory(dataDir);
  const lock = lockDataDir(dataDir);
  try {
    const pgDir = path.join(dataDir, "pg");
    await unpackTemplateIfNew(pgDir, readTemplate);
    const pglite = await PGlite.create(pgDir, pgliteOptions);
    return wrapPglite(pglite, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A new data directory is unpacked from the bundled template when there is one for the current
 * migrations (see pglite-template.ts); otherwise PGlite runs initdb on first open. Unpacked beside
 * the final place and renamed into it, so a process killed halfway leaves no half a database.
 */
export async function unpackTemplateIfNew(
  pgDir: string,
  readTemplate: () => Blob | undefined,
): Promise<void> {
  if (existsSync(path.join(pgDir, "PG_VERSION"))) return;
  const template = readTemplate();
  if (!template) return;
  const unpacking = `${pgDir}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  const pglite = await PGlite.create(unpacking, { ...pgliteOptions, loadDataDir: template });
  await pglite.close();
  rmSync(pgDir, { recursive: true, force: true });
  renameSync(unpacking, pgDir);
}

/**
 * The tables whose rows every request or message updates or deletes (counters, sessions, the
 * pipeline's state), and the job queue's: left alone they fill with dead rows, and every scan of
 * them gets slower.
 */
const CHURNING_TABLES = [
  "rate_limit_buckets",
  "admin_sessions",
  "api_keys",
  "idempotency_keys",
  "messages",
  "sandbox_sends",
  "service_windows",
  "webhook_events",
  "analytics_increments",
  "analytics_daily",
  "analytics_day_totals",
];

async function vacuumChurningTables(sql: Sql): Promise<void> {
  const queueTables = await sql.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'pgboss'`,
  );
  const tables = [...CHURNING_TABLES.map((name) => `"${name}"`), ...queueTables.map((t) => t.name)];
  await sql.query(`VACUUM (ANALYZE) ${tables.join(", ")}`);
}

/** Wraps an open PGlite instance (on disk, in memory or loaded from a dump). */
export function wrapPglite(pglite: PGlite, lock?: DataDirLock): Database {
  takeTurns(prepareStatements(pglite));
  const prisma = new PrismaClient({
    adapter: new PrismaPGlite(pglite) as unknown as SqlDriverAdapterFactory,
  });
  const target: MigrationTarget = {
    // One process owns the directory (see data-dir-lock.ts), so a transaction is lock enough.
    inMigrationLock: (work) =>
      pglite.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await tx.query<Row>(sql, params)).rows,
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      ),
  };
  const sql = pgliteSql(pglite);
  return {
    kind: "pglite",
    prisma,
    sql,
    queueConnection: { kind: "pglite", pglite },
    migrate: (migrations = readMigrations()) => applyPendingMigrations(target, migrations),
    listen: (channel, handlers) => listenOnPglite(pglite, channel, handlers),
    isHealthy: () => answersTrivialQuery(sql),
    maintain: () => vacuumChurningTables(sql),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
      lock?.release();
    },
  };
}

function describeTarget(url: URL): string {
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const url = new URL(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: POSTGRES_IDLE_CONNECTION_MS,
  });
  // An idle client losing its connection (a database restart) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on("error", () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    throw new ConfigError(
      `Cannot connect to PostgreSQL at ${describeTarget(url)}: ${(error as Error).message || (error as NodeJS.ErrnoException).code}`,
    );
  }

  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const sql = postgresSql(pool);
  const target: MigrationTarget = {
    inMigrationLock: (work) =>
      inPooledTransaction(pool, async (client) => {
        await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_ADVISORY_LOCK_KEY]);
        return work({
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as Row[],
          exec: async (script) => {
            await client.query(script);
          },
        });
      }),
  };
  return {
    kind: "postgres",
    prisma,
    sql,
    queueConnection: { kind: "postgres", connectionString: databaseUrl },
    migrate: (migrations = readMigrations()) => applyPendingMigrations(target, migrations),
    listen: (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
    isHealthy: () => answersTrivialQuery(sql),
    maintain: async () => undefined,
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function answersTrivialQuery(sql: Sql): Promise<boolean> {
  try {
    await sql.query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
