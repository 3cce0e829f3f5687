import { existsSync, readFileSync } from "node:fs";

// On a virtual machine the hypervisor can take a core away from it for a while (its "steal"
// time): a run that lost CPU that way measures the machine, not the code. Linux counts the time
// taken in /proc/stat; a benchmark reports it beside each run's figures.

/** The machine's CPU time so far, all cores together, in clock ticks: in all, and stolen. */
export interface CpuTimes {
  total: number;
  stolen: number;
}

/** The times of /proc/stat's first line (all CPUs); undefined where there is none (not Linux). */
export function readCpuTimes(): CpuTimes | undefined {
  if (!existsSync("/proc/stat")) return undefined;
  const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!;
  // cpu user nice system idle iowait irq softirq steal guest guest_nice; guest time is
  // already counted in user and nice.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: ticks.reduce((sum, n) => sum + n, 0), stolen: ticks[7] ?? 0 };
}

/** The share of the machine's CPU time stolen between two readings, in percent. */
export function stolenPercent(before: CpuTimes | undefined, after: CpuTimes | undefined) {
  if (!before || !after || after.total <= before.total) return null;
  return (100 * (after.stolen - before.stolen)) / (after.total - before.total);
}

/** A share of CPU time stolen as a table shows it, or a dash where the machine does not say. */
export const stolenText = (percent: number | null) =>
  percent === null ? "—" : `${percent.toFixed(1)} %`;

/** The "CPU stolen, product / twin" cell of a row comparing two runs. */
export const stolenPairText = (
  product: { stolenPercent: number | null },
  twin: { stolenPercent: number | null },
) => `${stolenText(product.stolenPercent)} / ${stolenText(twin.stolenPercent)}`;

/** What a benchmark's method says about its "CPU stolen" column. */
export const STOLEN_TIME_METHOD =
  "**CPU stolen** is the share of the machine's CPU time its hypervisor took during the run shown (`steal` in /proc/stat): on a virtual machine whose neighbours are busy, a run that lost CPU measures the machine, not the code.";
