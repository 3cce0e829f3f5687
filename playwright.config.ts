import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium.ts";
import { E2E_BASE_URL, E2E_PORT } from "./tests/support/e2e-constants.ts";

/** Debian's Chromium, which drew the visual baselines (the headless shell draws text otherwise). */
const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * The end-to-end suites drive Debian's chromium-headless-shell where it is installed: the same
 * engine without the browser's window layer, and a sixth less time per test on two cores.
 */
const e2eLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? headlessShellOrChromium(),
  args: chromiumArgs,
};

function headlessShellOrChromium(): string {
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

/**
 * Storybook beside the product, and where a run writes its artifacts: both follow E2E_PORT, so two
 * runs on different ports (pnpm test runs two side by side) keep apart.
 */
const STORYBOOK_PORT = E2E_PORT + 3007;
const OUTPUT_DIR =
  E2E_PORT === 3100 ? "tests/.artifacts/playwright" : `tests/.artifacts/playwright-${E2E_PORT}`;

export default defineConfig({
  testDir: "tests",
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  snapshotPathTemplate: "{testDir}/{testFileDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
    ...devices["Desktop Chrome"],
    // Every project but the visual one drives the headless shell.
    launchOptions: e2eLaunchOptions,
    // Recording a trace took a third of a short test's time on two cores; when a test fails,
    // run it again with `--trace retain-on-failure` to get one.
    trace: "off",
  },
  projects: [
    {
      name: "api",
      testDir: "tests/api",
      use: { baseURL: E2E_BASE_URL },
    },
    {
      name: "e2e-public-desktop",
      testDir: "tests/e2e/public",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: E2E_BASE_URL,
      },
    },
    {
      // A mid-range phone: 375 CSS px wide, touch, mobile viewport meta honoured.
      name: "e2e-public-mobile",
      testDir: "tests/e2e/public",
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 740 },
        baseURL: E2E_BASE_URL,
      },
    },
    {
      // Lighthouse (mobile preset) and the bytes each public page loads; see tests/budgets.
      name: "budgets",
      testDir: "tests/budgets",
      timeout: 300_000,
      use: { baseURL: E2E_BASE_URL },
    },
    {
      // The admin console against the built product: every screen and rule, axe in both themes.
      name: "e2e-admin-desktop",
      testDir: "tests/e2e/admin",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: E2E_BASE_URL,
      },
    },
    {
      // The console on a 375 px phone: the slide-in sidebar, and axe on every screen.
      name: "e2e-admin-mobile",
      testDir: "tests/e2e/admin",
      testMatch: /(\.mobile|accessibility)\.spec\.ts$/,
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 740 },
        baseURL: E2E_BASE_URL,
      },
    },
    {
      // The business workspace (/app) against the built product: the main flow from sign-up to
      // an invited agent, every screen, axe in both themes. Its mail goes to the harness's mailbox.
      name: "e2e-app-desktop",
      testDir: "tests/e2e/app",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: E2E_BASE_URL,
      },
    },
    {
      // The workspace on a 375 px phone: the navigation sheet, and axe.
      name: "e2e-app-mobile",
      testDir: "tests/e2e/app",
      testMatch: /\.mobile\.spec\.ts$/,
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 740 },
        baseURL: E2E_BASE_URL,
      },
    },
    {
      name: "visual",
      testDir: "tests/visual",
      use: { launchOptions: chromiumLaunchOptions, baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
  ],
  webServer: [
    {
      // The built product (pnpm build) on a fresh database with the demo data.
      command: "node --import tsx tests/support/start-e2e-server.ts",
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The built Storybook (pnpm build-storybook), served as static files.
      command: `pnpm exec vite preview --outDir storybook-static --port ${STORYBOOK_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
