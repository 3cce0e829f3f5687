// `pnpm bench`: every benchmark, one after another (never two at once on a 2-core machine), each
// writing its tables into docs/benchmarks.md. Needs `pnpm build` first. Not part of `pnpm test`.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const benchmarks = [
  ["the data path against its twins", "scripts/bench/api.ts"],
  ["the site's Lighthouse performance", "scripts/measure-lighthouse.ts"],
] as const;

let failed = false;
for (const [what, script] of benchmarks) {
  console.log(`\n==> ${what} (${script})`);
  const result = spawnSync(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
