// Server throughput benchmark: requests per second and latency for the product's main paths,
// each as a ratio against GET /healthz measured in the same run (so the figures compare across
// machines), plus the server's memory. Prints a Markdown table for docs/benchmarks.md.
//
//   pnpm build && node --import tsx scripts/bench-api.ts [--seconds 5] [--connections 8]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
} from "../tests/support/spawn-server.ts";
import { writeBenchmarkSection } from "./lib/benchmark-report.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "8" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, "..");
const port = 3191;
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  NODE_ENV: "production",
  APP_SECRET: "benchmark-secret-benchmark-secret-0123",
  PORT: String(port),
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "aizapy-bench-")),
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "benchmark-password",
  RATE_LIMIT_CONTACT_PER_MINUTE: "10000",
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

spawnSync(process.execPath, ["packages/graphql-server/dist/cli/seed-demo.js"], {
  cwd: root,
  env: { ...process.env, ...env },
  stdio: "ignore",
});
const server = await startServerProcess(env, { entry: "build", output: "ignore" });
await waitUntilHealthy(server, 60_000);
const rssMb = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

const { token } = (await (
  await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  })
).json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };
const graphql = (query: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...auth },
  body: JSON.stringify({ query }),
});

interface Case {
  name: string;
  url: string;
  init?: () => RequestInit;
  expect: number;
}
let enquiry = 0;
const cases: Case[] = [
  { name: "GET /healthz (baseline)", url: "/healthz", expect: 200 },
  {
    name: "GraphQL publicSettings",
    url: "/graphql",
    init: () => graphql("{ publicSettings { maintenanceMode signupEnabled } }"),
    expect: 200,
  },
  {
    name: "GraphQL contactMessages (24 rows)",
    url: "/graphql",
    init: () =>
      graphql(
        "{ contactMessages { id name email company phone subject message status createdAt updatedAt } }",
      ),
    expect: 200,
  },
  {
    name: "REST GET /api/admin/contact-messages",
    url: "/api/admin/contact-messages",
    init: () => ({ headers: auth }),
    expect: 200,
  },
  {
    name: "GraphQL dashboardStats (1,080 analytics rows)",
    url: "/graphql",
    init: () =>
      graphql(
        "{ dashboardStats { totalBusinesses totalApiConfigs totalMessages avgDeliveryRate } }",
      ),
    expect: 200,
  },
  {
    name: "REST POST /api/contact (write)",
    url: "/api/contact",
    init: () => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench Mark",
        email: "bench@example.in",
        subject: `Benchmark ${enquiry++}`,
        message: "Throughput of the contact form.",
      }),
    }),
    expect: 201,
  },
];

async function run(c: Case) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${c.url}`, c.init?.());
        await response.arrayBuffer();
        if (response.status === c.expect) latencies.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? NaN,
    p95: latencies[Math.floor(latencies.length * 0.95)] ?? NaN,
    failures,
  };
}

const idleRss = rssMb();
const results = [];
let peakRss = idleRss;
for (const c of cases) {
  await run({ ...c }); // warm-up pass, discarded
  const result = await run(c);
  peakRss = Math.max(peakRss, rssMb());
  results.push({ name: c.name, ...result });
}
await stopServerProcess(server);

const baseline = results[0]!.perSecond;
const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const rows = results.map(
  (r) =>
    `| ${r.name} | ${r.perSecond.toFixed(0)} | ${(r.perSecond / baseline).toFixed(2)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.failures} |`,
);
const markdown = `## The server: throughput and memory (${database})

Written by \`pnpm bench:api\` (\`DATABASE_URL=… pnpm bench:api\` for PostgreSQL).

- **Measured:** ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}; load generator and server on the same machine.
- **Method:** the built server with the demo data, \`NODE_ENV=production\`; ${connections} concurrent connections for ${seconds} s per path after a warm-up pass. "× baseline" divides by \`GET /healthz\` (one trivial query) in the same run, so it compares across machines.

| Path | Requests/s | × baseline | p50 ms | p95 ms | Failures |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

Server memory (RSS): ${idleRss.toFixed(0)} MB idle after start, ${peakRss.toFixed(0)} MB at the peak of the run.
`;
console.log(markdown);
await writeBenchmarkSection(`api-${database.toLowerCase()}`, markdown);
process.exit(results.some((r) => r.failures > 0) ? 1 : 0);
