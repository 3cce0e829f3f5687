// The messaging platform's send path (`pnpm bench`), against the built server:
//
//   1. Accepted sends/s of POST /v1/messages/template on PGlite and PostgreSQL, divided by a
//      same-run twin (messaging-twin.ts: bare node:http and the raw driver doing the message
//      insert and its pg-boss job in one transaction), and by a second twin doing both in one
//      statement; wrk, medians of 3 runs, alternating, after one untimed warm-up run of each.
//   2. 60 s at a fixed 200 messages/s through the sandbox on PostgreSQL, from an open-loop
//      generator that times each accept from the moment it was due; then the pipeline drains and
//      every accepted message must have reached a terminal state (delivered, read or failed).
//
// The per-key limits (20 messages/s, 100 calls/min, 1,000 messages/hour) would otherwise be what
// is measured: each run gets its own keys (20 per business, 10 businesses), so no key comes near
// a limit, and the businesses' 10 sandbox configurations keep delivery under the 80 messages/s
// per phone number. Writes its section of docs/benchmarks.md.
//
//   pnpm build && node --import tsx scripts/bench/messaging.ts [--seconds 8] [--connections 50]
//     [--database pglite|postgres|both] [--rate 200] [--rate-seconds 60] [--warm-up-seconds 5]
//     [--drain-seconds 300]
//     [--cpu-profile]
import { fork, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
} from "../../packages/server/src/test-support/server-process.ts";
import {
  createBusiness,
  signIn,
  templateSend,
  type Operator,
  type PlatformBusiness,
} from "../../tests/platform/platform-client.ts";
import { writeBenchmarkSection } from "../lib/benchmark-report.ts";
import { summariseCpuProfile } from "./cpu-profile.ts";
import {
  readCpuTimes,
  STOLEN_TIME_METHOD,
  stolenPairText,
  stolenPercent,
  stolenText,
  type CpuTimes,
} from "./stolen-time.ts";
import { ensureWrk, inTurn, load, type LoadResult, type Request } from "./wrk.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "50" },
    database: { type: "string", default: "both" },
    rate: { type: "string", default: "200" },
    "rate-seconds": { type: "string", default: "60" },
    /**
     * Every measured server is fresh, and a cold process runs unoptimised code: before the
     * accept runs, the product and its twin each take one untimed run this long; the fixed-rate
     * run first takes this long at the same rate, timed apart, its messages drained with the rest.
     */
    "warm-up-seconds": { type: "string", default: "5" },
    /** How long the fixed-rate run's messages get to reach a terminal state afterwards. */
    "drain-seconds": { type: "string", default: "300" },
    /**
     * Also profiles the product (node --cpu-prof) during one more accept run per database and
     * prints where its time went; the page records the tables only.
     */
    "cpu-profile": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rate = Number(values.rate);
const rateSeconds = Number(values["rate-seconds"]);
const warmUpSeconds = Number(values["warm-up-seconds"]);
const drainSeconds = Number(values["drain-seconds"]);
const RUNS = 3;
const BUSINESSES = 10;
const KEYS_PER_BUSINESS_PER_RUN = 20;
/** Each run that sends uses its own key set of each business: the measured runs', then these. */
const WARM_UP_KEY_SET = RUNS;
const PROFILE_KEY_SET = RUNS + 1;
const fixedRateKeySet = () => PROFILE_KEY_SET + (values["cpu-profile"] ? 1 : 0);
const TEMPLATE = { name: "bench_notice", body: "Notice {{1}} for you." };
const admin = { username: "admin", password: "benchmark-password" };
const serverUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";

type Kind = "pglite" | "postgres";

/**
 * The twins (messaging-twin.ts --statement): the message insert, then pg-boss's send, in one
 * transaction, which the target is set against; and both in one statement, as the product's
 * accept writes them, which says how much of the product's rate is its own work.
 */
const TWINS = ["transaction", "one"] as const;
type TwinStatement = (typeof TWINS)[number];

