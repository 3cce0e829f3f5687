import { renameSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions, wrapPglite } from "./open-database.ts";
import type { DatabaseInstallation } from "./pglite-template.ts";

/** Builds a template in memory: a new database, migrated, with the host's installation. */
async function buildPgliteTemplate(installation?: DatabaseInstallation): Promise<Buffer> {
  const pglite = await PGlite.create(pgliteOptions);
  const database = wrapPglite(pglite);
  try {
    await database.migrate();
    await installation?.install(database);
    const dump = await pglite.dumpDataDir("gzip");
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * Builds a template and writes it to `file`, under another name first and then renamed, so that
 * a build cut short never leaves half a template and two builds at once never mix theirs.
 * Returns its size in bytes.
 */
export async function writePgliteTemplate(
  file: string,
  installation?: DatabaseInstallation,
): Promise<number> {
  const template = await buildPgliteTemplate(installation);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, template);
  renameSync(partial, file);
  return template.length;
}
