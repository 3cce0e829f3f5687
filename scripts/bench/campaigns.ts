// A 100,000-recipient marketing campaign on PGlite and on PostgreSQL, through the product's own
// services (the launch, its sending job, each recipient accepted through the /v1 accept path):
//   - from launch to every recipient's message accepted (targets: PostgreSQL under 20 s, PGlite
//     under 60 s);
//   - the campaign's counts (what its page and GET /v1/campaigns/{id} read) at 100,000
//     recipients: median and 95th percentile of 50 reads (target: median under 20 ms on
//     PostgreSQL);
//   - the send rate: the delivery workers then send what was accepted for a while, against the
//     configured throughput of the business's number.
// Writes the "Campaigns" section of docs/benchmarks.md.
//
//   pnpm bench:campaigns [--database pglite|postgres|both] [--recipients 100000] [--send-seconds 30]
import { randomUUID } from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import { sealSecret } from "../../packages/messaging/src/secrets/sealing.ts";
import { composeServices } from "../../packages/server/src/compose-services.ts";
import { loadConfig } from "../../packages/server/src/config.ts";
import { openBenchDatabase, type BenchDatabaseKind } from "../lib/bench-database.ts";
import { writeBenchmarkSection } from "../lib/benchmark-report.ts";

const { values } = parseArgs({
  options: {
    database: { type: "string", default: "both" },
    recipients: { type: "string", default: "100000" },
    "send-seconds": { type: "string", default: "30" },
  },
});
const RECIPIENTS = Number(values.recipients);
const SEND_SECONDS = Number(values["send-seconds"]);
const COUNT_READS = 50;
const TARGETS = { acceptSeconds: { postgres: 20, pglite: 60 }, countsMedianMs: 20 } as const;

type Kind = BenchDatabaseKind;

