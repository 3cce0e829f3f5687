import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jobQueueFingerprint } from "@aizapy/messaging";
import { readMigrations } from "./migrations.ts";

// A new PGlite data directory costs an initdb in WebAssembly (4–10 s on two cores) before the
// migrations run. A template — an empty, fully migrated database with the job queue installed,
// dumped once — is unpacked in well under a second instead. `pnpm build` writes one next to the
// server (build-pglite-template.ts); the test suites build their own.

/**
 * Names what a fresh database holds: the migrations (by checksum) and the job queue's version. A
 * template with another key is never used, so a changed migration cannot hide behind a stale one.
 */
export function freshDatabaseKey(): string {
  return createHash("sha256")
    .update(
      readMigrations()
        .map((m) => `${m.name}:${m.checksum}`)
        .join("\n"),
    )
    .update(jobQueueFingerprint)
    .digest("hex")
    .slice(0, 12);
}

/** Where `pnpm build` writes the template (dist/pglite-template, found from src/db or dist/db). */
export const bundledTemplateDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../dist/pglite-template",
);

export const bundledTemplateFile = (): string =>
  path.join(bundledTemplateDir, `${freshDatabaseKey()}.tar.gz`);

/** The bundled template for the current migrations, if `pnpm build` wrote one. */
export function readBundledTemplate(): Blob | undefined {
  const file = bundledTemplateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
