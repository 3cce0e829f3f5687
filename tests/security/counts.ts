import { appendFileSync } from "node:fs";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    securityCountsFile: string;
  }
}

/** One thing a suite counted: properties and their runs, requests, kill cycles, peak RSS. */
export interface CountLine {
  database: string;
  suite: string;
  properties?: number;
  runs?: number;
  requests?: number;
  peakRssMb?: number;
}

/** The bounded profile of `pnpm test`, or the release profile of `pnpm test:long`. */
export const releaseProfile = process.env.SECURITY_PROFILE === "release";

export function recordCounts(line: Omit<CountLine, "database">): void {
  appendFileSync(
    inject("securityCountsFile"),
    `${JSON.stringify({ database: process.env.TEST_DATABASE ?? "?", ...line })}\n`,
  );
}

export function summarise(lines: CountLine[], project: string): string {
  const mine = lines.filter((line) => project.endsWith(line.database));
  if (!mine.length) return "";
  const rows = mine.map((line) => {
    const parts = [
      line.properties !== undefined ? `${line.properties} properties × ${line.runs} runs` : "",
      line.requests !== undefined ? `${line.requests} requests` : "",
      line.peakRssMb !== undefined ? `peak RSS ${line.peakRssMb.toFixed(0)} MB` : "",
    ].filter(Boolean);
    return `  ${line.suite}: ${parts.join(", ")}`;
  });
  const requests = mine.reduce((sum, line) => sum + (line.requests ?? 0), 0);
  return `\n${project} counts (${releaseProfile ? "release" : "bounded"} profile):\n${rows.join("\n")}\n  total requests: ${requests}\n`;
}
