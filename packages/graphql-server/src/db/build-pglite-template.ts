import { PGlite } from "@electric-sql/pglite";
import { prepareJobQueue } from "@aizapy/messaging";
import { pgliteOptions, wrapPglite } from "./open-database.ts";

/** Builds a template in memory: a new database, migrated, with the job queue installed. */
export async function buildPgliteTemplate(): Promise<Buffer> {
  const pglite = await PGlite.create(pgliteOptions);
  const database = wrapPglite(pglite);
  try {
    await database.migrate();
    await prepareJobQueue(database.queueConnection);
    const dump = await pglite.dumpDataDir("gzip");
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}
