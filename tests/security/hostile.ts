import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { Database } from "../../packages/db/src/open-database.ts";

/** Runs per property: at least 1,000 in either profile. */
export const RUNS = Number(
  process.env.SECURITY_RUNS ?? (process.env.SECURITY_PROFILE === "release" ? 5_000 : 1_000),
);

/** Any UTF-16 code unit, lone surrogates included (JSON.stringify writes them as \ud800). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text an attacker would try: control characters, NUL, lone surrogates, injection, huge runs. */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\ud800",
      "x\udfff",
      "' OR 1=1 --",
      '"; DROP TABLE contact_messages; --',
      "<script>alert(1)</script>",
      "../../../../etc/passwd",
      "%00",
      "%ZZ",
      "__proto__",
      "constructor",
      "{{7*7}}",
      "${jndi:ldap://x}",
      "00000000-0000-4000-8000-000000000000",
      "",
      " ",
    ),
  },
  // Past the 64 KB body cap and Node's 16 KB header cap, now and then.
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((length) => "x".repeat(length)) },
);

/** Any JSON-ish value with hostile leaves. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** An object with the given keys (some missing, some hostile, some left valid) and extra ones. */
export function hostileObject(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.record(
      Object.fromEntries(keys.map((key) => [key, fc.oneof(fc.constant(valid[key]), hostileValue)])),
      { requiredKeys: [] },
    ),
    fc
      .tuple(
        fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), {
          requiredKeys: [],
        }),
        fc.dictionary(hostileText, hostileValue, { maxKeys: 3 }),
      )
      .map(([known, extra]) => ({ ...extra, ...known })),
    hostileValue,
  );
}

/** What a stack trace or an internal path looks like in an answer. */
const STACK = /\n\s+at |node_modules|\/src\/|\.ts:\d+|\.js:\d+|PrismaClient|Invalid `prisma/;

export function leaksInternals(text: string): boolean {
  return STACK.test(text);
}

// Tables whose rows refused requests may legitimately touch: throttling buckets (a refused
// request still counts against its limit) and sessions (last use). Everything else must not move.
const VOLATILE_TABLES = new Set([
  "rate_limit_buckets",
  "admin_sessions",
  "member_sessions",
  "api_keys",
  // The mail worker records each attempt to send a mail whenever it gets to it.
  "mails",
  // A request with an Idempotency-Key claims it first and frees it again when refused.
  "idempotency_keys",
  "_prisma_migrations",
  "schema_migrations",
]);

// A refused sign-in is recorded in the audit log on purpose (the operator must see attacks).
const RECORDED_WHEN_REFUSED: Record<string, string> = {
  audit_logs: `(SELECT * FROM audit_logs WHERE action NOT IN ('login_failed', 'member_login_failed'))`,
};

/** Row counts and a digest of every table's content, to tell whether a request changed anything. */
export async function databaseChecksum(database: Database): Promise<string> {
  const tables = await database.sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables
    .filter(({ name }) => !VOLATILE_TABLES.has(name))
    .map(
      ({ name }) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM ${RECORDED_WHEN_REFUSED[name] ?? `"${name}"`} t`,
    );
  parts.push(`SELECT 'admin_sessions', count(*)::text FROM admin_sessions`);
  parts.push(`SELECT 'member_sessions', count(*)::text FROM member_sessions`);
  parts.push(`SELECT 'mails', count(*)::text FROM mails`);
  parts.push(`SELECT 'api_keys', count(*)::text || ':' || count("revokedAt")::text FROM api_keys`);
  const rows = await database.sql.query<{ name: string; digest: string }>(
    parts.join(" UNION ALL "),
  );
  return rows.map((row) => `${row.name}=${row.digest}`).join(";");
}

/**
 * A stand-in for the built web app (its pages' content does not matter here), so the suites
 * exercise the not-found page and the console's entry without needing `pnpm build` first.
 */
export function webAppFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aizapy-web-fixture-"));
  mkdirSync(path.join(dir, "admin"));
  for (const page of ["index.html", "404.html", "admin/index.html"])
    writeFileSync(path.join(dir, page), `<!doctype html><title>${page}</title>`);
  return dir;
}

/**
 * Counts every row written to a table a refused request must not touch, inside the writing
 * transaction (so a rolled-back write counts nothing): reading one number after each request
 * tells whether it changed anything, far cheaper than digesting every table each time.
 */
export async function watchForChanges(database: Database): Promise<() => Promise<number>> {
  const tables = await database.sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  await database.sql.query(`CREATE TABLE written_rows (n bigint NOT NULL)`);
  await database.sql.query(`INSERT INTO written_rows VALUES (0)`);
  await database.sql.query(
    `CREATE FUNCTION count_written_row() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN UPDATE written_rows SET n = n + 1; RETURN NULL; END $$`,
  );
  const countRows = (name: string, events: string, when = "") =>
    database.sql.query(
      `CREATE TRIGGER count_written_row_${events.replace(/\W+/g, "_").toLowerCase()} AFTER ${events}
         ON "${name}" FOR EACH ROW ${when} EXECUTE FUNCTION count_written_row()`,
    );
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name) || name === "written_rows") continue;
    if (name === "audit_logs") {
      // A refused sign-in is recorded in the audit log on purpose.
      await countRows(
        name,
        "INSERT",
        `WHEN (NEW.action NOT IN ('login_failed', 'member_login_failed'))`,
      );
      await countRows(name, "UPDATE OR DELETE");
    } else {
      await countRows(name, "INSERT OR UPDATE OR DELETE");
    }
  }
  // A refused request may touch a session's or an API key's last use, never create, end or
  // revoke one.
  await countRows("admin_sessions", `INSERT OR DELETE OR UPDATE OF "revokedAt", "expiresAt"`);
  await countRows("member_sessions", `INSERT OR DELETE OR UPDATE OF "revokedAt", "expiresAt"`);
  await countRows("mails", "INSERT OR DELETE");
  await countRows("api_keys", `INSERT OR DELETE OR UPDATE OF "revokedAt", "keyHash"`);
  return async () =>
    Number((await database.sql.query<{ n: string }>(`SELECT n FROM written_rows`))[0]!.n);
}
