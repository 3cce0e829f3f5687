// Measures the Lighthouse performance score of every public page (mobile preset) as the median of
// three runs, and records it with the bytes each page loads in docs/benchmarks.md. Not a test: the
// score depends on the machine. Target: ≥ 98 on every page.
//
//   pnpm bench:lighthouse [--runs 3] [--url http://127.0.0.1:3100]
//
// Measures the server at --url (default: the end-to-end port); when nothing answers there it
// starts the built product itself (as the Playwright suites do) and stops it after.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { publicRoutes } from "../packages/web/src/site/routes.ts";
import {
  type LighthouseResult,
  launchChromium,
  runLighthouse,
} from "../tests/budgets/support/lighthouse.ts";
import { kilobytes, measurePageWeights } from "../tests/budgets/support/page-weight.ts";
import { E2E_BASE_URL } from "../tests/support/e2e-constants.ts";
import { writeBenchmarkSection } from "./lib/benchmark-report.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    url: { type: "string" },
  },
});
const runs = Number(values.runs);
const baseUrl = values.url ?? E2E_BASE_URL;
const target = 98;

async function isUp(url: string) {
  try {
    return (await fetch(new URL("/healthz", url))).ok;
  } catch {
    return false;
  }
}

async function startProductIfNeeded(): Promise<ChildProcess | undefined> {
  if (await isUp(baseUrl)) return undefined;
  if (new URL(baseUrl).origin !== new URL(E2E_BASE_URL).origin) {
    throw new Error(`Nothing answers at ${baseUrl}`);
  }
  console.log(`Starting the built product on ${E2E_BASE_URL}…`);
  const server = spawn(process.execPath, ["--import", "tsx", "tests/support/start-e2e-server.ts"], {
    cwd: root,
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (await isUp(baseUrl)) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill();
  throw new Error("The product did not start within two minutes");
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface RouteResult {
  path: string;
  scores: number[];
  /** The run with the median score: its metrics are reported. */
  medianRun: LighthouseResult;
}

const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

const performanceOf = async (url: string, browser: Awaited<ReturnType<typeof launchChromium>>) => {
  const lhrs: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) {
    lhrs.push(await runLighthouse(url, browser, { onlyCategories: ["performance"] }));
  }
  const scores = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  return { scores, medianRun: lhrs[scores.indexOf(median(scores))]! };
};

// Other work on the machine slows the runs down: the load is recorded with the figures.
const loadAverageAtStart = os.loadavg()[0]!;
const server = await startProductIfNeeded();
const browser = await launchChromium();
const results: RouteResult[] = [];
try {
  for (const route of publicRoutes.filter((candidate) => candidate.path !== null)) {
    const { scores, medianRun } = await performanceOf(new URL(route.path!, baseUrl).href, browser);
    results.push({ path: route.path!, scores, medianRun });
    console.log(`${route.path!.padEnd(20)} ${scores.join(", ")} → median ${median(scores)}`);
  }
} finally {
  await browser.close();
  server?.kill("SIGTERM");
}

const weights = new Map(measurePageWeights().map((weight) => [weight.path, weight]));
const chromiumVersion = (() => {
  try {
    return execFileSync(process.env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
})();
const lighthouseVersion = results[0]?.medianRun.lighthouseVersion ?? "unknown";
const medians = results.map((result) => median(result.scores));

const rows = results.map(({ path: pagePath, scores, medianRun }) => {
  const weight = weights.get(pagePath)!;
  const score = median(scores);
  return `| \`${pagePath}\` | **${score}**${score >= target ? "" : " ⚠"} | ${scores.join(", ")} | ${seconds(metric(medianRun, "first-contentful-paint"))} | ${seconds(metric(medianRun, "largest-contentful-paint"))} | ${ms(metric(medianRun, "total-blocking-time"))} | ${metric(medianRun, "cumulative-layout-shift").toFixed(3)} | ${seconds(metric(medianRun, "speed-index"))} | ${kilobytes(weight.javascript.gzipBytes)} (${weight.javascript.files.length}) | ${kilobytes(weight.css.gzipBytes)} |`;
});

const markdown = `## The public site: Lighthouse performance

Written by \`pnpm bench:lighthouse\`.

- **Measured:** ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC against ${baseUrl} (the built product: \`pnpm build\`, then the server from \`packages/server\`)
- **Machine:** ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion}; load average ${loadAverageAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine makes the scores noisy)
- **Method:** Lighthouse's default mobile preset (Moto G Power-sized screen, simulated slow 4G, 4× CPU slowdown), performance category only, ${runs} runs per page in one headless Chromium; the median score is reported, with the metrics of that run.
- **Target:** performance ≥ ${target} on every page. Median of medians: **${median(medians)}**; lowest: **${Math.min(...medians)}**.

| Page | Performance (median) | Runs | FCP | LCP | TBT | CLS | Speed Index | First-load JS, gzip (files) | CSS, gzip |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

First-load JS and CSS are what each page's prerendered HTML references (its island loader's entry and chunks, and \`<link rel="stylesheet">\`), gzip-compressed; the budgets are 80 KB and 25 KB (and 200 KB for the admin console's first load, without chart code), asserted by \`tests/budgets\` together with Lighthouse accessibility, best practices and SEO at 100 and CLS at 0. A page starts this code once it has loaded (an inline loader adds the \`modulepreload\`s then), so first paint has the connection to itself. Code that loads later still (the testimonials, calculator and contact-form islands when they near the viewport; zod and the toasts on first use) is not in these figures; the FAQ is native \`<details>\` and needs none.

The server compresses text responses (brotli or gzip, whichever the browser accepts). FCP, LCP, TBT, CLS and Speed Index are from the median run.
`;

await writeBenchmarkSection("lighthouse", markdown);
console.log(`Wrote docs/benchmarks.md (lowest median ${Math.min(...medians)}, target ${target}).`);
