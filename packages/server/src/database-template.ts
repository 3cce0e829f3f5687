import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freshDatabaseKey, jobQueueInstallation } from "@aizapy/db";
import { PRODUCT_QUEUES } from "./queues.ts";

// Every new database holds the migrations and the messaging platform's job queue. `pnpm build`
// writes a PGlite template of that next to the server, and a new data directory is unpacked
// from it in well under a second instead of running initdb and every migration.

/** What every new database holds beside the migrations: the job queue with the product's queues. */
export const productInstallation = jobQueueInstallation(PRODUCT_QUEUES);

/** Where `pnpm build` writes the template (dist/pglite-template, found from src or dist). */
export const bundledTemplateDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../dist/pglite-template",
);

export const bundledTemplateFile = (): string =>
  path.join(bundledTemplateDir, `${freshDatabaseKey(productInstallation)}.tar.gz`);

/** The bundled template for the current migrations, if `pnpm build` wrote one. */
export function readBundledTemplate(): Blob | undefined {
  const file = bundledTemplateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
