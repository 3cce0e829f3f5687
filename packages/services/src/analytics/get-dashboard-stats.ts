import type { Sql } from "@aizapy/db";
import { roundTo } from "./analytics-queries.ts";
import { istDate, monthStart, shiftDate } from "@aizapy/contracts";

export interface DashboardTrends {
  businessesAddedThisMonth: number;
  businessesAddedLastMonth: number;
  apiConfigsAddedThisMonth: number;
  apiConfigsAddedLastMonth: number;
  /** Messages from the 1st of this month to today. */
  messagesThisMonth: number;
  /** Messages over the same days of last month (1st to the same day of the month). */
  messagesSamePeriodLastMonth: number;
  /** Change between those two, in percent; null when last month had none to compare with. */
  messagesChangePct: number | null;
  deliveryRateThisMonth: number;
  deliveryRateLastMonth: number;
  /** This month's delivery rate minus last month's, in percentage points; null without both. */
  deliveryRateChangePoints: number | null;
}

export interface DashboardStats {
  totalBusinesses: number;
  totalApiConfigs: number;
  /** Every message recorded in the daily analytics. */
  totalMessages: number;
  /** Delivery rate over all recorded days, weighted by messages sent, in percent. */
  avgDeliveryRate: number;
  trends: DashboardTrends;
}

/** An IST calendar day's first instant. */
const istMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** Same day of the month, one month back, capped at that month's last day. */
function sameDayLastMonth(today: string): string {
  const lastMonthStart = monthStart(today, 1);
  const lastMonthEnd = shiftDate(monthStart(today), 1);
  const candidate = `${lastMonthStart.slice(0, 8)}${today.slice(8, 10)}`;
  return candidate > lastMonthEnd ? lastMonthEnd : candidate;
}

interface DashboardRow {
  businesses: number;
  apiConfigs: number;
  businessesThisMonth: number;
  businessesLastMonth: number;
  apiConfigsThisMonth: number;
  apiConfigsLastMonth: number;
  sentAll: number;
  rateAll: number;
  sentThisMonth: number;
  rateThisMonth: number;
  sentLastMonthToDate: number;
  sentLastMonth: number;
  rateLastMonth: number;
}

// Every figure of the dashboard in one statement: one round trip, one snapshot of the data, read
// from the per-day running totals (analytics_day_totals, with the increments not folded into
// them yet: analytics_day_total_parts), so its cost does not grow with the number of businesses.
// $1 this month's first instant, $2 tomorrow's, $3 last month's; $4..$8 IST dates: this month's
// start, today, last month's start, the same day last month, last month's end.
const sent = (filter: string) =>
  `COALESCE(SUM("messagesSent") FILTER (WHERE ${filter}), 0)::float8`;
const rate = (filter: string) =>
  `COALESCE(SUM("deliveredWeighted") FILTER (WHERE ${filter}) / NULLIF(SUM("messagesSent") FILTER (WHERE ${filter}), 0), 0)::float8`;
const THIS_MONTH = `"date" BETWEEN $4 AND $5`;
const LAST_MONTH_TO_DATE = `"date" BETWEEN $6 AND $7`;
const LAST_MONTH = `"date" BETWEEN $6 AND $8`;
export const DASHBOARD_STATEMENT = `
  SELECT
    (SELECT count(*) FROM businesses)::int AS "businesses",
    (SELECT count(*) FROM api_configs)::int AS "apiConfigs",
    (SELECT count(*) FROM businesses WHERE "createdAt" >= $1 AND "createdAt" < $2)::int AS "businessesThisMonth",
    (SELECT count(*) FROM businesses WHERE "createdAt" >= $3 AND "createdAt" < $1)::int AS "businessesLastMonth",
    (SELECT count(*) FROM api_configs WHERE "createdAt" >= $1 AND "createdAt" < $2)::int AS "apiConfigsThisMonth",
    (SELECT count(*) FROM api_configs WHERE "createdAt" >= $3 AND "createdAt" < $1)::int AS "apiConfigsLastMonth",
    totals.*
  FROM (
    SELECT
      ${sent("true")} AS "sentAll",
      ${rate("true")} AS "rateAll",
      ${sent(THIS_MONTH)} AS "sentThisMonth",
      ${rate(THIS_MONTH)} AS "rateThisMonth",
      ${sent(LAST_MONTH_TO_DATE)} AS "sentLastMonthToDate",
      ${sent(LAST_MONTH)} AS "sentLastMonth",
      ${rate(LAST_MONTH)} AS "rateLastMonth"
    FROM analytics_day_total_parts
  ) AS totals`;

/** The parameters of the IST day asked for last, and the instants that day spans. */
let lastDay: { from: number; until: number; parameters: readonly unknown[] } | undefined;

/**
 * DASHBOARD_STATEMENT's parameters for the IST day of `now`. They change once a day, and working
 * them out (dates to and from text) was a few per cent of each dashboard read's time, so the
 * last day's are kept.
 */
export function dashboardParameters(now: Date): readonly unknown[] {
  const at = now.getTime();
  if (lastDay && at >= lastDay.from && at < lastDay.until) return lastDay.parameters;
  const today = istDate(now);
  const thisMonth = monthStart(today);
  const lastMonth = monthStart(today, 1);
  const tomorrow = istMidnight(shiftDate(today, -1));
  const parameters = Object.freeze([
    istMidnight(thisMonth),
    tomorrow,
    istMidnight(lastMonth),
    thisMonth,
    today,
    lastMonth,
    sameDayLastMonth(today),
    shiftDate(thisMonth, 1),
  ]);
  lastDay = { from: istMidnight(today).getTime(), until: tomorrow.getTime(), parameters };
  return parameters;
}

export async function getDashboardStats(sql: Sql, now = new Date()): Promise<DashboardStats> {
  const [row] = await sql.query<DashboardRow>(DASHBOARD_STATEMENT, dashboardParameters(now));
  const r = row!;
  const rateThisMonth = roundTo(r.rateThisMonth, 2);
  const rateLastMonth = roundTo(r.rateLastMonth, 2);
  return {
    totalBusinesses: r.businesses,
    totalApiConfigs: r.apiConfigs,
    totalMessages: r.sentAll,
    avgDeliveryRate: roundTo(r.rateAll, 2),
    trends: {
      businessesAddedThisMonth: r.businessesThisMonth,
      businessesAddedLastMonth: r.businessesLastMonth,
      apiConfigsAddedThisMonth: r.apiConfigsThisMonth,
      apiConfigsAddedLastMonth: r.apiConfigsLastMonth,
      messagesThisMonth: r.sentThisMonth,
      messagesSamePeriodLastMonth: r.sentLastMonthToDate,
      messagesChangePct:
        r.sentLastMonthToDate > 0
          ? roundTo(((r.sentThisMonth - r.sentLastMonthToDate) / r.sentLastMonthToDate) * 100, 1)
          : null,
      deliveryRateThisMonth: rateThisMonth,
      deliveryRateLastMonth: rateLastMonth,
      deliveryRateChangePoints:
        r.sentThisMonth > 0 && r.sentLastMonth > 0
          ? roundTo(rateThisMonth - rateLastMonth, 2)
          : null,
    },
  };
}
