import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, inject, it } from "vitest";
import { readMigrations } from "./migrations.ts";
import { pgliteOptions, unpackTemplateIfNew, wrapPglite } from "./open-database.ts";

const template = () => new Blob([readFileSync(inject("pgliteTemplateFile"))]);
const newPgDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "aizapy-template-")), "pg");

async function appliedMigrations(pgDir: string): Promise<number> {
  const pglite = await PGlite.create(pgDir, pgliteOptions);
  try {
    const { rows } = await pglite.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM _prisma_migrations",
    );
    return rows[0]!.n;
  } finally {
    await pglite.close();
  }
}

describe.runIf(process.env.TEST_DATABASE === "pglite")("a new PGlite data directory", () => {
  it("is unpacked from the template already migrated, with nothing left to apply", async () => {
    const pgDir = newPgDir();
    await unpackTemplateIfNew(pgDir, template);
    expect(await appliedMigrations(pgDir)).toBe(readMigrations().length);
    const database = wrapPglite(await PGlite.create(pgDir, pgliteOptions));
    try {
      expect((await database.migrate()).applied).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("replaces what a process killed while unpacking left behind", async () => {
    const pgDir = newPgDir();
    mkdirSync(`${pgDir}.unpacking`);
    writeFileSync(path.join(`${pgDir}.unpacking`, "PG_VERSION"), "half");
    mkdirSync(pgDir);
    writeFileSync(path.join(pgDir, "postgresql.conf"), "half");
    await unpackTemplateIfNew(pgDir, template);
    expect(existsSync(`${pgDir}.unpacking`)).toBe(false);
    expect(await appliedMigrations(pgDir)).toBe(readMigrations().length);
  });

  it("never touches a data directory that holds a database", async () => {
    const pgDir = newPgDir();
    const pglite = await PGlite.create(pgDir, pgliteOptions);
    await pglite.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('mine')");
    await pglite.close();
    await unpackTemplateIfNew(pgDir, template);
    const reopened = await PGlite.create(pgDir, pgliteOptions);
    try {
      expect((await reopened.query("SELECT note FROM kept")).rows).toEqual([{ note: "mine" }]);
    } finally {
      await reopened.close();
    }
  });

  it("is left to PGlite's own initdb when there is no template", async () => {
    const pgDir = newPgDir();
    await unpackTemplateIfNew(pgDir, () => undefined);
    expect(existsSync(pgDir)).toBe(false);
  });
});
