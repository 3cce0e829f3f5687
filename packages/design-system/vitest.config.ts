import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type Plugin } from "vitest/config";
import type { BrowserCommand } from "vitest/node";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium.ts";

const packageDir = fileURLToPath(new URL(".", import.meta.url));
// Absolute, because the plugin resolves a relative configDir against the working directory.
const storybookConfigDir = fileURLToPath(new URL("../../.storybook", import.meta.url));
// Test files are matched from the repository root: Storybook's story globs start there.
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
});

/**
 * Moves the real pointer out of the page. Tests that hover or click leave it where they acted, and
 * Chromium re-sends hover events when new content appears under a resting pointer, so whatever the
 * next test renders at that spot would start out hovered (a carousel would never rotate). Any
 * point inside the page may be under the next test's component; a point outside never is.
 */
const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(-1, -1);
};

/**
 * Storybook's plugin owns `test.include` (it lists the stories); this adds the package's own
 * component and unit tests to the same browser project, since a package contributes one project to
 * the workspace.
 */
const componentTests: Plugin = {
  name: "aizapy:component-tests",
  // Storybook's plugin also sets the Vite root to the repository; dependencies resolve from here.
  config: () => ({
    root: packageDir,
    test: {
      include: ["packages/design-system/src/**/*.test.{ts,tsx}"],
      setupFiles: ["./src/test/setup.ts"],
    },
  }),
};

export default defineConfig({
  root: packageDir,
  plugins: [storybookTest({ configDir: storybookConfigDir }), componentTests],
  // One React for the stories, the tests and the root .storybook/preview.tsx.
  resolve: { dedupe: ["react", "react-dom"] },
  optimizeDeps: {
    include: [
      "@vanilla-extract/recipes/createRuntimeFn",
      "@vanilla-extract/sprinkles/createRuntimeSprinkles",
      "@vanilla-extract/dynamic",
      "radix-ui",
      "lucide-react",
      "recharts",
      "react",
      "react-dom",
      "react-dom/client",
      "react-dom/server",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "zod",
    ],
    // It imports `vitest` itself; bundling it would load a second runner.
    exclude: ["vitest-browser-react"],
  },
  test: {
    name: "design-system",
    root: packageDir,
    dir: repoRoot,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: "chromium" }],
      commands: { parkPointer },
    },
  },
});
