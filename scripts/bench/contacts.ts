// A CSV of 200,000 contacts imported through the product's own import (the request's part, then
// its job), on PGlite and on PostgreSQL: rows per second from upload to completion, and how much
// the process's resident memory grew meanwhile (sampled every 50 ms). On PGlite the database runs
// inside the process, so its own growth with the 200,000 rows is part of the figure; on
// PostgreSQL the figure is the importer's alone. Run with the heap `pnpm start` gives the server
// (as `pnpm bench:contacts` does). Writes the "Contact import" section of docs/benchmarks.md.
//
//   pnpm bench:contacts [--database pglite|postgres|both] [--rows 200000]
import { randomUUID } from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import { composeServices } from "../../packages/server/src/compose-services.ts";
import { loadConfig } from "../../packages/server/src/config.ts";
import { openBenchDatabase, rssMb, type BenchDatabaseKind } from "../lib/bench-database.ts";
import { writeBenchmarkSection } from "../lib/benchmark-report.ts";

const { values } = parseArgs({
  options: {
    database: { type: "string", default: "both" },
    rows: { type: "string", default: "200000" },
  },
});
const ROWS = Number(values.rows);
const RSS_LIMIT_MB = 100;

type Kind = BenchDatabaseKind;

/** A realistic file: numbers in several spellings, names, a city, tags, one bad row in 1,000. */
function csvOf(rows: number): string {
  const cities = ["Pune", "Mumbai", "Delhi", "Jaipur", "Kochi", "Indore", "Surat", "Nagpur"];
  const lines = ["phone,name,city,tags"];
  for (let i = 0; i < rows; i++) {
    const digits = String(7_000_000_000 + i);
    const phone = i % 1000 === 999 ? "12345" : i % 3 === 0 ? `+91 ${digits}` : digits;
    lines.push(
      `${phone},Customer ${i},${cities[i % cities.length]},${i % 2 ? "odd" : "even"};bench`,
    );
  }
  return `${lines.join("\n")}\n`;
}

interface Outcome {
  kind: Kind;
  seconds: number;
  rowsPerSecond: number;
  rssGrowthMb: number;
  created: number;
  failed: number;
}

async function benchKind(kind: Kind, csv: string): Promise<Outcome> {
  const { database, dispose } = await openBenchDatabase(kind, "contacts");
  try {
    await database.migrate();
    const { queue, engagement } = composeServices({
      database,
      config: loadConfig({ NODE_ENV: "test" }),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await queue.start();
    await engagement.start();
    const businessId = randomUUID();
    await database.sql.query(
      `INSERT INTO businesses (id, name, "whatsappNumber", "createdAt", "updatedAt")
       VALUES ($1, 'Bench Traders', '+919800000001', now(), now())`,
      [businessId],
    );
    globalThis.gc?.();
    const baseline = rssMb();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
    const started = performance.now();
    const { id } = await engagement.imports.start(
      businessId,
      csv,
      {},
      { type: "api_key", id: null },
    );
    let view = await engagement.imports.get(businessId, id);
    while (view.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 200));
      view = await engagement.imports.get(businessId, id);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await queue.stop({ graceful: false });
    if (view.status !== "completed")
      throw new Error(`the import ${view.status}: ${view.failureReason}`);
    console.log(
      `[${kind}] ${view.processed} rows in ${seconds.toFixed(1)} s, RSS +${(peak - baseline).toFixed(0)} MB`,
    );
    return {
      kind,
      seconds,
      rowsPerSecond: view.processed / seconds,
      rssGrowthMb: peak - baseline,
      created: view.created,
      failed: view.failed,
    };
  } finally {
    await dispose();
  }
}

const kinds: Kind[] =
  values.database === "both" ? ["pglite", "postgres"] : [values.database as Kind];
const csv = csvOf(ROWS);
const outcomes: Outcome[] = [];
for (const kind of kinds) outcomes.push(await benchKind(kind, csv));

const figure = (n: number) => Math.round(n).toLocaleString("en-US");
const markdown = [
  `${figure(ROWS)} rows (${(csv.length / 1_048_576).toFixed(1)} MB, one bad row in 1,000) imported through \`POST /v1/contacts/imports\`'s service and its job, with the server's heap (128 MB old space), on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}).`,
  "",
  "| database | time | rows/s | created | rejected | RSS growth | limit |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...outcomes.map(
    (o) =>
      `| ${o.kind} | ${o.seconds.toFixed(1)} s | ${figure(o.rowsPerSecond)} | ${figure(o.created)} | ${figure(o.failed)} | ${o.rssGrowthMb.toFixed(0)} MB${o.rssGrowthMb < RSS_LIMIT_MB ? "" : " (over)"} | < ${RSS_LIMIT_MB} MB |`,
  ),
].join("\n");
await writeBenchmarkSection("contact-import", markdown);
console.log(markdown);
