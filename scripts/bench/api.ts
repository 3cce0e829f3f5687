// The product's data path against its same-run limits: the built server on PGlite and on
// PostgreSQL, each path's rate and latency divided by its twin's (bare node:http doing the same
// work with the raw driver; see twin-server.ts), medians of 3 runs, and the server's memory
// over three rounds of mixed load. Writes its tables into docs/benchmarks.md.
//
//   pnpm build && node --import tsx scripts/bench/api.ts [--seconds 8] [--connections 50]
//     [--database pglite|postgres|both] [--memory-seconds 60]
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../../packages/server/src/test-support/server-process.ts";
import { writeBenchmarkSection } from "../lib/benchmark-report.ts";
import { MESSAGES_PAGE_SIZE } from "./statements.ts";
import { STOLEN_TIME_METHOD, stolenPairText } from "./stolen-time.ts";
import { ensureWrk, inTurn, load, type LoadResult, type Request } from "./wrk.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "50" },
    database: { type: "string", default: "both" },
    "memory-seconds": { type: "string", default: "60" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const memorySeconds = Number(values["memory-seconds"]);
const RUNS = 3;
const root = path.resolve(import.meta.dirname, "../..");
const admin = { username: "admin", password: "benchmark-password" };
const serverUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  "postgresql://postgres@127.0.0.1:5432/postgres";

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** One enquiry through the public contact form; the twins take it at /contact. */
const contact: Request = {
  method: "POST",
  path: "/api/contact",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    name: "Bench Mark",
    email: "bench@example.in",
    subject: "Benchmark enquiry",
    message: "Throughput of the contact form, measured.",
  }),
};

interface Database {
  kind: "pglite" | "postgres";
  env: Record<string, string>;
  twinArgs: string[];
  /** A signed-in admin's token, valid in both the product's and the twin's database. */
  token: string;
  /** Members' tokens and credentials, likewise. */
  members: { token: string; email: string; password: string }[];
  dispose(): Promise<void>;
}

async function preparePglite(): Promise<Database> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-bench-pglite-"));
  const env = { DATA_DIR: dataDir };
  seed(env);
  const { token, members } = await signInOnce(env);
  // The twin gets its own copy of the same data, session included: PGlite has one owner per
  // directory.
  const twinDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-bench-twin-"));
  cpSync(path.join(dataDir, "pg"), twinDir, { recursive: true });
  return {
    kind: "pglite",
    env,
    token,
    members,
    twinArgs: ["--kind", "pglite", "--data-dir", twinDir],
    dispose: async () => {},
  };
}

/**
 * Members who signed up, each with a business of their own: enough that the benchmark's
 * connections sign in as different accounts, as people do (one account's concurrent attempts
 * beyond its per-address limit are refused, by design).
 */
const MEMBERS = 25;
const benchMember = (n: number) => ({
  fullName: "Bench Member",
  email: `member${n}@bench.example`,
  password: "benchmark-member-passphrase-7",
  phoneNumber: "+919800000007",
  businessName: `Benchmark Traders ${n}`,
});

/** Starts the product once to open an admin's and the members' sessions, and stops it. */
async function signInOnce(env: Record<string, string>) {
  const { server, token } = await startProduct({ env });
  const members: Database["members"] = [];
  for (let n = 0; n < MEMBERS; n++) {
    const member = benchMember(n);
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(member),
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
    const { token: memberToken } = (await response.json()) as { token: string };
    members.push({ token: memberToken, email: member.email, password: member.password });
  }
  await stopServerProcess(server);
  return { token, members };
}

async function preparePostgres(): Promise<Database> {
  const name = `aizapy_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  seed(env);
  return {
    kind: "postgres",
    env,
    ...(await signInOnce(env)),
    twinArgs: ["--kind", "postgres", "--database-url", url.toString()],
    async dispose() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

function productEnv(database: Pick<Database, "env">, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: "production",
    APP_SECRET: "benchmark-secret-benchmark-secret-0123",
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_SIGNUPS_PER_HOUR: "1000",
    ...database.env,
    ...extra,
  };
}

function seed(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ["packages/server/dist/cli/seed-demo.js"], {
    cwd: root,
    env: { ...process.env, ...productEnv({ env }) },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`);
}

