// The team inbox on PostgreSQL, through the built server in its own process:
//   - live updates: customers' messages arrive at 20 a second (the members' sandbox simulation,
//     over HTTP) while 20 agents have the inbox open (each its own event stream); from the
//     message's request to each agent's stream hearing of its conversation, p50 and p99 (target:
//     p99 under 250 ms);
//   - the conversation list at 100,000 conversations, as the inbox's first screen reads it (all
//     open, and an agent's own), median of 50 reads (target: under 30 ms), and the views' counts;
//   - a 16 MB video uploaded to /v1/media: the server's resident memory growth while it streams
//     to disk (target: under 20 MB).
// Writes the "Inbox" section of docs/benchmarks.md.
//
//   pnpm build && pnpm bench:inbox
//     [--seconds 15] [--conversations 100000]
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { sealSecret } from "../../packages/messaging/src/secrets/sealing.ts";
import { loadConfig } from "../../packages/server/src/config.ts";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
} from "../../packages/server/src/test-support/server-process.ts";
import { openBenchDatabase } from "../lib/bench-database.ts";
import { writeBenchmarkSection } from "../lib/benchmark-report.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "15" },
    conversations: { type: "string", default: "100000" },
  },
});
const SECONDS = Number(values.seconds);
const CONVERSATIONS = Number(values.conversations);
const AGENTS = 20;
const PER_SECOND = 20;
/** The customers who write during the live run, each every few seconds. */
const CUSTOMERS = 60;
const LIST_READS = 50;
const UPLOAD_BYTES = 16 * 1024 * 1024;
const TARGETS = { liveP99Ms: 250, listMedianMs: 30, uploadGrowthMb: 20 } as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

// The built server (`pnpm start`'s process) on a new PostgreSQL database, which it migrates.
const { database, dispose, url } = await openBenchDatabase("postgres", "inbox");
const mediaDir = `${os.tmpdir()}/aizapy-bench-media-${randomUUID().slice(0, 8)}`;
const server = await startServerProcess(
  { DATABASE_URL: url!, MEDIA_DIR: mediaDir },
  { entry: "build", output: "ignore" },
);
await waitUntilHealthy(server);
const baseUrl = server.baseUrl;
const config = loadConfig({ NODE_ENV: "test" });
const sql = database.sql;
/** The server process's resident memory now, in bytes (Linux). */
const serverRss = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) *
  1024;

// A business on the sandbox with its members, each signed in (a session as sign-in stores it).
const businessId = randomUUID();
await sql.query(
  `INSERT INTO businesses (id, name, "whatsappNumber", "messagingTier", "createdAt", "updatedAt")
   VALUES ($1, 'Bench Bazaar', '+919800000002', 'unlimited', now(), now())`,
  [businessId],
);
await sql.query(
  `INSERT INTO api_configs (id, "businessId", provider, "apiKey", "isActive", "createdAt", "updatedAt")
   VALUES ($1, $2, 'sandbox', $3, true, now(), now())`,
  [randomUUID(), businessId, sealSecret("sandbox-bench-token", config.appSecret)],
);
const agents: { id: string; token: string }[] = [];
for (let n = 0; n < AGENTS; n++) {
  const id = randomUUID();
  const token = randomBytes(32).toString("base64url");
  await sql.query(
    `INSERT INTO users (id, username, password, "fullName", "emailVerifiedAt")
     VALUES ($1, $2, 'unused', $3, now())`,
    [id, `agent${n}.${id}@bench.example`, `Agent ${n}`],
  );
  await sql.query(
    `INSERT INTO memberships ("userId", "businessId", role) VALUES ($1, $2, $3)`,
    // The first is the owner, who makes the API key of the upload.
    [id, businessId, n === 0 ? "owner" : "agent"],
  );
  await sql.query(
    `INSERT INTO member_sessions (id, "userId", "tokenHash", "expiresAt")
     VALUES ($1, $2, $3, now() + interval '1 day')`,
    [randomUUID(), id, createHash("sha256").update(token).digest("hex")],
  );
  agents.push({ id, token });
}