interface Prepared {
  kind: Kind;
  env: Record<string, string>;
  /** Each twin's database: a copy of the product's. */
  twinArgs: Record<TwinStatement, string[]>;
  businesses: PlatformBusiness[];
  /** Runs a statement on the product's database (PostgreSQL only). */
  query?<Row>(text: string, params: unknown[]): Promise<Row[]>;
  dispose(): Promise<void>;
}

const productEnv = (env: Record<string, string>, extra: Record<string, string> = {}) => ({
  NODE_ENV: "production",
  APP_SECRET: "benchmark-secret-benchmark-secret-0123",
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  ...env,
  ...extra,
});

async function startProduct(env: Record<string, string>, extra: Record<string, string> = {}) {
  const server = await startServerProcess(productEnv(env, extra), {
    entry: "build",
    output: "ignore",
  });
  await waitUntilHealthy(server, 90_000);
  return server;
}

/** Businesses on the sandbox, each with its template and enough keys for every run. */
async function setUp(operator: Operator, keysPerBusiness: number): Promise<PlatformBusiness[]> {
  const businesses: PlatformBusiness[] = [];
  for (let b = 0; b < BUSINESSES; b++) {
    const business = await createBusiness(operator, {
      name: `Bench Business ${b + 1}`,
      provider: "sandbox",
      keys: keysPerBusiness,
    });
    await operator.admin("POST", `/businesses/${business.id}/templates`, {
      ...TEMPLATE,
      language: "en",
      category: "utility",
    });
    businesses.push(business);
  }
  return businesses;
}

async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The product's database with its businesses and keys, and each twin's copy of it. */
async function prepare(kind: Kind): Promise<Prepared> {
  const keySets = fixedRateKeySet() + (kind === "postgres" ? 1 : 0);
  const keysPerBusiness = KEYS_PER_BUSINESS_PER_RUN * keySets;
  let env: Record<string, string>;
  let dispose: () => Promise<void>;
  const seed = async () => {
    const server = await startProduct(env);
    const businesses = await setUp(await signIn(server.baseUrl, admin), keysPerBusiness);
    await stopServerProcess(server);
    return businesses;
  };
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-bench-messaging-"));
    env = { DATA_DIR: dataDir };
    const businesses = await seed();
    const twinDirs = TWINS.map((statement) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), `aizapy-bench-messaging-twin-${statement}-`));
      cpSync(path.join(dataDir, "pg"), dir, { recursive: true });
      return dir;
    });
    const twinArgs = twinsOf((i) => ["--kind", "pglite", "--data-dir", twinDirs[i]!]);
    dispose = async () => {
      for (const dir of [dataDir, ...twinDirs]) rmSync(dir, { recursive: true, force: true });
    };
    return { kind, env, twinArgs, businesses, dispose };
  }
  const name = `aizapy_bench_messaging_${Date.now()}`;
  await onPostgresServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env = { DATABASE_URL: url.toString() };
  const businesses = await seed();
  const twinNames = TWINS.map((statement) => `${name}_twin_${statement}`);
  for (const twinName of twinNames) {
    await onPostgresServer(`CREATE DATABASE "${twinName}" TEMPLATE "${name}"`);
  }
  const twinArgs = twinsOf((i) => {
    const twinUrl = new URL(serverUrl);
    twinUrl.pathname = `/${twinNames[i]}`;
    return ["--kind", "postgres", "--database-url", twinUrl.toString()];
  });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const query = async <Row>(text: string, params: unknown[]) =>
    (await pool.query({ text, values: params })).rows as Row[];
  dispose = async () => {
    await pool.end();
    for (const database of [name, ...twinNames]) {
      await onPostgresServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }
  };
  return { kind, env, twinArgs, businesses, query, dispose };
}

const twinsOf = (make: (index: number) => string[]) =>
  Object.fromEntries(TWINS.map((statement, i) => [statement, make(i)])) as Record<
    TwinStatement,
    string[]
  >;

