import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import setupDatabases from "../../packages/server/vitest.global-setup.ts";
import { summarise, type CountLine } from "./counts.ts";

let countsFile: string | undefined;

/** Prepares the databases, and prints what the suites counted once every file has run. */
export default async function setup(project: TestProject) {
  await setupDatabases(project);
  // Every project's workers append to one file, so the summary covers both databases.
  countsFile = process.env.SECURITY_COUNTS_FILE ??= path.join(
    mkdtempSync(path.join(os.tmpdir(), "aizapy-security-")),
    "counts.jsonl",
  );
  project.provide("securityCountsFile", countsFile);
  return () => {
    if (!countsFile || !existsSync(countsFile)) return;
    const lines = readFileSync(countsFile, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CountLine);
    console.log(summarise(lines, project.name));
  };
}
