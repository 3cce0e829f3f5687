import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    conditions: ["@aizapy/source"],
    // graphql must be one module instance for type-graphql, Apollo and the tests alike.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  ssr: { resolve: { conditions: ["@aizapy/source"] } },
  test: { name: "graphql-server", include: ["src/**/*.test.ts"] },
});
