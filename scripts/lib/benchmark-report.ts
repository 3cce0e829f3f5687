import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

export const benchmarksFile = path.resolve(import.meta.dirname, "../../docs/benchmarks.md");

/**
 * Replaces one script's section of docs/benchmarks.md (between its start and end markers),
 * leaving the other scripts' sections as they are, and formats the file as Prettier expects.
 */
export async function writeBenchmarkSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(benchmarksFile)
    ? readFileSync(benchmarksFile, "utf8")
    : "# Benchmarks\n\nEach section is written by the script it names; do not edit by hand.\n";
  const section = `${start}\n\n${markdown.trim()}\n\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(benchmarksFile)) ?? {};
  writeFileSync(
    benchmarksFile,
    await prettier.format(next, { ...options, filepath: benchmarksFile }),
  );
}