async function startTwin(
  prepared: Prepared,
  statement: TwinStatement,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const [business] = prepared.businesses;
  const child = fork(
    path.join(import.meta.dirname, "messaging-twin.ts"),
    [
      ...prepared.twinArgs[statement],
      "--statement",
      statement,
      "--port",
      String(port),
      "--business-id",
      business!.id,
      "--config-id",
      business!.apiConfigId,
      "--api-key-id",
      business!.keyIds[0]!,
      "--template-body",
      TEMPLATE.body,
    ],
    { execArgv: ["--import", "tsx"], stdio: "ignore" },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`twin exited with ${code}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

const stopTwin = async ({ child }: { child: ChildProcess }) => {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
};

// Even numbers: the sandbox's customers who read every message and never answer.
const randomRecipient = () =>
  `+9191${String(2 * Math.floor(Math.random() * 5e7)).padStart(8, "0")}`;

/** One request per key of key set `run` (each business's keys, run by run), in turn. */
function sendRequests(businesses: PlatformBusiness[], run: number): Request[] {
  const requests: Request[] = [];
  for (let k = 0; k < KEYS_PER_BUSINESS_PER_RUN; k++) {
    for (const business of businesses) {
      const key = business.keys[run * KEYS_PER_BUSINESS_PER_RUN + k]!;
      requests.push({
        method: "POST",
        path: "/v1/messages/template",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify(
          templateSend(randomRecipient(), TEMPLATE.name, "en", [`#${run}.${k}`]),
        ),
      });
    }
  }
  return requests;
}

/**
 * Waits until every message the product accepted has been sent and its sandbox callbacks
 * (delivered, read) applied: the next accept run then measures accepting, not the previous run's
 * deliveries, which the twin never does.
 */
