import type { Page, PageRequest } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { finishPage, planPage, type SortKey } from "./keyset.ts";

/**
 * A list shown newest first: ordered by a timestamp column, then by id (both descending, so one
 * index on (time DESC, id DESC), optionally behind an equality column, serves every page).
 */
export interface NewestFirstList {
  /** `SELECT … FROM …` without WHERE. */
  select: string;
  /** The timestamp column, quoted. */
  time: string;
  /** The id column, qualified when the select joins a table that has one too. @default id */
  id?: string;
  /** Conditions joined with AND, their parameters numbered from $1. */
  where: readonly string[];
  params: readonly unknown[];
  /** The id column's type, for the cursor's comparison (default uuid). */
  idType?: "uuid" | "text";
}

interface TimedRow {
  id: string;
}

/** The rows after (or before) `key` in the list's order, at most `limit`. */
export function readNewestFirst<Row extends TimedRow>(
  sql: Sql,
  list: NewestFirstList,
  options: { after?: SortKey | undefined; backward?: boolean; limit: number },
): Promise<Row[]> {
  const where = [...list.where];
  const params = [...list.params];
  const id = list.id ?? "id";
  if (options.after) {
    params.push(options.after[0], options.after[1]);
    const beyond = options.backward ? ">" : "<";
    where.push(
      `(${list.time}, ${id}) ${beyond} ($${params.length - 1}::timestamptz, $${params.length}::${list.idType ?? "uuid"})`,
    );
  }
  const order = options.backward ? "ASC" : "DESC";
  params.push(options.limit);
  return sql.query<Row>(
    `${list.select}${where.length ? ` WHERE ${where.join(" AND ")}` : ""}
     ORDER BY ${list.time} ${order}, ${id} ${order} LIMIT $${params.length}`,
    params,
  );
}

/** One page of the list with its links (`first`/`after`, `last`/`before`, `last` alone). */
export async function newestFirstPage<Row extends TimedRow>(
  sql: Sql,
  list: NewestFirstList,
  timeOf: (row: Row) => Date,
  request: PageRequest | undefined,
): Promise<Page<Row>> {
  const plan = planPage(request, ["timestamp", list.idType === "text" ? "text" : "uuid"]);
  const rows = await readNewestFirst<Row>(sql, list, {
    after: plan.cursor,
    backward: plan.direction === "backward",
    limit: plan.limit + 1,
  });
  return finishPage(rows, plan, (row) => newestFirstKey(row, timeOf));
}

export const newestFirstKey = <Row extends TimedRow>(row: Row, timeOf: (row: Row) => Date) =>
  [timeOf(row).toISOString(), row.id] as const;