const customerNumber = (n: number) => `+9197${String(n).padStart(8, "0")}`;
const simulate = (from: string, text: string) =>
  fetch(`${baseUrl}/api/workspace/sandbox/inbound`, {
    method: "POST",
    headers: { authorization: `Bearer ${agents[0]!.token}`, "content-type": "application/json" },
    body: JSON.stringify({ from, text }),
  });

// --- Live updates ---

// Each customer has written once before the run, so each conversation's id is known.
for (let n = 0; n < CUSTOMERS; n++) await simulate(customerNumber(n), "Hello");
const conversationOf = new Map<string, string>(
  (
    await sql.query<{ id: string; customerNumber: string }>(
      `SELECT id, "customerNumber" FROM conversations WHERE "businessId" = $1`,
      [businessId],
    )
  ).map((row) => [row.id, row.customerNumber]),
);

/** When each customer's latest measured message was sent (ms, performance.now()). */
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const streams = agents.map(({ token }) => {
  const controller = new AbortController();
  const done = (async () => {
    const response = await fetch(`${baseUrl}/api/workspace/inbox/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (!data) continue;
          const { conversationId } = JSON.parse(data.slice(6)) as { conversationId?: string };
          const number = conversationId && conversationOf.get(conversationId);
          const started = number && sentAt.get(number);
          if (started) latencies.push(performance.now() - started);
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return { controller, done };
});
await sleep(500);

const messages = SECONDS * PER_SECOND;
const runStarted = performance.now();
const sends: Promise<unknown>[] = [];
for (let n = 0; n < messages; n++) {
  const due = runStarted + (n * 1000) / PER_SECOND;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  const number = customerNumber(n % CUSTOMERS);
  sentAt.set(number, performance.now());
  sends.push(simulate(number, `Message ${n}`).then((response) => response.arrayBuffer()));
}
await Promise.all(sends);
await sleep(1000);
for (const stream of streams) stream.controller.abort();
await Promise.all(streams.map((stream) => stream.done));
latencies.sort((a, b) => a - b);
const expected = messages * AGENTS;
console.log(
  `live: ${latencies.length} of ${expected} heard; p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
);

// --- The list at 100,000 conversations ---

// One message each from as many customers, in one statement: the trigger threads them all.
const seedStarted = performance.now();
await sql.query(
  `INSERT INTO messages (id, "businessId", direction, "customerNumber", type, body, category,
     status, "queueState", "createdAt", "statusAt", source)
   SELECT gen_random_uuid(), $1, 'inbound', '+9196' || lpad(i::text, 8, '0'), 'text', 'Hi', 'service',
     'received', 'done', now() - (i || ' seconds')::interval, now(), 'customer'
   FROM generate_series(1, $2::int) AS i`,
  [businessId, CONVERSATIONS],
);
// A quarter of them each agent's (round robin), the rest nobody's yet.
await sql.query(
  `UPDATE conversations c SET "assigneeId" = a.id
   FROM (SELECT id, row_number() OVER () - 1 AS n FROM unnest($2::uuid[]) AS id) a
   WHERE c."businessId" = $1 AND c."customerNumber" LIKE '+9196%'
     AND right(c."customerNumber", 2)::int % 4 = 0
     AND a.n = right(c."customerNumber", 4)::int % $3`,
  [businessId, agents.map((agent) => agent.id), AGENTS],
);
await sql.query(`ANALYZE conversations`);
const seedSeconds = (performance.now() - seedStarted) / 1000;
const graphql = async (token: string, query: string, variables: object = {}) => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
};
const LIST = `query ($view: String!) {
  workspaceConversations(view: $view, status: "open") {
    items { id contact { id phone name } status assignee { id name } windowExpiresAt lastMessageAt unread }
    nextCursor
  }
}`;
const COUNTS = `{ workspaceInboxCounts { mine { open unread } unassigned { open unread } all { open unread } } }`;
const owner = agents[0]!.token;
const timed = async (read: () => Promise<unknown>) => {
  for (let n = 0; n < 5; n++) await read();
  const timings: number[] = [];
  for (let n = 0; n < LIST_READS; n++) {
    const started = performance.now();
    await read();
    timings.push(performance.now() - started);
  }
  return median(timings);
};
const listAll = await timed(() => graphql(owner, LIST, { view: "all" }));
const listMine = await timed(() => graphql(agents[4]!.token, LIST, { view: "mine" }));
const counts = await timed(() => graphql(owner, COUNTS));
console.log(
  `list at ${CONVERSATIONS}: all ${listAll.toFixed(1)} ms, mine ${listMine.toFixed(1)} ms, counts ${counts.toFixed(1)} ms`,
);

// --- A 16 MB upload ---

const created = await fetch(`${baseUrl}/api/workspace/api-keys`, {
  method: "POST",
  headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" },
  body: JSON.stringify({ name: "bench" }),
});
const apiKey = (await created.json()) as { key: string };
const video = Buffer.alloc(UPLOAD_BYTES);
Buffer.from("000000206674797069736f6d0000020069736f6d69736f32617663316d703431", "hex").copy(video);
await sleep(500);
const rssBefore = serverRss();
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, serverRss());
}, 5);
const form = new FormData();
form.append("messaging_product", "whatsapp");
form.append("file", new Blob([video]), "shop-tour.mp4");
const uploaded = await fetch(`${baseUrl}/v1/media`, {
  method: "POST",
  headers: { authorization: `Bearer ${apiKey.key}` },
  body: form,
});
clearInterval(sampler);
const uploadStatus = uploaded.status;
await uploaded.arrayBuffer();
rssPeak = Math.max(rssPeak, serverRss());
const uploadGrowthMb = (rssPeak - rssBefore) / 1024 / 1024;
console.log(`upload: ${uploadStatus}, RSS growth ${uploadGrowthMb.toFixed(1)} MB`);

