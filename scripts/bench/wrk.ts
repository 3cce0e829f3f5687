import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readCpuTimes, stolenPercent } from "./stolen-time.ts";

// The load generator: wrk (C, one thread), so the machine's cores go to the servers measured,
// not to the client measuring them.

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx/3xx, and socket errors. */
  failures: number;
  /** The share of the machine's CPU time its hypervisor took during the run (null: unknown). */
  stolenPercent: number | null;
}

export interface Request {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Makes sure wrk is there (Debian's package), installing it when this is a Debian machine run as root. */
export function ensureWrk(): void {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  const root = process.getuid?.() === 0;
  if (root && spawnSync("apt-get", ["--version"]).error === undefined) {
    console.log("bench: installing wrk (Debian package)");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit" });
    if (spawnSync("wrk", ["--version"]).error === undefined) return;
  }
  throw new Error(
    "pnpm bench needs wrk (Debian/Ubuntu: apt-get install wrk; macOS: brew install wrk)",
  );
}

const lua = (value: string) => JSON.stringify(value);

/** A wrk script sending the requests in turn (one request, or a mix). */
function script(requests: Request[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aizapy-wrk-"));
  const file = path.join(dir, "requests.lua");
  const built = requests.map(
    (request) =>
      `wrk.format(${lua(request.method ?? "GET")}, ${lua(request.path)}, {${Object.entries(
        request.headers ?? {},
      )
        .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
        .join(", ")}}, ${request.body === undefined ? "nil" : lua(request.body)})`,
  );
  writeFileSync(
    file,
    `local requests = {}
local index = 0
init = function()
  requests = { ${built.join(",\n    ")} }
end
request = function()
  index = index % #requests + 1
  return requests[index]
end
`,
  );
  return file;
}

function milliseconds(value: string, unit: string): number {
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN;
  return Number(value) * factor;
}

/** Runs wrk against `baseUrl` with `connections` connections for `seconds`. */
export async function load(
  baseUrl: string,
  requests: Request[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const args = [
    "-t1",
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "--latency",
    "--timeout",
    "10s",
    "-s",
    script(requests),
    baseUrl,
  ];
  const timesBefore = readCpuTimes();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("wrk", args);
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.stderr.on("data", (chunk) => (text += chunk));
    child.on("error", reject);
    child.on("close", () => resolve(text));
  });
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)`, "m").exec(output);
    return match ? milliseconds(match[1]!, match[2]!) : NaN;
  };
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rate) throw new Error(`wrk printed no rate:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: latency("50"),
    p99Ms: latency("99"),
    failures: non2xx + errors,
    stolenPercent: stolenPercent(timesBefore, readCpuTimes()),
  };
}

/**
 * Loads run in turn, `runs` rounds of each (a, b, c, a, b, c, …), and the median run of each.
 * Loads whose rates are divided by each other then ran seconds apart, not minutes: what else the
 * machine does in between (its load, its clock speed) falls on all of them alike. Each load is
 * told its round.
 */
export async function inTurn<
  const Loads extends readonly ((round: number) => Promise<LoadResult>)[],
>(runs: number, loads: Loads): Promise<{ [I in keyof Loads]: LoadResult }> {
  const results = loads.map((): LoadResult[] => []);
  for (let round = 0; round < runs; round++) {
    for (const [i, run] of loads.entries()) results[i]!.push(await run(round));
  }
  return results.map(median) as { [I in keyof Loads]: LoadResult };
}

/** The result whose rate is the median (its latencies come with it). */
function median(results: readonly LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}
