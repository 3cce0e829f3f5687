// Runs Lighthouse 12 (mobile preset: phone screen, simulated slow 4G and 4× CPU slowdown) against
// pages of the running product, in one headless Debian Chromium shared by all runs.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../support/chromium.ts";

export interface LighthouseBrowser {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a DevTools port for Lighthouse to drive. */
export async function launchChromium(): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "aizapy-lighthouse-"));
  const chromium: ChildProcess = spawn(
    chromiumPath,
    [
      "--headless=new",
      ...chromiumArgs,
      "--disable-default-apps",
      "--disable-extensions",
      "--no-default-browser-check",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    chromium.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.on("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      chromium.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type LighthouseResult = RunnerResult["lhr"];

/** Trace hiccups Lighthouse itself says to retry ("Please run Lighthouse again"). */
const transientErrors = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "NO_DCL"]);

/**
 * The audits of a run that could not be computed (an audit error, not a low score): on a loaded
 * machine a trace sometimes comes back incomplete, which leaves the audits that read it without
 * a result and their categories without a score.
 */
function erroredAudits(lhr: LighthouseResult, onlyAudits: readonly string[] = []): string[] {
  const scored = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
  return [...new Set([...scored, ...onlyAudits])].flatMap((id) => {
    const audit = lhr.audits[id];
    if (audit && audit.scoreDisplayMode !== "error") return [];
    return [`${id}: ${audit?.errorMessage ?? "no result"}`];
  });
}

/**
 * One Lighthouse run with the default (mobile) configuration, retried on a trace hiccup or an audit
 * that could not be computed.
 */
export async function runLighthouse(
  url: string,
  browser: LighthouseBrowser,
  options: Pick<Flags, "onlyCategories" | "onlyAudits">,
  attempts = 3,
): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: "json",
    logLevel: "error",
    ...options,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (error && transientErrors.has(error.code) && attempts > 1) {
    return runLighthouse(url, browser, options, attempts - 1);
  }
  if (error) throw new Error(`Lighthouse failed on ${url}: ${error.message} (${error.code})`);
  const errored = erroredAudits(result.lhr, options.onlyAudits ?? []);
  if (errored.length > 0) {
    if (attempts > 1) return runLighthouse(url, browser, options, attempts - 1);
    throw new Error(`Lighthouse could not compute audits on ${url}: ${errored.join("; ")}`);
  }
  return result.lhr;
}

/** The audits that cost a category points, for a readable failure. */
export function failingAudits(lhr: LighthouseResult, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [`category ${categoryId} missing`];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map(
      (audit) => `${audit.id}: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ""}`,
    );
}
