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
    projects: [
      graphqlServerSuite("pglite"),
      graphqlServerSuite("postgres"),
      "packages/!(graphql-server)/vitest.config.ts",
    ],
  },
});
