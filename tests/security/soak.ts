// Soak: the built server under steady mixed traffic (public pages, enquiries, failed and good
// sign-ins, console reads, GraphQL) for a number of minutes, with RSS read from /proc and the V8
// heap from a preloaded sampler (heap-sampler.mjs). After warm-up (the first fifth) memory must not
// grow: the last fifth's mean stays within 15% and 40 MB of the second fifth's, for RSS and heap.
//
//   node --import tsx tests/security/soak.ts [--minutes 10] [--database pglite|postgres]
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
} from "../support/spawn-server.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    database: { type: "string", default: "pglite" },
    clients: { type: "string", default: "8" },
  },
});
const durationMs = Number(values.minutes) * 60_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(path.join(os.tmpdir(), "aizapy-soak-"));
const heapFile = path.join(work, "heap.jsonl");
const admin = { username: "admin", password: "soak-admin-password" };

const serverUrl = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseName = `aizapy_soak_${process.pid}`;
async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const databaseEnv: Record<string, string> = {};
if (values.database === "postgres") {
  await onPostgres(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseEnv.DATABASE_URL = url.toString();
} else {
  databaseEnv.DATA_DIR = path.join(work, "data");
}

const server = await startServerProcess(
  {
    ...databaseEnv,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_CONTACT_PER_MINUTE: "10000",
    NODE_OPTIONS: `--import ${pathToFileURL(path.join(here, "heap-sampler.mjs")).href}`,
    HEAP_SAMPLES_FILE: heapFile,
  },
  { entry: "build", output: "ignore" },
);
process.on("exit", () => server.child.kill("SIGKILL"));
await waitUntilHealthy(server, 60_000);

const json = (body: unknown, token?: string) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});
const token = (
  (await (await fetch(`${server.baseUrl}/api/admin/login`, json(admin))).json()) as {
    token: string;
  }
).token;

let requests = 0;
let faults = 0;
const rss: { at: number; mb: number }[] = [];
const began = Date.now();
const until = began + durationMs;

const traffic = [
  () => fetch(`${server.baseUrl}/healthz`),
  () => fetch(`${server.baseUrl}/api/openapi.json`),
  () =>
    fetch(
      `${server.baseUrl}/api/contact`,
      json({
        name: "Soak Tester",
        email: "soak@example.in",
        subject: `Soak ${requests}`,
        message: "A steady enquiry to keep the server busy for the soak.",
      }),
    ),
  () =>
    fetch(
      `${server.baseUrl}/api/admin/login`,
      json({ username: `user${requests % 50}`, password: "wrong-password" }),
    ),
  () =>
    fetch(`${server.baseUrl}/api/admin/contact-messages`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  () =>
    fetch(
      `${server.baseUrl}/graphql`,
      json({ query: `{ me { username } dashboardStats { totalMessages } }` }, token),
    ),
  () =>
    fetch(
      `${server.baseUrl}/graphql`,
      json({ query: `{ __typename } # ${requests} ${"x".repeat(2_000)}` }, token),
    ),
  () => fetch(`${server.baseUrl}/graphql`, json({ query: `{ publicSettings { siteName } }` })),
];

const sampler = setInterval(() => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  rss.push({ at: Date.now(), mb: Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024 });
}, 1_000);

async function client(seed: number) {
  for (let n = seed; Date.now() < until; n++) {
    requests++;
    try {
      const response = await traffic[n % traffic.length]!();
      await response.arrayBuffer();
      if (response.status >= 500) faults++;
    } catch {
      faults++;
    }
  }
}
await Promise.all(Array.from({ length: Number(values.clients) }, (_, seed) => client(seed)));
clearInterval(sampler);
await stopServerProcess(server);
if (values.database === "postgres")
  await onPostgres(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);

/** Mean of the samples in the given fifth of the run (0-based). */
const fifth = (samples: { at: number; value: number }[], index: number) => {
  const from = began + (durationMs * index) / 5;
  const to = began + (durationMs * (index + 1)) / 5;
  const inside = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.value);
  return inside.reduce((sum, v) => sum + v, 0) / Math.max(1, inside.length);
};
const heap = readFileSync(heapFile, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { at: number; heapUsed: number })
  .map((s) => ({ at: s.at, value: s.heapUsed / 1024 / 1024 }));
const rssSamples = rss.map((s) => ({ at: s.at, value: s.mb }));
const grew = (samples: { at: number; value: number }[]) => {
  const early = fifth(samples, 1);
  const late = fifth(samples, 4);
  return { early, late, grew: late - early > Math.max(40, early * 0.15) };
};
const rssTrend = grew(rssSamples);
const heapTrend = grew(heap);
const peakRss = Math.max(...rss.map((s) => s.mb));
const peakHeap = Math.max(...heap.map((s) => s.value));

console.log(
  `soak (${values.database}, ${values.minutes} min): ${requests} requests, ${faults} faults; ` +
    `RSS ${rssTrend.early.toFixed(0)} → ${rssTrend.late.toFixed(0)} MB (peak ${peakRss.toFixed(0)} MB); ` +
    `heap ${heapTrend.early.toFixed(0)} → ${heapTrend.late.toFixed(0)} MB (peak ${peakHeap.toFixed(0)} MB)`,
);
process.exit(faults === 0 && !rssTrend.grew && !heapTrend.grew ? 0 : 1);
