// Driver adapters for the Prisma CLI only (prisma.config.ts). Prisma 6.19's CLI works with
// `engine: "js"` and these adapters without downloading a native schema engine, but needs the
// workarounds below; each one names the failure it prevents.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

const PG_CATALOG_CHAR_OID = 18;
const PG_CATALOG_NAME_OID = 19;
const PG_TEXT_OID = 25;

/**
 * adapter-pg cannot deserialise the catalog types "char" and name, which the migration engine
 * reads ("Column type 'name' could not be deserialized"); reporting them as text is lossless.
 */
class CatalogTypesAsTextPool extends pg.Pool {
  override async query(...args: unknown[]): Promise<never> {
    const result = await (super.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
    for (const field of result?.fields ?? []) {
      if (field.dataTypeID === PG_CATALOG_CHAR_OID || field.dataTypeID === PG_CATALOG_NAME_OID) {
        field.dataTypeID = PG_TEXT_OID;
      }
    }
    return result as never;
  }
}

export function createPgAdapterFactory(databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  // Discrete fields, not connectionString: a connectionString would override the shadow
  // database's name, and pg-pool hides the password from a spread of pool.options.
  const url = new URL(databaseUrl);
  const config: pg.PoolConfig = {
    host: url.hostname,
    port: Number(url.port) || 5432,
    database: decodeURIComponent(url.pathname.slice(1)),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    allowExitOnIdle: true,
  };

  class PgWithOwnShadowDatabase extends PrismaPg {
    override async connectToShadowDb() {
      const main = await this.connect();
      const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll("-", "")}`;
      await main.executeScript(`CREATE DATABASE "${name}"`);
      const pool = new CatalogTypesAsTextPool({ ...config, database: name });
      const shadow = await new PrismaPg(pool).connect();
      shadow.dispose = async () => {
        await pool.end();
        await main.executeScript(`DROP DATABASE "${name}"`);
        await main.dispose();
      };
      return shadow;
    }
  }
  return new PgWithOwnShadowDatabase(new CatalogTypesAsTextPool(config));
}

// Without this setting PGlite re-arms a 10 s timer forever and a no-op `migrate deploy` never exits.
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "log_startup_progress_interval=0"];

let pgliteFactory: SqlMigrationAwareDriverAdapterFactory | undefined;

/**
 * The CLI calls the config's adapter() more than once; two PGlite instances on one directory
 * corrupt it, so one instance serves the whole CLI process.
 */
export function createPgliteAdapterFactory(dataDir: string): SqlMigrationAwareDriverAdapterFactory {
  if (pgliteFactory) return pgliteFactory;
  mkdirSync(dataDir, { recursive: true });

  // pglite-prisma-adapter is typed against an older driver-adapter-utils, hence the casts.
  type ShadowAdapter = Awaited<ReturnType<PrismaPGlite["connectToShadowDb"]>>;
  class PgliteWithScriptableShadowDatabase extends PrismaPGlite {
    override async connectToShadowDb(): Promise<ShadowAdapter> {
      const shadowDb = new PGlite({ startParams: pgliteStartParams, extensions: { pg_trgm } });
      const shadow = (await new PrismaPGlite(shadowDb).connect()) as unknown as SqlDriverAdapter;
      const executeRaw = shadow.executeRaw.bind(shadow);
      // Migration scripts hold several statements, which a prepared statement cannot.
      shadow.executeRaw = async (query) => {
        if (query.args.length > 0) return executeRaw(query);
        await shadowDb.exec(query.sql);
        return 0;
      };
      shadow.dispose = () => shadowDb.close();
      return shadow as unknown as ShadowAdapter;
    }
  }

  const db = new PGlite(dataDir, { startParams: pgliteStartParams, extensions: { pg_trgm } });
  process.once("beforeExit", () => void db.close());
  pgliteFactory = new PgliteWithScriptableShadowDatabase(
    db,
  ) as unknown as SqlMigrationAwareDriverAdapterFactory;
  return pgliteFactory;
}
