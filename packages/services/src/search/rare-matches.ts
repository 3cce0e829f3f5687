import type { Sql } from "@aizapy/db";
import { containsPattern } from "./contains-pattern.ts";

/** Above this many matches a newest-first scan finds a page of them quickly on its own. */
export const RARE_MATCHES_MAX = 500;

/**
 * The ids of the rows containing `text` in any of `columns`, when there are at most
 * RARE_MATCHES_MAX of them; undefined when there are more (or the text is too short for the
 * trigram index).
 *
 * Why: PostgreSQL cannot estimate how many rows a substring matches. It guesses "a few dozen"
 * and walks the newest-first index filtering every row, which is instant for a common word but
 * reads all 100,000 rows for a rare one. Asking the trigram index first (sequential scans off,
 * so it cannot guess wrong) settles it: rare matches are then fetched by id, common ones by the
 * ordered scan that finds them quickly.
 */
export async function rareMatches(
  sql: Sql,
  table: string,
  columns: readonly string[],
  text: string,
): Promise<string[] | undefined> {
  // pg_trgm needs three characters to use its index.
  if (text.length < 3) return undefined;
  const rows = await sql.transaction(async (tx) => {
    await tx.query("SET LOCAL enable_seqscan = off");
    return tx.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE ${columns.map((column) => `${column} ILIKE $1`).join(" OR ")} LIMIT $2`,
      [containsPattern(text), RARE_MATCHES_MAX + 1],
    );
  });
  return rows.length > RARE_MATCHES_MAX ? undefined : rows.map((row) => row.id);
}
