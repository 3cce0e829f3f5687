// `pnpm bench`: every benchmark, one after another (never two at once on a 2-core machine), each
// writing its tables into docs/benchmarks.md. Needs `pnpm build` first. Not part of `pnpm test`.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const benchmarks: [what: string, script: string, nodeOptions?: string[]][] = [
  ["the data path against its twins", "scripts/bench/api.ts"],
  ["messaging: accepted sends against their twin, 200 messages/s", "scripts/bench/messaging.ts"],
  ["the site's Lighthouse performance", "scripts/measure-lighthouse.ts"],
  // With the heap `pnpm start` gives the server: resident memory is what it would be in service.
  [
    "a 200,000-row contact import",
    "scripts/bench/contacts.ts",
    [
      "--max-semi-space-size=4",
      "--max-old-space-size=128",
      "--conditions=@aizapy/source",
      "--expose-gc",
    ],
  ],
  [
    "a 100,000-recipient campaign: launch to accepted, its counts, the send rate",
    "scripts/bench/campaigns.ts",
    ["--conditions=@aizapy/source"],
  ],
  [
    "the team inbox: live updates with 20 agents, the list at 100,000 conversations, an upload",
    "scripts/bench/inbox.ts",
    ["--conditions=@aizapy/source"],
  ],
  // Runs the services from source; --expose-gc lets it start the export's memory reading clean.
  [
    "the console's lists at 100,000 rows",
    "scripts/bench/console.ts",
    ["--conditions=@aizapy/source", "--expose-gc"],
  ],
];

let failed = false;
for (const [what, script, nodeOptions = []] of benchmarks) {
  console.log(`\n==> ${what} (${script})`);
  const result = spawnSync(process.execPath, [...nodeOptions, "--import", "tsx", script], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
