import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

// The suites run twice, against PGlite and against PostgreSQL; the root vitest.config.ts
// declares both projects from this file with TEST_DATABASE set.
export default defineConfig({
  resolve: {
    conditions: ["@aizapy/source"],
    // graphql must be one module instance for type-graphql, Apollo and the tests alike.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  ssr: { resolve: { conditions: ["@aizapy/source"] } },
  // The environment vitest loads global setup in: it builds the template databases with the
  // workspace packages' sources too.
  environments: { __vitest__: { resolve: { conditions: ["@aizapy/source", "node", "import"] } } },
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["vitest.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
