// `pnpm db:seed:demo`: fills an empty database with the demo (see src/demo).
import { loadConfig } from "../config.ts";
import { seedDemo } from "../demo/seed-demo.ts";
import { createLogger } from "../logger.ts";
import { exitOnStartupFailure, prepareDatabase } from "../startup.ts";

async function run(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ json: false });
  const database = await prepareDatabase(config, log);
  try {
    const result = await seedDemo(database.prisma, { appSecret: config.appSecret });
    if (result.seeded) {
      log.info(
        `demo data added: ${result.businesses} businesses, ${result.apiConfigs} API configurations, ` +
          `${result.analyticsDays} days of analytics, ${result.messages} contact messages, ${result.auditLogs} audit log entries`,
      );
    } else {
      log.info(`no demo data added: ${result.reason}`);
    }
  } finally {
    await database.close();
  }
}

run().catch(exitOnStartupFailure);
