// The process entry (`pnpm start`): reads the runtime contract, prepares the database, serves the
// whole product, and shuts down cleanly on SIGTERM/SIGINT.
import "reflect-metadata";
import { loadConfig } from "./config.ts";
import { closeGracefully, listen } from "./http/listen.ts";
import { createLogger } from "./logger.ts";
import { createServer } from "./server.ts";
import { exitOnStartupFailure, prepareDatabase } from "./startup.ts";

/** In-flight requests get this long to finish after a stop signal. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ json: config.isProduction });
  const database = await prepareDatabase(config, log);

  let server;
  let stopServer: () => Promise<void>;
  try {
    const { handler, stop } = await createServer({ config, database, log });
    stopServer = stop;
    server = await listen(handler, config.port, config.host);
  } catch (error) {
    await database.close();
    throw error;
  }
  const where =
    config.database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.database.dataDir}`;
  log.info(`Ai Zapy is listening on http://localhost:${config.port} (database: ${where})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests`);
    await closeGracefully(server, SHUTDOWN_GRACE_MS);
    await stopServer();
    await database.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(exitOnStartupFailure);
