// The console's lists at operating size: 100,000 contact messages, 100,000 audit entries and
// 10,000 businesses on PGlite and on PostgreSQL. Times list, search, filter and first/last page
// queries through the services (median of RUNS runs each, after warm-up), prints the query plans
// of the slowest, and exports 100,000 messages as CSV while watching the process's memory.
// Writes its table into the "Console lists" section of docs/benchmarks.md.
//
//   pnpm bench:console [--database pglite|postgres|both] [--runs 25]
import os from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "../../packages/server/src/config.ts";
import type { Sql } from "../../packages/db/src/sql.ts";
import { composeServices } from "../../packages/server/src/compose-services.ts";
import { openBenchDatabase, rssMb, type BenchDatabaseKind } from "../lib/bench-database.ts";
import { writeBenchmarkSection } from "../lib/benchmark-report.ts";

const { values } = parseArgs({
  options: {
    database: { type: "string", default: "both" },
    runs: { type: "string", default: "25" },
  },
});
const RUNS = Math.max(20, Number(values.runs));
const WARM_UP = 3;
const TARGET_MS = { postgres: 20, pglite: 60 } as const;
const SIZES = {
  contactMessages: 100_000,
  auditLogs: 100_000,
  businesses: 10_000,
  apiConfigs: 2_000,
};

type Kind = BenchDatabaseKind;

// Set-based inserts: the database generates the rows, so seeding takes seconds, not minutes.
// Texts vary with the row number (and md5 of it), so trigram search meets realistic selectivity.
const SEED = [
  `INSERT INTO businesses (id, name, "whatsappNumber", status, plan, "createdAt", "updatedAt")
   SELECT gen_random_uuid(),
     (ARRAY['Sharma','Patel','Joshi','Iyer','Reddy','Gupta','Khan','Das','Nair','Mehta'])[1 + i % 10] || ' ' ||
     (ARRAY['Sweets','Textiles','Foods','Motors','Pharma','Travels','Jewellers','Electronics'])[1 + (i / 10) % 8] || ' ' || i,
     '+9198' || lpad(i::text, 8, '0'),
     (ARRAY['active','active','active','suspended','inactive'])[1 + i % 5],
     (ARRAY['free','basic','pro','enterprise'])[1 + i % 4],
     now() - i * interval '1 hour', now()
   FROM generate_series(1, ${SIZES.businesses}) AS i`,
  `INSERT INTO api_configs (id, "businessId", provider, "apiKey", "phoneNumberId", "isActive", "createdAt", "updatedAt")
   SELECT gen_random_uuid(), b.id,
     CASE WHEN b.n % 2 = 0 THEN 'whatsapp-cloud' ELSE 'sandbox' END,
     'sealed', CASE WHEN b.n % 2 = 0 THEN '1' || lpad(b.n::text, 14, '0') END, true, now(), now()
   FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM businesses) b
   WHERE b.n <= ${SIZES.apiConfigs}`,
  `INSERT INTO contact_messages (id, name, email, company, phone, subject, message, status, "createdAt", "updatedAt")
   SELECT gen_random_uuid(),
     (ARRAY['Aarav','Priya','Rahul','Meera','Vikram','Ananya','Rohan','Kavya','Arjun','Sneha'])[1 + i % 10] || ' ' ||
     (ARRAY['Sharma','Patel','Joshi','Iyer','Reddy','Gupta','Khan','Das','Nair','Mehta','Singh','Rao'])[1 + (i / 10) % 12],
     'visitor' || i || '@' || (ARRAY['gmail.com','yahoo.in','outlook.com','company.in'])[1 + i % 4],
     NULL, NULL,
     (ARRAY['Pricing for Pro','Demo request','WhatsApp API onboarding','Invoice question','Template approval','Partnership'])[1 + i % 6] || ' #' || i,
     'Hello, we would like to know more. Reference ' || md5(i::text) || '. Thanks.',
     (ARRAY['unread','read','replied','archived'])[1 + i % 4],
     now() - i * interval '5 minutes', now() - i * interval '5 minutes'
   FROM generate_series(1, ${SIZES.contactMessages}) AS i`,
  `INSERT INTO audit_logs (id, "actorId", "actorType", action, "targetType", "targetId", details, timestamp)
   SELECT gen_random_uuid(),
     CASE WHEN i % 10 = 0 THEN '203.0.113.' || (i % 250) ELSE (ARRAY['0b8e5a1c-7d2f-4e3a-9c6b-1f2e3d4c5b6a','4c1f2e3d-5b6a-4d7e-8f9a-0b1c2d3e4f5a'])[1 + i % 2] END,
     CASE WHEN i % 10 = 0 THEN 'anonymous' ELSE 'admin' END,
     (ARRAY['create','update','delete','login','logout','login_failed'])[1 + i % 6],
     (ARRAY['contact_message','business','api_config','platform_settings'])[1 + i % 4],
     gen_random_uuid()::text,
     'Entry ' || i,
     now() - i * interval '3 minutes'
   FROM generate_series(1, ${SIZES.auditLogs}) AS i`,
  `ANALYZE`,
];

