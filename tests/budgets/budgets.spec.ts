// The budgets that do not depend on the machine's speed (issue 6): Lighthouse accessibility, best
// practices and SEO at 100 and CLS at 0 on every public page, and first-load bytes per page. The
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
import { budgets, kilobytes, measurePageWeights } from "./support/page-weight.ts";

test.describe.configure({ mode: "serial" });

test("every public page loads at most 90 KB of JavaScript and 25 KB of CSS (gzip), and no admin code", () => {
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
      .soft(page.javascript.files.length, `${page.path}: has a hydration entry`)
      .toBeGreaterThan(0);
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
