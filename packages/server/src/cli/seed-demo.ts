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
    const started = performance.now();
    const result = await seedDemo(database, { appSecret: config.appSecret });
    if (result.seeded) {
      log.info(
        `demo data added in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.businesses} businesses with ` +
          `${result.apiConfigs} sandbox configurations and ${result.templates} templates, ` +
          `${result.whatsappMessages} WhatsApp messages sent through the sandbox over 90 days, ` +
          `${result.messages} contact messages, ${result.auditLogs} audit log entries`,
      );
    } else {
      log.info(`no demo data added: ${result.reason}`);
    }
  } finally {
    await database.close();
  }
}

run().catch(exitOnStartupFailure);
