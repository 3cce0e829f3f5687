// The budgets that do not depend on the machine's speed (issues 6 and 13): Lighthouse
// accessibility, best practices and SEO at 100 and CLS at 0 on every public page, first-load bytes
// per page, and the admin console's first load with its charts left out. The
// performance score does depend on the machine: scripts/measure-lighthouse.ts records it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../packages/web/src/site/routes.ts";
import {
  failingAudits,
  type LighthouseBrowser,
  launchChromium,
  runLighthouse,
} from "./support/lighthouse.ts";
import {
  adminBudget,
  budgets,
  kilobytes,
  measureAdminFirstLoad,
  measurePageWeights,
} from "./support/page-weight.ts";

test.describe.configure({ mode: "serial" });

test("every public page loads at most 80 KB of JavaScript and 25 KB of CSS (gzip), no admin code and no zod", () => {
  const weights = measurePageWeights();
  const report = path.resolve(import.meta.dirname, "../.artifacts/budgets/page-weight.json");
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(report, JSON.stringify(weights, null, 2));

  for (const page of weights) {
    console.log(
      `${page.path.padEnd(20)} JS ${kilobytes(page.javascript.gzipBytes).padStart(8)} (${page.javascript.files.length} files)  CSS ${kilobytes(page.css.gzipBytes)}`,
    );
    expect
      .soft(page.javascript.gzipBytes, `${page.path}: first-load JavaScript`)
      .toBeLessThanOrEqual(budgets.javascript);
    expect.soft(page.css.gzipBytes, `${page.path}: CSS`).toBeLessThanOrEqual(budgets.css);
    expect.soft(page.adminCode, `${page.path}: admin modules among its scripts`).toEqual([]);
    expect.soft(page.adminChunks, `${page.path}: admin chunks it references`).toEqual([]);
    expect
      .soft(page.prerenderOnlyCode, `${page.path}: zod or the OpenAPI builder among its scripts`)
      .toEqual([]);
    expect
      .soft(page.javascript.files.length, `${page.path}: has a hydration entry`)
      .toBeGreaterThan(0);
  }
});

test("the admin console loads at most 200 KB of JavaScript (gzip) before its first screen, and no chart code", () => {
  const firstLoad = measureAdminFirstLoad();
  console.log(
    `admin console        JS ${kilobytes(firstLoad.gzipBytes).padStart(8)} (${firstLoad.files.length} files)`,
  );
  expect(firstLoad.files.length, "the console's entry").toBeGreaterThan(0);
  expect
    .soft(firstLoad.gzipBytes, "first-load JavaScript")
    .toBeLessThanOrEqual(adminBudget.javascript);
  expect.soft(firstLoad.chartModules, "chart modules loaded up front").toEqual([]);
});

test("island code starts loading only once the page has loaded", async ({ page, baseURL }) => {
  await page.goto(new URL("/pricing", baseURL).href);
  await expect(page.locator("[data-island='mobile-menu-toggle']")).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return {
      loadEventStart: navigation!.loadEventStart,
      scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    };
  });
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const script of timing.scripts) {
    expect(
      script.startTime,
      `${script.url} requested before the load event`,
    ).toBeGreaterThanOrEqual(timing.loadEventStart);
  }
});

test.describe("Lighthouse (mobile)", () => {
  let browser: LighthouseBrowser;
  test.beforeAll(async () => {
    browser = await launchChromium();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  // The not-found page answers 404 on purpose, which Lighthouse's SEO category marks down.
  for (const route of publicRoutes.filter((candidate) => candidate.path !== null)) {
    test(`${route.path}: accessibility, best practices and SEO score 100; no layout shift`, async ({
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const lhr = await runLighthouse(new URL(route.path!, baseURL).href, browser, {
        onlyCategories: ["accessibility", "best-practices", "seo"],
        onlyAudits: ["cumulative-layout-shift"],
      });
      for (const category of ["accessibility", "best-practices", "seo"]) {
        expect
          .soft(
            { score: lhr.categories[category]?.score, failing: failingAudits(lhr, category) },
            `${route.path}: ${category}`,
          )
          .toEqual({ score: 1, failing: [] });
      }
      expect
        .soft(lhr.audits["cumulative-layout-shift"]?.numericValue, `${route.path}: CLS`)
        .toBe(0);
    });
  }
});
