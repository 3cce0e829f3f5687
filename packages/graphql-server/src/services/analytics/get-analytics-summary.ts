import type { Db } from "../../db/prisma-client.ts";
import { messageTotals } from "./analytics-queries.ts";
import { istDate, monthStart } from "./calendar.ts";

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

export async function getAnalyticsSummary(db: Db, now = new Date()): Promise<AnalyticsSummary> {
  const periodEnd = istDate(now);
  const periodStart = monthStart(periodEnd);
  const [totals, activeBusinesses] = await Promise.all([
    messageTotals(db, { from: periodStart, to: periodEnd }),
    db.business.count({ where: { status: "active", apiConfigs: { some: { isActive: true } } } }),
  ]);
  return {
    totalMessages: totals.messagesSent,
    deliveryRate: totals.deliveryRatePct,
    avgResponseTime: totals.avgResponseMs,
    activeBusinesses,
    periodStart,
    periodEnd,
  };
}
