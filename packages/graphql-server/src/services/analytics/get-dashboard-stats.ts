import type { Db } from "../../db/prisma-client.ts";
import { messageTotals, roundTo } from "./analytics-queries.ts";
import { istDate, monthStart, shiftDate } from "./calendar.ts";

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

export async function getDashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const today = istDate(now);
  const thisMonth = monthStart(today);
  const lastMonth = monthStart(today, 1);
  const lastMonthEnd = shiftDate(thisMonth, 1);
  const createdBetween = (from: string, until: string) => ({
    createdAt: { gte: istMidnight(from), lt: istMidnight(until) },
  });
  const tomorrow = shiftDate(today, -1);

  const [
    totalBusinesses,
    totalApiConfigs,
    allTime,
    monthToDate,
    lastMonthToDate,
    fullLastMonth,
    counts,
  ] = await Promise.all([
    db.business.count(),
    db.apiConfig.count(),
    messageTotals(db),
    messageTotals(db, { from: thisMonth, to: today }),
    messageTotals(db, { from: lastMonth, to: sameDayLastMonth(today) }),
    messageTotals(db, { from: lastMonth, to: lastMonthEnd }),
    Promise.all([
      db.business.count({ where: createdBetween(thisMonth, tomorrow) }),
      db.business.count({ where: createdBetween(lastMonth, thisMonth) }),
      db.apiConfig.count({ where: createdBetween(thisMonth, tomorrow) }),
      db.apiConfig.count({ where: createdBetween(lastMonth, thisMonth) }),
    ]),
  ]);
  const [
    businessesAddedThisMonth,
    businessesAddedLastMonth,
    apiConfigsAddedThisMonth,
    apiConfigsAddedLastMonth,
  ] = counts;
  const hasBothRates = monthToDate.messagesSent > 0 && fullLastMonth.messagesSent > 0;

  return {
    totalBusinesses,
    totalApiConfigs,
    totalMessages: allTime.messagesSent,
    avgDeliveryRate: allTime.deliveryRatePct,
    trends: {
      businessesAddedThisMonth,
      businessesAddedLastMonth,
      apiConfigsAddedThisMonth,
      apiConfigsAddedLastMonth,
      messagesThisMonth: monthToDate.messagesSent,
      messagesSamePeriodLastMonth: lastMonthToDate.messagesSent,
      messagesChangePct:
        lastMonthToDate.messagesSent > 0
          ? roundTo(
              ((monthToDate.messagesSent - lastMonthToDate.messagesSent) /
                lastMonthToDate.messagesSent) *
                100,
              1,
            )
          : null,
      deliveryRateThisMonth: monthToDate.deliveryRatePct,
      deliveryRateLastMonth: fullLastMonth.deliveryRatePct,
      deliveryRateChangePoints: hasBothRates
        ? roundTo(monthToDate.deliveryRatePct - fullLastMonth.deliveryRatePct, 2)
        : null,
    },
  };
}
