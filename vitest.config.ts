import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const graphqlServerSuite = (database: "pglite" | "postgres") => ({
  extends: "./packages/graphql-server/vitest.config.ts",
  test: {
    name: `graphql-server:${database}`,
    root: "./packages/graphql-server",
    env: { TEST_DATABASE: database },
  },
});

// Every vitest suite of the workspace. The server's suites run against both databases.
export default defineConfig({
  test: {
    // One test file per core, not vitest's default of one fewer: the database suites spend much
    // of their time waiting on PGlite or PostgreSQL (on two cores the whole run takes a quarter
    // less time).
    maxWorkers: availableParallelism(),
    projects: [
      graphqlServerSuite("pglite"),
      graphqlServerSuite("postgres"),
      "packages/!(graphql-server)/vitest.config.ts",
    ],
  },
});
