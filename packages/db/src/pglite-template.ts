import { createHash } from "node:crypto";
import { readMigrations } from "./migrations.ts";
import type { Database } from "./open-database.ts";

// A new PGlite data directory costs an initdb in WebAssembly (4–10 s on two cores) before the
// migrations run. A template — an empty, fully migrated database with whatever the host installs
// beside the migrations (the job queue), dumped once — is unpacked in well under a second
// instead. `pnpm build` writes one next to the server; the test suites build their own.

/** What a host installs in every new database beside the migrations (the job queue's schema). */
export interface DatabaseInstallation {
  /** Changes whenever what `install` creates changes. */
  fingerprint: string;
  install(database: Database): Promise<void>;
}

/**
 * Names what a fresh database holds: the migrations (by checksum) and the host's installation. A
 * template with another key is never used, so a changed migration cannot hide behind a stale one.
 */
export function freshDatabaseKey(installation?: DatabaseInstallation): string {
  return createHash("sha256")
    .update(
      readMigrations()
        .map((m) => `${m.name}:${m.checksum}`)
        .join("\n"),
    )
    .update(installation?.fingerprint ?? "")
    .digest("hex")
    .slice(0, 12);
}