await stopServerProcess(server);
await dispose();

const met = (ok: boolean) => (ok ? "met" : "**missed**");
const p99 = percentile(latencies, 0.99);
const markdown = [
  `- **Method:** the built server in its own process (as \`pnpm start\` runs it) on PostgreSQL. **Live:** ${AGENTS} agents of one business each hold the inbox's event stream (\`GET /api/workspace/inbox/events\`) while ${CUSTOMERS} customers write ${PER_SECOND} messages a second for ${SECONDS} s through \`POST /api/workspace/sandbox/inbound\`; each latency is from the message's request to one agent's stream hearing of its conversation (${AGENTS} per message). **List:** ${CONVERSATIONS.toLocaleString("en-US")} conversations threaded by one insert of as many inbound messages, a quarter assigned round robin; median of ${LIST_READS} reads over GraphQL of the inbox's first page (open, all; open, one agent's own) and of the views' counts. **Upload:** a 16 MB MP4 to \`POST /v1/media\`; the growth of the server process's resident memory at its peak during the upload. ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}).`,
  "",
  "| measure | figure | target |",
  "| --- | --- | --- |",
  `| live: heard | ${latencies.length.toLocaleString("en-US")} of ${expected.toLocaleString("en-US")} | all |`,
  `| live: p50 | ${percentile(latencies, 0.5).toFixed(1)} ms | — |`,
  `| live: p99 | ${p99.toFixed(1)} ms | < ${TARGETS.liveP99Ms} ms: ${met(p99 < TARGETS.liveP99Ms)} |`,
  `| list, all open (seeded in ${seedSeconds.toFixed(1)} s) | ${listAll.toFixed(1)} ms | < ${TARGETS.listMedianMs} ms: ${met(listAll < TARGETS.listMedianMs)} |`,
  `| list, mine open | ${listMine.toFixed(1)} ms | < ${TARGETS.listMedianMs} ms: ${met(listMine < TARGETS.listMedianMs)} |`,
  `| the views' counts | ${counts.toFixed(1)} ms | — |`,
  `| 16 MB upload (${uploadStatus}): RSS growth | ${uploadGrowthMb.toFixed(1)} MB | < ${TARGETS.uploadGrowthMb} MB: ${met(uploadGrowthMb < TARGETS.uploadGrowthMb)} |`,
].join("\n");
await writeBenchmarkSection("inbox", markdown);
console.log(markdown);
