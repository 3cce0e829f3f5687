import type { Sql } from "@aizapy/db";
import { messageTotals } from "./analytics-queries.ts";
import { istDate, monthStart } from "@aizapy/contracts";

export interface AnalyticsSummary {
  /** Messages sent this month (IST, the 1st to today). */
  totalMessages: number;
  /** This month's delivery rate, weighted by messages sent, in percent. */
  deliveryRate: number;
  /** This month's API response time, weighted by messages sent, in ms. */
  avgResponseTime: number;
  /** Active businesses with at least one active API configuration. */
  activeBusinesses: number;
  periodStart: string;
  periodEnd: string;
}

const ACTIVE_BUSINESSES = `
  SELECT count(*)::int AS count FROM businesses b
  WHERE b.status = 'active'
    AND EXISTS (SELECT 1 FROM api_configs c WHERE c."businessId" = b.id AND c."isActive")`;

export async function getAnalyticsSummary(sql: Sql, now = new Date()): Promise<AnalyticsSummary> {
  const periodEnd = istDate(now);
  const periodStart = monthStart(periodEnd);
  const [totals, [active]] = await Promise.all([
    messageTotals(sql, { from: periodStart, to: periodEnd }),
    sql.query<{ count: number }>(ACTIVE_BUSINESSES),
  ]);
  const activeBusinesses = active!.count;
  return {
    totalMessages: totals.messagesSent,
    deliveryRate: totals.deliveryRatePct,
    avgResponseTime: totals.avgResponseMs,
    activeBusinesses,
    periodStart,
    periodEnd,
  };
}