async function untilDone(operator: Operator, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pending = async () => {
    for (const status of ["accepted", "sent", "delivered"]) {
      const page = await operator.admin<{ messages: unknown[] }>(
        "GET",
        `/whatsapp-messages?direction=outbound&status=${status}&first=1`,
      );
      if (page.messages.length > 0) return true;
    }
    return false;
  };
  while ((await pending()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

interface RateRow {
  product: LoadResult;
  twin: LoadResult;
  oneStatementTwin: LoadResult;
}

async function acceptRates(prepared: Prepared): Promise<RateRow> {
  const twin = await startTwin(prepared, "transaction");
  const oneStatement = await startTwin(prepared, "one");
  const twinRequests = sendRequests(prepared.businesses, 0).map((request) => ({
    ...request,
    path: "/messages/template",
  }));
  const server = await startProduct(prepared.env);
  const operator = await signIn(server.baseUrl, admin);
  // Every process is fresh: each first runs its code (and the engine's) until it is optimised.
  for (const { baseUrl } of [twin, oneStatement]) {
    await load(baseUrl, twinRequests, { connections, seconds: warmUpSeconds });
  }
  await load(server.baseUrl, sendRequests(prepared.businesses, WARM_UP_KEY_SET), {
    connections,
    seconds: warmUpSeconds,
  });
  await untilDone(operator);
  // The twins' runs alternate with the product's (see inTurn), all running throughout.
  const [twinResult, oneStatementTwin, product] = await inTurn(RUNS, [
    () => load(twin.baseUrl, twinRequests, { connections, seconds }),
    () => load(oneStatement.baseUrl, twinRequests, { connections, seconds }),
    async (round) => {
      const result = await load(server.baseUrl, sendRequests(prepared.businesses, round), {
        connections,
        seconds,
      });
      // The next run starts with the delivery of this one's messages finished.
      await untilDone(operator);
      return result;
    },
  ]);
  await stopServerProcess(server);
  await stopTwin(twin);
  await stopTwin(oneStatement);

  if (values["cpu-profile"]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "aizapy-bench-cpu-"));
    const profiled = await startProduct(prepared.env, {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
    });
    const loadStarted = Date.now();
    await load(profiled.baseUrl, sendRequests(prepared.businesses, PROFILE_KEY_SET), {
      connections,
      seconds,
    });
    const stopping = Date.now();
    await stopServerProcess(profiled);
    const stoppedMs = Date.now() - stopping;
    const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
    // The load's seconds only: not the start, not the shutdown.
    const profile = file
      ? summariseCpuProfile(path.join(dir, file), {
          fromEndMs: stoppedMs + (stopping - loadStarted),
          toEndMs: stoppedMs,
        })
      : "no profile was written";
    rmSync(dir, { recursive: true, force: true });
    console.log(profile);
  }
  return { product, twin: twinResult, oneStatementTwin };
}

interface FixedRateResult {
  due: number;
  accepted: number;
  refused: number;
  /** Answers other than 200 and 429, and requests that got none, by what happened. */
  errors: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  drainedSeconds: number;
  /** The share of the machine's CPU time its hypervisor took while the measured requests ran. */
  stolenPercent: number | null;
  /** The warm-up's requests (counted in none of the figures above but the drain's). */
  warmUp: { due: number; p99: number; max: number };
  terminal: number;
  byStatus: Record<string, number>;
  lost: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN;

/**
 * Sends `rate` template messages per second for `rateSeconds`, each at the moment it is due
 * whatever the answers to earlier ones (open loop), timing each accept from that moment; then
 * waits for every accepted message to reach a terminal state.
 */
async function fixedRate(prepared: Prepared): Promise<FixedRateResult> {
  const server = await startProduct(prepared.env);
  const requests = sendRequests(prepared.businesses, fixedRateKeySet());
  // The server closes a connection idle for 5 s; one the client picks up at that moment fails
  // with "socket hang up" before the server sees a request. Reusing the most recent connections
  // first (lifo), and dropping idle ones well before the server would, keeps that race out of the
  // figures.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    scheduling: "lifo",
    timeout: 3_000,
  });
  const latencies: number[] = [];
  const warmUpLatencies: number[] = [];
  const accepted: string[] = [];
  const warmUpAccepted: string[] = [];
  let refused = 0;
  const errors: Record<string, number> = {};
  const failed = (reason: string) => (errors[reason] = (errors[reason] ?? 0) + 1);
  const warmUp = rate * warmUpSeconds;
  const total = warmUp + rate * rateSeconds;
  const intervalMs = 1000 / rate;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let measuredFrom: CpuTimes | undefined;

  const send = (index: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = requests[index % requests.length]!;
      const body = JSON.stringify(
        templateSend(randomRecipient(), TEMPLATE.name, "en", [`#fixed.${index}`]),
      );
      const req = http.request(
        `${server.baseUrl}${request.path}`,
        {
          method: "POST",
          agent,
          headers: { ...request.headers, "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => {
            const warm = index < warmUp;
            (warm ? warmUpLatencies : latencies).push(performance.now() - dueAt);
            if (res.statusCode === 200)
              (warm ? warmUpAccepted : accepted).push(
                (JSON.parse(text) as { message_id: string }).message_id,
              );
            else if (res.statusCode === 429) refused++;
            else failed(`HTTP ${res.statusCode}: ${text.slice(0, 120)}`);
            resolve();
          });
        },
      );
      req.on("error", (error) => {
        failed(error.message);
        resolve();
      });
      req.end(body);
    });

  for (let next = 0; next < total;) {
    const now = performance.now();
    while (next < total && started + next * intervalMs <= now) {
      if (next === warmUp) measuredFrom = readCpuTimes();
      inFlight.push(send(next, started + next * intervalMs));
      next++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const stolen = stolenPercent(measuredFrom, readCpuTimes());
  agent.destroy();

  // Drain: every accepted message delivered, read or failed, the warm-up's too.
  const drained = [...warmUpAccepted, ...accepted];
  const drainStarted = Date.now();
  let byStatus: Record<string, number> = {};
  let terminal = 0;
  while (Date.now() - drainStarted < drainSeconds * 1000) {
    const rows = await prepared.query!<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM messages WHERE id = ANY($1::uuid[]) GROUP BY status`,
      [drained],
    );
    byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]));
    terminal = (byStatus.delivered ?? 0) + (byStatus.read ?? 0) + (byStatus.failed ?? 0);
    if (terminal === drained.length) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const drainedSeconds = (Date.now() - drainStarted) / 1000;
  await stopServerProcess(server);

  const sorted = [...latencies].sort((a, b) => a - b);
  const warmUpSorted = [...warmUpLatencies].sort((a, b) => a - b);
  return {
    due: total - warmUp,
    accepted: accepted.length,
    refused,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    drainedSeconds,
    stolenPercent: stolen,
    warmUp: { due: warmUp, p99: percentile(warmUpSorted, 99), max: warmUpSorted.at(-1) ?? NaN },
    terminal,
    byStatus,
    lost: drained.length - terminal,
  };
}

/** "0", or each failure's count and what it was. */
const failures = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([reason, count]) => `${f0(count)} × ${reason.replaceAll("|", "\\|")}`)
    .join("; ") || "0";

const f0 = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });
const f1 = (n: number) => n.toFixed(1);
const nameOf = (kind: Kind) => (kind === "pglite" ? "PGlite" : "PostgreSQL");
const loadAverage = () =>
  os
    .loadavg()
    .slice(0, 1)
    .map((n) => n.toFixed(1))[0]!;

function report(
  rows: [Kind, RateRow][],
  fixed: FixedRateResult | undefined,
  startLoad: string,
): string {
  const table = rows.map(([kind, row]) => {
    const ratio = row.product.requestsPerSecond / row.twin.requestsPerSecond;
    const ofOneStatement = row.product.requestsPerSecond / row.oneStatementTwin.requestsPerSecond;
    const refused = (result: LoadResult) =>
      result.failures ? ` (${f0(result.failures)} non-2xx)` : "";
    const twinText = (twin: LoadResult) =>
      `${f0(twin.requestsPerSecond)}${refused(twin)}, p99 ${f1(twin.p99Ms)} ms`;
    return `| ${nameOf(kind)} | ${f0(row.product.requestsPerSecond)}${refused(row.product)} | ${f1(row.product.p50Ms)} | ${f1(row.product.p99Ms)} | ${twinText(row.twin)} | ${stolenPairText(row.product, row.twin)} | **${ratio.toFixed(2)}** | ≥ 0.5 | ${ratio >= 0.5 && !row.product.failures ? "met" : "**missed**"} | ${twinText(row.oneStatementTwin)} | ${ofOneStatement.toFixed(2)} |`;
  });
  const fixedText = fixed
    ? (() => {
        const statuses = Object.entries(fixed.byStatus)
          .map(([status, count]) => `${status} ${f0(count)}`)
          .join(", ");
        const lostMet = fixed.lost === 0 && fixed.accepted === fixed.due;
        const warmUpText =
          fixed.warmUp.due > 0
            ? ` The server is started fresh for this run, and first takes ${f0(fixed.warmUp.due)} messages at the same rate (${warmUpSeconds} s), timed apart: a cold process runs its code unoptimised until it has run it enough. Their accept p99 was ${f1(fixed.warmUp.p99)} ms (max ${f1(fixed.warmUp.max)} ms); they are in the drain and the statuses below, not in the other figures; a refusal or failure among them would be counted with the others.`
            : "";
        const p99Met = fixed.p99 < 50;
        return `### ${f0(rate)} messages/s for ${rateSeconds} s through the sandbox (PostgreSQL)

An open-loop generator in the benchmark's process sends one template every ${f1(1000 / rate)} ms whatever the answers to earlier ones, over keep-alive connections, each with one of ${f0(BUSINESSES * KEYS_PER_BUSINESS_PER_RUN)} keys of ${BUSINESSES} businesses in turn; each accept is timed from the moment it was due (so a stall counts against every request it delays). The sandbox delivers and reads each message 1 s and 3 s after its send (its defaults); the businesses have no webhook URL.${warmUpText}

| Due | Accepted | Refused (429) | Other failures | p50 ms | p95 ms | p99 ms | max ms | CPU stolen | Target p99 < 50 ms | Drain | Statuses after the drain | Not terminal (lost) |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- | ---: |
| ${f0(fixed.due)} | ${f0(fixed.accepted)} | ${f0(fixed.refused)} | ${failures(fixed.errors)} | ${f1(fixed.p50)} | ${f1(fixed.p95)} | ${f1(fixed.p99)} | ${f1(fixed.max)} | ${stolenText(fixed.stolenPercent)} | ${p99Met ? "met" : "**missed**"} | ${fixed.lost === 0 ? `all terminal ${f1(fixed.drainedSeconds)} s after the run` : `**not done** after ${f1(fixed.drainedSeconds)} s`} | ${statuses} | **${f0(fixed.lost)}** (${lostMet ? "met" : "**missed**"}) |
`;
      })()
    : "";
  return `## Messaging: accepted sends

Written by \`pnpm bench\` (scripts/bench/messaging.ts).

- **Measured:** ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}; load average ${startLoad} at the start and ${loadAverage()} at the end (other work on the machine).
- **Method:** \`POST /v1/messages/template\` against the built server (\`NODE_ENV=production\`; its delivery workers running in the same process, as \`pnpm start\` runs them), wrk (1 thread) with ${connections} connections, ${seconds} s per run, the median of ${RUNS} runs, each run of the product alternating with one of each twin, all servers running throughout, after one untimed ${warmUpSeconds} s run of each (every process is fresh, and a cold process runs its code unoptimised until it has run it enough). Each run uses its own ${f0(BUSINESSES * KEYS_PER_BUSINESS_PER_RUN)} API keys (20 per business, ${BUSINESSES} businesses, each with its own sandbox configuration), one request per key in turn, so the per-key limits (20 messages/s, 100 calls/min, 1,000 messages/hour) are never reached and deliveries stay under 80 messages/s per configuration; before the next run the previous run's messages have all been sent, delivered and read (the sandbox's callbacks are the product's work too, and would otherwise fall into the next run). The **twin** (scripts/bench/messaging-twin.ts) is bare \`node:http\` with the raw driver (\`pg\` / PGlite on a copy of the same database) doing, per request, the message insert the product issues and its pg-boss job through the product's own queue, in one transaction — no key check, limits, template lookup or delivery. **× twin** divides the product's rate by the twin's. The **one-statement twin** does the same insert and enqueue in one statement, pg-boss's insert embedded the way the product's accept embeds it (decision 0023): no target, it shows what is left of the product's rate once both write alike, the product's own work (the key, the limits, the reads, HTTP). Each twin has its own copy of the database. ${STOLEN_TIME_METHOD}

| Database | Accepted sends/s | p50 ms | p99 ms | Twin (insert + enqueue), sends/s | CPU stolen, product / twin | × twin | Target | | One-statement twin, sends/s | × that twin |
| --- | ---: | ---: | ---: | --- | --- | ---: | --- | --- | --- | ---: |
${table.join("\n")}

${fixedText}`;
}

ensureWrk();
const startLoad = loadAverage();
const kinds: Kind[] =
  values.database === "both" ? ["pglite", "postgres"] : [values.database as Kind];
const rows: [Kind, RateRow][] = [];
let fixed: FixedRateResult | undefined;
for (const kind of kinds) {
  const prepared = await prepare(kind);
  try {
    rows.push([kind, await acceptRates(prepared)]);
    console.log(`${kind}: accepted sends/s measured`, rows.at(-1)![1]);
    if (kind === "postgres" && rateSeconds > 0) {
      fixed = await fixedRate(prepared);
      console.log("fixed rate:", fixed);
    }
  } finally {
    await prepared.dispose();
  }
}
const markdown = report(rows, fixed, startLoad);
console.log(markdown);
await writeBenchmarkSection("messaging", markdown);
