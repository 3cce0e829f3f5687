import { analyticsSeriesInputSchema } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { validateInput } from "../validate.ts";
import { roundTo } from "./analytics-queries.ts";
import { istDate, shiftDate } from "@aizapy/contracts";

/** One IST day of the charts. Rates are null on a day without messages: there is nothing to rate. */
export interface AnalyticsDay {
  date: string;
  messages: number;
  /** Percent delivered, weighted by messages sent. */
  deliveryRate: number | null;
  /** Milliseconds, weighted by messages sent. */
  avgResponseMs: number | null;
}

export interface BusinessMessages {
  businessId: string;
  name: string;
  messages: number;
}

export interface AnalyticsSeries {
  days: number;
  /** First and last IST day of the period (today included). */
  from: string;
  to: string;
  businessId: string | null;
  /** Every day of the period, oldest first, days without data as zero. */
  daily: AnalyticsDay[];
  /** The businesses that sent the most in the period, most first. */
  topBusinesses: BusinessMessages[];
  /** Messages of every business (or the one chosen) in the period. */
  totalMessages: number;
  /** Messages of the businesses not among the top ones. */
  otherMessages: number;
}

// Weighted figures of a day (Σ sent × rate, Σ sent × average) as the day's rate and average.
const DAY_FIGURES = `"date", "messagesSent"::float8 AS sent,
    ("deliveredWeighted" / NULLIF("messagesSent", 0))::float8 AS rate,
    ("responseWeighted" / NULLIF("messagesSent", 0))::float8 AS response`;

// Every business: the per-day running totals the trigger keeps (one row a day), with the
// increments not folded into them yet.
const DAILY_ALL = `
  SELECT ${DAY_FIGURES}
  FROM analytics_day_totals_live WHERE "date" >= $1 AND "date" <= $2`;

const DAILY_ONE = `
  SELECT ${DAY_FIGURES}
  FROM analytics_daily_live WHERE "businessId" = $3 AND "date" >= $1 AND "date" <= $2`;

// The window total is taken before LIMIT keeps the top rows: one statement for both.
const BY_BUSINESS = (oneBusiness: boolean) => `
  SELECT b.id AS "businessId", b.name, s.sent AS messages, SUM(s.sent) OVER ()::float8 AS total
  FROM (
    SELECT "businessId", SUM("messagesSent")::float8 AS sent FROM analytics_daily_live
    WHERE "date" >= $1 AND "date" <= $2 ${oneBusiness ? `AND "businessId" = $4` : ""}
    GROUP BY "businessId"
  ) s JOIN businesses b ON b.id = s."businessId"
  ORDER BY s.sent DESC, b.name, b.id LIMIT $3`;

/** The analytics page's charts over the last 7, 30 or 90 IST days, for all businesses or one. */
export async function getAnalyticsSeries(
  sql: Sql,
  input: unknown,
  now = new Date(),
): Promise<AnalyticsSeries> {
  const { days, businessId, top } = validateInput(analyticsSeriesInputSchema, input ?? {});
  const to = istDate(now);
  const from = shiftDate(to, days - 1);
  const [dailyRows, businessRows] = await Promise.all([
    businessId
      ? sql.query<DailyRow>(DAILY_ONE, [from, to, businessId])
      : sql.query<DailyRow>(DAILY_ALL, [from, to]),
    sql.query<BusinessMessages & { total: number }>(
      BY_BUSINESS(businessId !== undefined),
      businessId ? [from, to, top, businessId] : [from, to, top],
    ),
  ]);
  const byDate = new Map(dailyRows.map((row) => [row.date, row]));
  const daily = Array.from({ length: days }, (_, index) => {
    const date = shiftDate(from, -index);
    const row = byDate.get(date);
    return {
      date,
      messages: row?.sent ?? 0,
      deliveryRate: !row?.sent || row.rate === null ? null : roundTo(row.rate, 2),
      avgResponseMs: !row?.sent || row.response === null ? null : Math.round(row.response),
    };
  });
  const totalMessages = businessRows[0]?.total ?? 0;
  const topBusinesses = businessRows.map(({ businessId: id, name, messages }) => ({
    businessId: id,
    name,
    messages,
  }));
  return {
    days,
    from,
    to,
    businessId: businessId ?? null,
    daily,
    topBusinesses,
    totalMessages,
    otherMessages: totalMessages - topBusinesses.reduce((sum, row) => sum + row.messages, 0),
  };
}

interface DailyRow {
  date: string;
  sent: number;
  rate: number | null;
  response: number | null;
}
