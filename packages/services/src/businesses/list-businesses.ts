import { businessListQuerySchema, type Page, type PageRequest } from "@aizapy/contracts";
import type { z } from "zod";
import type { Business, Db } from "@aizapy/db";
import type { Sql } from "@aizapy/db";
import { finishPage, planPage, type SortKey } from "../pagination/keyset.ts";
import { containsPattern } from "../search/contains-pattern.ts";
import { validateInput } from "../validate.ts";

/** Every registered business, newest first. */
export function listBusinesses(db: Db): Promise<Business[]> {
  return db.business.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
}

type BusinessListQuery = z.output<typeof businessListQuerySchema>;

const COLUMNS = `id, name, "whatsappNumber", status, plan, "messagingTier", "qualityRating", "createdAt", "updatedAt"`;
const SORT_COLUMNS = {
  name: { column: `name`, type: "text" },
  createdAt: { column: `"createdAt"`, type: "timestamptz" },
} as const;

/** A number typed with spaces, dashes or brackets, as the digits stored numbers contain. */
function numberFragment(search: string): string | undefined {
  const compact = search.replace(/[\s\-().]/g, "");
  return /^\+?\d+$/.test(compact) ? compact : undefined;
}

/** The WHERE conditions of a query, with their parameters appended to `params`. */
function conditionsOf(query: BusinessListQuery, params: unknown[]): string[] {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (query.status) conditions.push(`status = ${param(query.status)}`);
  if (query.plan) conditions.push(`plan = ${param(query.plan)}`);
  if (query.search) {
    // ILIKE '%…%': both columns have trigram indexes, so this is an index search.
    const number = numberFragment(query.search);
    const byName = `name ILIKE ${param(containsPattern(query.search))}`;
    conditions.push(
      number ? `(${byName} OR "whatsappNumber" LIKE ${param(`%${number}%`)})` : byName,
    );
  }
  return conditions;
}

const whereOf = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";

/**
 * One page of businesses matching the query, ordered by name or creation time (id breaks ties),
 * fetched by keyset so the last page costs what the first does. Raw SQL, as the console's other
 * list pages (docs/decisions/0010).
 */
export async function listBusinessPage(
  sql: Sql,
  queryInput: unknown,
  pageRequest: PageRequest | undefined,
): Promise<Page<Business>> {
  const query = validateInput(businessListQuerySchema, queryInput ?? {});
  const plan = planPage(pageRequest, [query.sortBy === "createdAt" ? "timestamp" : "text", "uuid"]);
  const sort = SORT_COLUMNS[query.sortBy];
  const ascending = (query.sortDirection === "asc") === (plan.direction === "forward");
  const order = ascending ? "ASC" : "DESC";
  const params: unknown[] = [];
  const conditions = conditionsOf(query, params);
  if (plan.cursor) {
    const [value, id] = plan.cursor;
    params.push(String(value), String(id));
    // A row comparison walks the (column, id) index from the cursor on.
    conditions.push(
      `(${sort.column}, id) ${ascending ? ">" : "<"} ($${params.length - 1}::${sort.type}, $${params.length}::uuid)`,
    );
  }
  params.push(plan.limit + 1);
  const rows = await sql.query<Business>(
    `SELECT ${COLUMNS} FROM businesses ${whereOf(conditions)}
      ORDER BY ${sort.column} ${order}, id ${order} LIMIT $${params.length}`,
    params,
  );
  const keyOf = (row: Business): SortKey => [
    query.sortBy === "createdAt" ? new Date(row.createdAt).toISOString() : row.name,
    row.id,
  ];
  return finishPage(rows, plan, keyOf);
}

/** Every business matching the query, in its order: the REST list without page parameters. */
export function listAllBusinesses(sql: Sql, queryInput: unknown): Promise<Business[]> {
  const query = validateInput(businessListQuerySchema, queryInput ?? {});
  const { column } = SORT_COLUMNS[query.sortBy];
  const order = query.sortDirection === "asc" ? "ASC" : "DESC";
  const params: unknown[] = [];
  return sql.query<Business>(
    `SELECT ${COLUMNS} FROM businesses ${whereOf(conditionsOf(query, params))}
      ORDER BY ${column} ${order}, id ${order}`,
    params,
  );
}
