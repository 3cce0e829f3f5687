import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@aizapy/source"] },
  ssr: { resolve: { conditions: ["@aizapy/source"] } },
  test: { name: "messaging", include: ["src/**/*.test.ts"] },
});
