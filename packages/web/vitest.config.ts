import { fileURLToPath } from "node:url";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

const packageDir = fileURLToPath(new URL(".", import.meta.url));

/**
 * The web app's unit tests: pure logic (the cost calculator, the GraphQL helper, head tags, the
 * build manifest checks, the console's trend wording, error reading and session store) and
 * content invariants, in Node. Pages and screens are tested end to end in tests/e2e against the
 * built product.
 */
export default defineConfig({
  root: packageDir,
  resolve: { conditions: ["@aizapy/source", ...defaultClientConditions] },
  test: {
    name: "web",
    root: packageDir,
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
