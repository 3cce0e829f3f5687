import type { Logger } from "@aizapy/contracts";
import { openDatabase, type Database } from "@aizapy/db";
import { assertAppSecretOpensStoredSecrets, ensureInitialAdmin } from "@aizapy/services";
import type { AppConfig } from "./config.ts";
import { readBundledTemplate } from "./database-template.ts";

/**
 * Opens the configured database, applies pending migrations, checks that APP_SECRET opens the
 * stored secrets and makes sure an admin exists:
 * what the server and every database command do before anything else.
 */
export async function prepareDatabase(config: AppConfig, log: Logger): Promise<Database> {
  const database = await openDatabase(config.database, { readTemplate: readBundledTemplate });
  try {
    const migrations = await database.migrate();
    for (const name of migrations.applied) log.info(`applied migration ${name}`);
    for (const name of migrations.modified) {
      log.warn(
        `migration ${name} was changed after it was applied; the database keeps the applied version`,
      );
    }
    await assertAppSecretOpensStoredSecrets(database.prisma, config.appSecret);
    const initialAdmin = await ensureInitialAdmin(database.prisma, config.initialAdmin);
    if (initialAdmin?.generatedPassword) {
      announceGeneratedPassword(initialAdmin.username, initialAdmin.generatedPassword);
    } else if (initialAdmin) {
      log.info(`created the first admin '${initialAdmin.username}' from ADMIN_USERNAME`);
    }
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Printed once, on the console only: the password is never logged or stored in plain text. */
function announceGeneratedPassword(username: string, password: string): void {
  process.stdout.write(
    [
      "",
      "  No admin existed, so one was created. Sign in at /admin/login with:",
      `    username: ${username}`,
      `    password: ${password}`,
      "  This password is shown only once. Change it under Profile after signing in,",
      "  or set ADMIN_USERNAME and ADMIN_PASSWORD before the first start next time.",
      "",
      "",
    ].join("\n"),
  );
}

/** Turns a startup failure into one line on stderr and exit code 1. */
export function exitOnStartupFailure(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  const expected = error instanceof Error && ["ConfigError", "MigrationError"].includes(error.name);
  process.stderr.write(`aizapy: ${expected ? "" : "failed to start: "}${message}\n`);
  process.exit(1);
}
