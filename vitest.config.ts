import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** A package whose suites run against both databases: one project per database. */
const databaseSuites = (name: string) =>
  (["pglite", "postgres"] as const).map((database) => ({
    extends: `./packages/${name}/vitest.config.ts`,
    test: {
      name: `${name}:${database}`,
      root: `./packages/${name}`,
      env: { TEST_DATABASE: database },
    },
  }));

// Every vitest suite of the workspace. The database packages' suites run against both databases.
export default defineConfig({
  test: {
    // One test file per core, not vitest's default of one fewer: the database suites spend much
    // of their time waiting on PGlite or PostgreSQL (on two cores the whole run takes a quarter
    // less time).
    maxWorkers: availableParallelism(),
    projects: [
      ...["db", "services", "engagement", "server"].flatMap(databaseSuites),
      "packages/!(db|services|engagement|server)/vitest.config.ts",
    ],
  },
});