interface Outcome {
  kind: Kind;
  seedSeconds: number;
  acceptSeconds: number;
  accepted: number;
  countsMedianMs: number;
  countsP95Ms: number;
  sentPerSecond: number;
  throughputPerSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchKind(kind: Kind): Promise<Outcome> {
  const { database, dispose } = await openBenchDatabase(kind, "campaigns");
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: "test" });
    const { queue, platform, engagement } = composeServices({
      database,
      config,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const sql = database.sql;

    // A business on the sandbox with no messaging limit, its approved marketing template, no
    // quiet hours nor frequency cap, and its customers (set-based: seconds, not minutes).
    const seedStarted = performance.now();
    const businessId = randomUUID();
    await sql.query(
      `INSERT INTO businesses (id, name, "whatsappNumber", "messagingTier", "createdAt", "updatedAt")
       VALUES ($1, 'Bench Sarees', '+919800000001', 'unlimited', now(), now())`,
      [businessId],
    );
    await sql.query(
      `INSERT INTO api_configs (id, "businessId", provider, "apiKey", "isActive", "createdAt", "updatedAt")
       VALUES ($1, $2, 'sandbox', $3, true, now(), now())`,
      [randomUUID(), businessId, sealSecret("sandbox-bench-token", config.appSecret)],
    );
    await sql.query(
      `INSERT INTO message_templates (id, "businessId", name, language, category, body,
         "parameterCount", status, "createdAt", "updatedAt")
       VALUES ($1, $2, 'bench_offer', 'en', 'marketing', 'Hi {{1}}, {{2}} off today.', 2,
         'approved', now(), now())`,
      [randomUUID(), businessId],
    );
    await sql.query(
      `INSERT INTO workspace_settings ("businessId", "quietHours", "marketingFrequencyCap",
         "optOutKeywords", "optInKeywords", "updatedAt")
       VALUES ($1, NULL, NULL, '{STOP}', '{START}', now())`,
      [businessId],
    );
    await sql.query(
      `INSERT INTO contacts (id, "businessId", phone, name, tags, "consentStatus", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1, '+9196' || lpad((2 * i)::text, 8, '0'), 'Customer ' || i,
         ARRAY['sale'], 'opted_in', now(), now()
       FROM generate_series(1, $2::int) AS i`,
      [businessId, RECIPIENTS],
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    // The campaign's job runs in this process, as in `pnpm start`; the delivery workers wait,
    // so the figure is the launch's and the accept path's alone.
    await queue.start();
    await engagement.start();
    const campaign = await engagement.campaigns.create(businessId, {
      name: "Bench sale",
      template: {
        name: "bench_offer",
        language: "en",
        parameters: [{ field: "name" }, { text: "30%" }],
      },
      audience: { tags: ["sale"] },
    });
    const launchedAt = performance.now();
    await engagement.campaigns.launch(businessId, campaign.id);
    let view = await engagement.campaigns.get(businessId, campaign.id);
    // Every recipient accepted (queued) or refused: none pending. The campaign completes only
    // once they are sent, which the waiting delivery workers do later.
    while (view.counts.queued + view.counts.failed < view.counts.audience) {
      await sleep(100);
      view = await engagement.campaigns.get(businessId, campaign.id);
    }
    const acceptSeconds = (performance.now() - launchedAt) / 1000;
    console.log(
      `[${kind}] ${view.counts.queued} of ${RECIPIENTS} accepted in ${acceptSeconds.toFixed(1)} s`,
    );

    const timings: number[] = [];
    for (let n = 0; n < COUNT_READS + 5; n++) {
      const started = performance.now();
      await engagement.campaigns.get(businessId, campaign.id);
      if (n >= 5) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);

    // The delivery workers, for a while: messages sent per second, against the number's limit.
    const sentBefore = await sentCount(sql, businessId);
    await platform.start();
    const sendStarted = performance.now();
    await sleep(SEND_SECONDS * 1000);
    const sent = (await sentCount(sql, businessId)) - sentBefore;
    const sentPerSecond = sent / ((performance.now() - sendStarted) / 1000);
    await platform.stop();
    await queue.stop({ graceful: false });

    return {
      kind,
      seedSeconds,
      acceptSeconds,
      accepted: view.counts.queued,
      countsMedianMs: percentile(timings, 0.5),
      countsP95Ms: percentile(timings, 0.95),
      sentPerSecond,
      throughputPerSecond: config.messaging.delivery.throughputPerSecond,
    };
  } finally {
    await dispose();
  }
}

async function sentCount(
  sql: Awaited<ReturnType<typeof openBenchDatabase>>["database"]["sql"],
  businessId: string,
): Promise<number> {
  const [row] = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM messages
     WHERE "businessId" = $1 AND direction = 'outbound' AND "sentAt" IS NOT NULL`,
    [businessId],
  );
  return row!.count;
}

const kinds: Kind[] =
  values.database === "both" ? ["pglite", "postgres"] : [values.database as Kind];
const outcomes: Outcome[] = [];
for (const kind of kinds) outcomes.push(await benchKind(kind));

const figure = (n: number) => Math.round(n).toLocaleString("en-US");
const met = (ok: boolean) => (ok ? "met" : "**missed**");
const markdown = [
  `- **Method:** a marketing campaign to ${figure(RECIPIENTS)} opted-in contacts of one business on the sandbox (no messaging limit, no quiet hours or frequency cap), launched through the campaigns service in this process, its sending job running here as in \`pnpm start\`; each recipient is one message through the \`/v1\` accept path. **Accepted** is from the launch to the campaign's last recipient accepted (the delivery workers wait meanwhile). **Counts** reads the campaign as its page and \`GET /v1/campaigns/{id}\` do, ${COUNT_READS} times after 5 warm-up reads. **Sent/s** is what the delivery workers then sent in ${SEND_SECONDS} s, against the throughput configured for one number (\`WHATSAPP_THROUGHPUT_PER_SECOND\`). ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}).`,
  "",
  "| database | seeded | accepted | time | target | counts median | p95 | target | sent/s | configured |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...outcomes.map(
    (o) =>
      `| ${o.kind} | ${o.seedSeconds.toFixed(1)} s | ${figure(o.accepted)} | ${o.acceptSeconds.toFixed(1)} s | < ${TARGETS.acceptSeconds[o.kind]} s: ${met(o.acceptSeconds < TARGETS.acceptSeconds[o.kind])} | ${o.countsMedianMs.toFixed(1)} ms | ${o.countsP95Ms.toFixed(1)} ms | ${o.kind === "postgres" ? `< ${TARGETS.countsMedianMs} ms: ${met(o.countsMedianMs < TARGETS.countsMedianMs)}` : "—"} | ${o.sentPerSecond.toFixed(1)} | ${o.throughputPerSecond} |`,
  ),
].join("\n");
await writeBenchmarkSection("campaigns", markdown);
console.log(markdown);