async function startProduct(database: Pick<Database, "env">, extra: Record<string, string> = {}) {
  const server = await startServerProcess(productEnv(database, extra), {
    entry: "build",
    output: "ignore",
  });
  await waitUntilHealthy(server, 60_000);
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const { token } = (await response.json()) as { token: string };
  return { server, token };
}

async function startTwin(args: string[]): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = fork(
    path.join(import.meta.dirname, "twin-server.ts"),
    [...args, "--port", String(port)],
    {
      execArgv: ["--import", "tsx"],
      stdio: "ignore",
    },
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

/** One wrk run of `requests` against `baseUrl`, for inTurn. */
const run = (baseUrl: string, requests: Request[]) => () =>
  load(baseUrl, requests, { connections, seconds });

interface Row {
  path: string;
  product: LoadResult;
  twin: LoadResult;
  twinName: string;
  target: string;
  /** Held to the ratio only: a sign-in's latency is its password hash's, on both sides. */
  ratioOnly?: boolean;
}

const graphql = (token: string, query: string): Request => ({
  method: "POST",
  path: "/graphql",
  headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  body: JSON.stringify({ query }),
});

async function benchDatabase(database: Database, bare: string) {
  const rows: Row[] = [];
  const { token } = database;
  const bearer = { authorization: `Bearer ${token}` };
  const twinContact = { ...contact, path: "/contact" };

  // Every row's runs alternate with its twin's (see inTurn), both servers running throughout:
  // reads, then liveness, then contact writes with the product's default limit.
  let twin = await startTwin([...database.twinArgs, "--contact-limit", "5"]);
  let { server } = await startProduct(database);
  const [twinDashboard, dashboard, graphqlDashboard] = await inTurn(RUNS, [
    run(twin.baseUrl, [{ path: "/dashboard", headers: bearer }]),
    run(server.baseUrl, [{ path: "/api/admin/analytics/dashboard", headers: bearer }]),
    run(server.baseUrl, [
      graphql(
        token,
        "{ dashboardStats { totalBusinesses totalApiConfigs totalMessages avgDeliveryRate } }",
      ),
    ]),
  ]);
  // The same page as the twin's: the newest MESSAGES_PAGE_SIZE (the demo data holds a few more).
  const [twinMessages, messages, graphqlMessages] = await inTurn(RUNS, [
    run(twin.baseUrl, [{ path: "/messages", headers: bearer }]),
    run(server.baseUrl, [
      { path: `/api/admin/contact-messages?limit=${MESSAGES_PAGE_SIZE}`, headers: bearer },
    ]),
    run(server.baseUrl, [
      graphql(
        token,
        `{ contactMessages(limit: ${MESSAGES_PAGE_SIZE}) { id name email company phone subject message status createdAt updatedAt } }`,
      ),
    ]),
  ]);
  const [bareHealth, health] = await inTurn(RUNS, [
    run(bare, [{ path: "/healthz" }]),
    run(server.baseUrl, [{ path: "/healthz" }]),
  ]);
  const me = (path: string) =>
    database.members.map(({ token }) => ({
      path,
      headers: { authorization: `Bearer ${token}` },
    }));
  const [twinMe, memberMe] = await inTurn(RUNS, [
    run(twin.baseUrl, me("/member-me")),
    run(server.baseUrl, me("/api/auth/me")),
  ]);
  const signIn = (path: string): Request[] =>
    database.members.map(({ email, password }) => ({
      method: "POST",
      path,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    }));
  const [twinSignIns, signIns] = await inTurn(RUNS, [
    run(twin.baseUrl, signIn("/member-login")),
    run(server.baseUrl, signIn("/api/auth/login")),
  ]);
  const [twinContactWrites, contactWrites] = await inTurn(RUNS, [
    run(twin.baseUrl, [twinContact]),
    run(server.baseUrl, [contact]),
  ]);
  rows.push(
    {
      path: "GET /healthz (liveness)",
      product: health,
      twin: bareHealth,
      twinName: "bare node:http",
      target: "≥ 0.5",
    },
    {
      path: "REST GET /api/admin/analytics/dashboard",
      product: dashboard,
      twin: twinDashboard,
      twinName: "session + one statement",
      target: "≥ 1.0",
    },
    {
      path: "GraphQL dashboardStats",
      product: graphqlDashboard,
      twin: dashboard,
      twinName: "its REST twin",
      target: "≥ 0.9",
    },
    {
      path: `REST GET /api/admin/contact-messages?limit=${MESSAGES_PAGE_SIZE}`,
      product: messages,
      twin: twinMessages,
      twinName: `session + page of ${MESSAGES_PAGE_SIZE}`,
      target: "≥ 1.0",
    },
    {
      path: `GraphQL contactMessages(limit: ${MESSAGES_PAGE_SIZE})`,
      product: graphqlMessages,
      twin: messages,
      twinName: "its REST twin",
      target: "≥ 0.9",
    },
    {
      path: `REST GET /api/auth/me (${MEMBERS} members)`,
      product: memberMe,
      twin: twinMe,
      twinName: "member session + account",
      target: "≥ 1.0",
    },
    {
      path: `REST POST /api/auth/login (${MEMBERS} members, argon2id)`,
      product: signIns,
      twin: twinSignIns,
      twinName: "password check + session insert",
      target: "≥ 0.8",
      ratioOnly: true,
    },
    {
      path: "REST POST /api/contact (default limit: 5/min)",
      product: contactWrites,
      twin: twinContactWrites,
      twinName: "limit upsert + insert",
      target: "≥ 0.5",
    },
  );
  await stopServerProcess(server);
  await stopTwin(twin);

  // Contact writes with the limit raised to 10,000 a minute. One address still exhausts it within
  // a run at these rates, so both sides refuse part of their requests (the table counts them).
  twin = await startTwin([...database.twinArgs, "--contact-limit", "10000"]);
  ({ server } = await startProduct(database, { RATE_LIMIT_CONTACT_PER_MINUTE: "10000" }));
  const [twinOpenContact, openContact] = await inTurn(RUNS, [
    run(twin.baseUrl, [twinContact]),
    run(server.baseUrl, [contact]),
  ]);
  await stopTwin(twin);
  rows.push({
    path: "REST POST /api/contact (limit 10000/min)",
    product: openContact,
    twin: twinOpenContact,
    twinName: "limit upsert + insert",
    target: "≥ 0.5",
  });

  const memory = await measureMemory(database, server, token);
  await stopServerProcess(server);
  return { rows, memory };
}

/**
 * RSS at rest and after each of three rounds of mixed load; on PGlite, the floor: PGlite as
 * shipped (its default settings) opened on the same data in a process of its own.
 */
async function measureMemory(database: Database, server: ServerProcess, token: string) {
  const pid = server.child.pid!;
  const idle = rssMb(pid);
  const mix: Request[] = [
    { path: "/api/admin/analytics/dashboard", headers: { authorization: `Bearer ${token}` } },
    { path: "/api/admin/contact-messages", headers: { authorization: `Bearer ${token}` } },
    contact,
    { path: "/healthz" },
    graphql(token, "{ dashboardStats { totalMessages } }"),
  ];
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    await load(server.baseUrl, mix, { connections, seconds: memorySeconds });
    rounds.push(rssMb(pid));
  }
  let floor: number | undefined;
  if (database.kind === "pglite") {
    const alone = await startTwin([...database.twinArgs, "--pglite-defaults"]);
    floor = rssMb(alone.child.pid!);
    await stopTwin(alone);
  }
  return { idle, rounds, floor };
}