/** Remembers each statement the services send, so the slowest can be explained afterwards. */
function recordingSql(sql: Sql, last: { text: string; params: readonly unknown[] }[]): Sql {
  return {
    query: (text, params) => {
      last.push({ text, params: params ?? [] });
      return sql.query(text, params);
    },
    transaction: (work) => sql.transaction((tx) => work(recordingSql(tx, last))),
  };
}

interface CaseResult {
  name: string;
  medianMs: number;
  p95Ms: number;
  statements: { text: string; params: readonly unknown[] }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function benchKind(kind: Kind) {
  console.log(`\n[${kind}] seeding…`);
  const { database, dispose } = await openBenchDatabase(kind, "console");
  try {
    await database.migrate();
    const seedStart = performance.now();
    for (const statement of SEED) await database.sql.query(statement);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(`[${kind}] seeded in ${seedSeconds.toFixed(1)} s`);

    const recorded: { text: string; params: readonly unknown[] }[] = [];
    const { services } = composeServices({
      database: { ...database, sql: recordingSql(database.sql, recorded) },
      config: loadConfig({ NODE_ENV: "test", ALLOW_PRIVATE_WEBHOOK_TARGETS: "true" }),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const middle = await services.contact.page({}, { first: 100 });
    let cursor = middle.pageInfo.endCursor!;
    for (let i = 0; i < 499; i++) {
      cursor = (await services.contact.page({}, { first: 100, after: cursor })).pageInfo.endCursor!;
    }
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const twoWeeksAgo = new Date(Date.now() - 14 * 86_400_000).toISOString();

    const cases: [string, () => Promise<unknown>][] = [
      ["messages: first page", () => services.contact.page({}, { first: 20 })],
      ["messages: last page", () => services.contact.page({}, { last: 20 })],
      [
        "messages: middle page (after row 50,100)",
        () => services.contact.page({}, { first: 20, after: cursor }),
      ],
      [
        "messages: status filter",
        () => services.contact.page({ status: "replied" }, { first: 20 }),
      ],
      [
        "messages: status filter, last page",
        () => services.contact.page({ status: "replied" }, { last: 20 }),
      ],
      [
        "messages: date range",
        () => services.contact.page({ from: twoWeeksAgo, to: weekAgo }, { first: 20 }),
      ],
      [
        "messages: search common name",
        () => services.contact.page({ search: "sharma" }, { first: 20 }),
      ],
      [
        "messages: search rare (body)",
        () => services.contact.page({ search: "c4ca4238a0b9" }, { first: 20 }),
      ],
      [
        "messages: search, no match",
        () => services.contact.page({ search: "98000042" }, { first: 20 }),
      ],
      [
        "messages: search email",
        () => services.contact.page({ search: "visitor4242@" }, { first: 20 }),
      ],
      [
        "messages: search + status",
        () => services.contact.page({ search: "joshi", status: "unread" }, { first: 20 }),
      ],
      [
        "messages: search, last page",
        () => services.contact.page({ search: "pricing" }, { last: 20 }),
      ],
      ["messages: unread count", () => services.contact.unreadCount()],
      ["audit: first page", () => services.audit.page({}, { first: 20 })],
      ["audit: last page", () => services.audit.page({}, { last: 20 })],
      [
        "audit: action filter",
        () => services.audit.page({ action: "login_failed" }, { first: 20 }),
      ],
      [
        "audit: actor filter",
        () => services.audit.page({ actorId: "203.0.113.10" }, { first: 20 }),
      ],
      [
        "audit: target type, last page",
        () => services.audit.page({ targetType: "business" }, { last: 20 }),
      ],
      [
        "audit: date range",
        () => services.audit.page({ from: twoWeeksAgo, to: weekAgo }, { first: 20 }),
      ],
      ["top bar search (3 kinds)", () => services.search.console({ query: "sharma" })],
      ["top bar search, 2 characters", () => services.search.console({ query: "ra" })],
      ["top bar search, number", () => services.search.console({ query: "98000042" })],
      ["analytics: 90-day series", () => services.analytics.series({ days: 90 })],
    ];

    const results: CaseResult[] = [];
    for (const [name, run] of cases) {
      for (let i = 0; i < WARM_UP; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        recorded.length = 0;
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      results.push({
        name,
        medianMs: percentile(times, 0.5),
        p95Ms: percentile(times, 0.95),
        statements: [...recorded],
      });
      console.log(`[${kind}] ${name}: median ${percentile(times, 0.5).toFixed(2)} ms`);
    }

    const slowest = [...results].sort((a, b) => b.medianMs - a.medianMs).slice(0, 3);
    const plans: { name: string; plan: string }[] = [];
    for (const result of slowest) {
      // Statements recorded after a SET LOCAL ran under it (the setting holds for the rest of
      // the case: a later statement may have run outside that transaction, with the same plan).
      let setting: string | undefined;
      for (const statement of result.statements) {
        if (/^SET /i.test(statement.text)) {
          setting = statement.text;
          continue;
        }
        const rows = await database.sql.transaction(async (tx) => {
          if (setting) await tx.query(setting);
          return tx.query<{ "QUERY PLAN": string }>(
            `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
            statement.params,
          );
        });
        plans.push({ name: result.name, plan: rows.map((row) => row["QUERY PLAN"]).join("\n") });
      }
    }

    // The export: every one of the 100,000 messages, the chunks thrown away as a response would
    // send them; the memory the process gains on the way is what the export holds.
    global.gc?.();
    const rssBefore = rssMb();
    const heapBefore = process.memoryUsage().heapUsed / 1024 / 1024;
    let peakRss = rssBefore;
    let peakHeap = heapBefore;
    let chunks = 0;
    let bytes = 0;
    let rows = 0;
    const exportStart = performance.now();
    for await (const chunk of (await services.contact.exportCsv({})).chunks) {
      bytes += Buffer.byteLength(chunk);
      rows += chunk.split("\r\n").length - 1;
      peakRss = Math.max(peakRss, rssMb());
      // What the export keeps alive, as opposed to garbage not yet collected.
      if (++chunks % 10 === 0 && global.gc) {
        global.gc();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed / 1024 / 1024);
      }
    }
    const exportResult = {
      rows: rows - 1,
      megabytes: bytes / 1024 / 1024,
      seconds: (performance.now() - exportStart) / 1000,
      peakRssDeltaMb: peakRss - rssBefore,
      peakLiveHeapDeltaMb: peakHeap - heapBefore,
    };
    console.log(
      `[${kind}] CSV export: ${exportResult.rows} rows, ${exportResult.megabytes.toFixed(1)} MB in ${exportResult.seconds.toFixed(1)} s, peak RSS +${exportResult.peakRssDeltaMb.toFixed(1)} MB, live heap after GC +${exportResult.peakLiveHeapDeltaMb.toFixed(1)} MB`,
    );
    for (const { name, plan } of plans) console.log(`\n[${kind}] plan of "${name}":\n${plan}`);
    return { kind, seedSeconds, results, exportResult };
  } finally {
    await dispose();
  }
}

const nameOf = (kind: Kind) => (kind === "pglite" ? "PGlite" : "PostgreSQL");

/** One table, a pair of columns per database; the plans stay in the output, not on the page. */
function report(outcomes: Awaited<ReturnType<typeof benchKind>>[]): string {
  const missed = (name: string) =>
    outcomes
      .filter((outcome) => {
        const result = outcome.results.find((candidate) => candidate.name === name);
        return !result || result.medianMs >= TARGET_MS[outcome.kind];
      })
      .map((outcome) => nameOf(outcome.kind));
  const lines = [
    "## Console lists",
    "",
    "Written by `pnpm bench:console` (scripts/bench/console.ts).",
    "",
    `- **Measured:** ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}.`,
    `- **Method:** ${SIZES.contactMessages.toLocaleString("en")} contact messages, ${SIZES.auditLogs.toLocaleString("en")} audit entries, ${SIZES.businesses.toLocaleString("en")} businesses and ${SIZES.apiConfigs.toLocaleString("en")} API configurations, seeded with \`generate_series\`. Each query goes through the services (as GraphQL and REST call them), ${WARM_UP} warm-up runs, then the median and 95th percentile of ${RUNS}; the plans of the slowest (\`EXPLAIN (ANALYZE, BUFFERS)\`) are printed, not recorded here. Single figures move by tens of percent between runs on a shared machine; read them as orders of magnitude.`,
    `- **Target:** median under ${TARGET_MS.postgres} ms on PostgreSQL and ${TARGET_MS.pglite} ms on PGlite (in memory).`,
    "",
    `| query | ${outcomes.map((outcome) => `${nameOf(outcome.kind)} median ms | p95 ms`).join(" | ")} | under target |`,
    `| --- | ${outcomes.map(() => "---: | ---:").join(" | ")} | :---: |`,
    ...outcomes[0]!.results.map(({ name }) => {
      const cells = outcomes.map((outcome) => {
        const result = outcome.results.find((candidate) => candidate.name === name);
        return result ? `${result.medianMs.toFixed(2)} | ${result.p95Ms.toFixed(2)}` : "— | —";
      });
      const over = missed(name);
      return `| ${name} | ${cells.join(" | ")} | ${over.length ? `**no** (${over.join(", ")})` : "yes"} |`;
    }),
    "",
    ...outcomes.map(
      ({ kind, seedSeconds, exportResult }) =>
        `- **${nameOf(kind)}:** seeded in ${seedSeconds.toFixed(1)} s. CSV export of ${exportResult.rows.toLocaleString("en")} messages: ${exportResult.megabytes.toFixed(1)} MB in ${exportResult.seconds.toFixed(1)} s, read 1,000 rows at a time; peak RSS grew by ${exportResult.peakRssDeltaMb.toFixed(1)} MB while it ran and the live heap (after a collection every 10 batches) by at most ${exportResult.peakLiveHeapDeltaMb.toFixed(1)} MB; the file itself is ${exportResult.megabytes.toFixed(0)} MB.`,
    ),
  ];
  return lines.join("\n");
}

const kinds: Kind[] =
  values.database === "both" ? ["pglite", "postgres"] : [values.database as Kind];
const outcomes = [];
for (const kind of kinds) outcomes.push(await benchKind(kind));
await writeBenchmarkSection("console", report(outcomes));
console.log("\nwrote the Console lists section of docs/benchmarks.md");
