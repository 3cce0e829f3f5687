import type { Sql } from "@aizapy/db";

export interface MessageTotals {
  messagesSent: number;
  /** Delivery rate weighted by messages sent, in percent; 0 when nothing was sent. */
  deliveryRatePct: number;
  /** API response time weighted by messages sent, in ms; 0 when nothing was sent. */
  avgResponseMs: number;
}

/**
 * Totals over the daily analytics of every business for the IST days from..to (inclusive), from
 * the per-day running totals.
 */
export async function messageTotals(
  sql: Sql,
  range: { from?: string; to?: string } = {},
): Promise<MessageTotals> {
  const [row] = await sql.query<{ sent: number; rate: number; response: number }>(
    `SELECT
      COALESCE(SUM("messagesSent"), 0)::float8 AS sent,
      COALESCE(SUM("deliveredWeighted") / NULLIF(SUM("messagesSent"), 0), 0)::float8 AS rate,
      COALESCE(SUM("responseWeighted") / NULLIF(SUM("messagesSent"), 0), 0)::float8 AS response
    FROM "analytics_day_total_parts"
    WHERE "date" >= $1 AND "date" <= $2`,
    [range.from ?? "0000-01-01", range.to ?? "9999-12-31"],
  );
  return {
    messagesSent: row?.sent ?? 0,
    deliveryRatePct: roundTo(row?.rate ?? 0, 2),
    avgResponseMs: Math.round(row?.response ?? 0),
  };
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
