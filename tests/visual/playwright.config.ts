import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import rootConfig from "../../playwright.config.ts";

/**
 * The root config's `visual` project with only a Storybook server, so visual tests run without
 * building and starting the product (Playwright starts every configured web server otherwise).
 * Its own port keeps it apart from a root-config run that may be serving Storybook at the same
 * time. Used by `pnpm test:visual`; paths are absolute because this file lives below the root.
 */
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6108);
const visual = rootConfig.projects?.find((project) => project.name === "visual");

if (!visual) throw new Error("playwright.config.ts must define the `visual` project");

export default defineConfig({
  ...rootConfig,
  testDir: `${repoRoot}tests/visual`,
  outputDir: `${repoRoot}tests/.artifacts/playwright-visual`,
  projects: [
    {
      ...visual,
      testDir: `${repoRoot}tests/visual`,
      use: { ...visual.use, baseURL: `http://127.0.0.1:${port}` },
    },
  ],
  webServer: [
    {
      command: `pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/iframe.html`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
