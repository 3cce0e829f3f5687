import { defineConfig } from "vitest/config";

// The suites run twice, against PGlite and against PostgreSQL; the root vitest.config.ts
// declares both projects from this file with TEST_DATABASE set.
export default defineConfig({
  resolve: { conditions: ["@aizapy/source"] },
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