/**
 * How much RSS may rise from the first round of load to the third and still count as no growth:
 * a process that has reached its working size moves by about a per cent between rounds.
 */
const MAX_GROWTH_ACROSS_ROUNDS = 0.02;

const f0 = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });
const f1 = (n: number) => n.toFixed(1);

function report(kind: Database["kind"], result: Awaited<ReturnType<typeof benchDatabase>>) {
  const name = kind === "pglite" ? "PGlite" : "PostgreSQL";
  const p99Target = kind === "pglite" ? 250 : 100;
  const lines = result.rows.map((row) => {
    const ratio = row.product.requestsPerSecond / row.twin.requestsPerSecond;
    const met =
      ratio >= Number(row.target.replace("≥ ", "")) &&
      (row.twinName.startsWith("its REST") ||
        row.ratioOnly ||
        row.path.startsWith("GET /healthz") ||
        row.product.p99Ms <= p99Target);
    const refused = (result: LoadResult) =>
      result.failures ? ` (${f0(result.failures)} non-2xx)` : "";
    return `| ${row.path} | ${f0(row.product.requestsPerSecond)}${refused(row.product)} | ${f1(row.product.p50Ms)} | ${f1(row.product.p99Ms)} | ${row.twinName}: ${f0(row.twin.requestsPerSecond)}${refused(row.twin)}, p99 ${f1(row.twin.p99Ms)} ms | ${stolenPairText(row.product, row.twin)} | **${ratio.toFixed(2)}** | ${row.target} | ${met ? "met" : "**missed**"} |`;
  });
  const { idle, rounds, floor } = result.memory;
  const memoryLimit =
    kind === "pglite"
      ? `< 1.3 × PGlite alone (${f0(floor ?? NaN)} MB) = ${f0((floor ?? NaN) * 1.3)} MB`
      : "< 200 MB";
  const underLimit = kind === "pglite" ? rounds[2]! < (floor ?? 0) * 1.3 : rounds[2]! < 200;
  // Growth: the third round's RSS against the first's, beyond what rounds vary by without a leak.
  const growth = rounds[2]! / rounds[0]! - 1;
  const flat = growth <= MAX_GROWTH_ACROSS_ROUNDS;
  return `## The data path against its twins (${name})

Written by \`pnpm bench\` (scripts/bench/api.ts).

- **Measured:** ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, wrk (1 thread) on the same machine.
- **Method:** the built server (\`NODE_ENV=production\`, demo data) and its twins, started in the same run; ${connections} connections, ${seconds} s per run, the median of ${RUNS} runs; the runs of each path alternate with its twin's (and each REST read's with the GraphQL operation doing the same work), both servers running throughout. A twin is bare \`node:http\` doing the same work through the raw driver (\`pg\` / PGlite): fixed JSON for liveness, a session lookup plus the dashboard's one statement, a session lookup plus a page of ${MESSAGES_PAGE_SIZE} messages (the newest, as the product answers them for \`?limit=${MESSAGES_PAGE_SIZE}\`), a rate-limit upsert plus an insert in one transaction; for members, a member session lookup plus their account, and a password check (argon2id) plus a session insert, the requests spread over ${MEMBERS} members who signed up. **× twin** divides the product's rate by its twin's. ${STOLEN_TIME_METHOD} p99 target: ≤ ${p99Target} ms, except for sign-ins, whose latency is the password hash's on both sides.

| Path | Requests/s | p50 ms | p99 ms | Twin, requests/s | CPU stolen, product / twin | × twin | Target | |
| --- | ---: | ---: | ---: | --- | --- | ---: | --- | --- |
${lines.join("\n")}

Memory (RSS): ${f0(idle)} MB at rest; after three consecutive ${memorySeconds} s rounds of mixed load: ${rounds.map(f0).join(" MB → ")} MB (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} % from the first round to the third). Target ${memoryLimit}: ${underLimit ? "met" : "**missed**"}; no growth across rounds (at most +${MAX_GROWTH_ACROSS_ROUNDS * 100} %): ${flat ? "met" : "**missed**"}.
`;
}

ensureWrk();
const bare = await startTwin(["--kind", "bare"]);
const kinds =
  values.database === "both"
    ? (["pglite", "postgres"] as const)
    : ([values.database] as ("pglite" | "postgres")[]);
for (const kind of kinds) {
  const database = kind === "pglite" ? await preparePglite() : await preparePostgres();
  try {
    const markdown = report(kind, await benchDatabase(database, bare.baseUrl));
    console.log(markdown);
    await writeBenchmarkSection(`api-twins-${kind}`, markdown);
  } finally {
    await database.dispose();
  }
}
await stopTwin(bare);
