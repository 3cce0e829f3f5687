/**
 * The database as every package sees it: the raw driver under Prisma, for the hot paths where
 * Prisma's per-query cost dominates (session checks, rate limits, dashboard figures, list pages,
 * message sends). One SQL statement, rows as plain objects. The host implements it on the same
 * connections as Prisma (the same pg pool, the same PGlite instance) and hands it to the packages
 * that do not own the database.
 *
 * Write numbers as ::int / ::float8 in the SQL: the two drivers map bigint and numeric differently.
 */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction on one connection; it commits when `work` resolves. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
}
