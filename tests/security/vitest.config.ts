import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverPackage = path.resolve(here, "../../packages/server");
const require = createRequire(path.join(serverPackage, "package.json"));

// The security suites run against both databases, like the server's own suites, and start the
// product the same way (packages/server/src/test-support). SECURITY_PROFILE=release
// (`pnpm test:long`) lengthens every suite; the default is the bounded profile of `pnpm test`.
const suite = (database: "pglite" | "postgres") => ({
  resolve: {
    conditions: ["@aizapy/source"],
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  ssr: { resolve: { conditions: ["@aizapy/source"] } },
  // Global setup (the template databases) loads the workspace packages' sources too.
  environments: { __vitest__: { resolve: { conditions: ["@aizapy/source", "node", "import"] } } },
  test: {
    name: `security:${database}`,
    root: here,
    include: ["**/*.test.ts"],
    env: { TEST_DATABASE: database },
    globalSetup: [path.join(here, "global-setup.ts")],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: { projects: [suite("pglite"), suite("postgres")], maxWorkers: 1 },
});
