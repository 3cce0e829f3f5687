import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));

// The messaging platform end to end against the built product (`pnpm build`), as a customer's
// integration and an operator use it over HTTP, on both databases.
const suite = (database: "pglite" | "postgres") => ({
  test: {
    name: `platform:${database}`,
    root: here,
    include: ["**/*.test.ts"],
    env: { TEST_DATABASE: database },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: { projects: [suite("pglite"), suite("postgres")], maxWorkers: 1 },
});
