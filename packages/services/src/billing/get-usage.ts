import {
  PRICING_CATEGORIES,
  usageQuerySchema,
  type PricingCategory,
  type Usage,
  type UsageMonth,
} from "@aizapy/contracts";
import { monthStart, istDate } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { getBusiness } from "../businesses/get-business.ts";
import type { Db } from "@aizapy/db";
import { validateInput } from "../validate.ts";

// Months are IST calendar months: an instant shifted by +05:30 read as UTC gives its IST date.
const IST_MONTH = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC' + interval '330 minutes', 'YYYY-MM')`;

const TRAFFIC = `
  SELECT ${IST_MONTH(`"createdAt"`)} AS month,
    count(*) FILTER (WHERE direction = 'outbound')::int AS sent,
    count(*) FILTER (WHERE direction = 'outbound' AND status = 'failed')::int AS failed,
    count(*) FILTER (WHERE direction = 'inbound')::int AS received
  FROM messages WHERE "businessId" = $1 AND "createdAt" >= $2
  GROUP BY 1`;

const DELIVERIES = `
  SELECT ${IST_MONTH(`"deliveredAt"`)} AS month, category,
    count(*)::int AS delivered,
    count(*) FILTER (WHERE billable)::int AS billable,
    COALESCE(sum("priceInr"), 0)::float8 AS cost
  FROM messages WHERE "businessId" = $1 AND "deliveredAt" >= $2
  GROUP BY 1, 2`;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A business's usage and cost for the last `months` months, this month first. */
export async function getUsage(
  db: Db,
  sql: Sql,
  businessId: string,
  query: unknown,
  now = new Date(),
): Promise<Usage> {
  const { months } = validateInput(usageQuerySchema, query ?? {});
  await getBusiness(db, businessId);
  const firstMonth = monthStart(istDate(now), months - 1);
  const since = new Date(`${firstMonth}T00:00:00+05:30`);
  const [traffic, deliveries] = await Promise.all([
    sql.query<{ month: string; sent: number; failed: number; received: number }>(TRAFFIC, [
      businessId,
      since,
    ]),
    sql.query<{
      month: string;
      category: PricingCategory;
      delivered: number;
      billable: number;
      cost: number;
    }>(DELIVERIES, [businessId, since]),
  ]);
  const list: UsageMonth[] = [];
  for (let back = 0; back < months; back++) {
    const month = monthStart(istDate(now), back).slice(0, 7);
    const counts = traffic.find((row) => row.month === month);
    const byCategory = PRICING_CATEGORIES.map((category) => {
      const row = deliveries.find((d) => d.month === month && d.category === category);
      return {
        category,
        delivered: row?.delivered ?? 0,
        billable: row?.billable ?? 0,
        costInr: round(row?.cost ?? 0),
      };
    });
    list.push({
      month,
      sent: counts?.sent ?? 0,
      failed: counts?.failed ?? 0,
      received: counts?.received ?? 0,
      delivered: byCategory.reduce((sum, c) => sum + c.delivered, 0),
      byCategory,
      costInr: round(byCategory.reduce((sum, c) => sum + c.costInr, 0)),
    });
  }
  return { businessId, months: list };
}
