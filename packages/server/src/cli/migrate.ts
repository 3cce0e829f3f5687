// `pnpm db:migrate`: applies pending migrations to the configured database (what the server also
// does at start), creating the first admin if none exists.
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { exitOnStartupFailure, prepareDatabase } from "../startup.ts";

async function run(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ json: false });
  const database = await prepareDatabase(config, log);
  await database.close();
  log.info("the database is up to date");
}

run().catch(exitOnStartupFailure);
