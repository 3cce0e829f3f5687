import type { Sql, WorkspaceSettings } from "@aizapy/contracts";

// Meta's rules, kept before Meta enforces them: the business's messaging limit (unique customers
// it may start conversations with in a rolling 24 hours) and the workspace's quiet hours; and the
// workspace's marketing frequency cap.

const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

/**
 * When the quiet hours holding marketing back at `now` end, or null when `now` is outside them.
 * Quiet hours are India's clock times (IST, no daylight saving); `start` after `end` spans midnight.
 */
export function quietHoursEnd(quietHours: WorkspaceSettings["quietHours"], now: Date): Date | null {
  if (!quietHours) return null;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  const local = now.getTime() + IST_OFFSET_MS;
  const minute = Math.floor((local % DAY_MS) / MINUTE_MS);
  const quiet = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!quiet) return null;
  const localMidnight = local - (local % DAY_MS);
  let endsAt = localMidnight + end * MINUTE_MS;
  if (endsAt <= local) endsAt += DAY_MS;
  return new Date(endsAt - IST_OFFSET_MS);
}

// The customers are counted only under a limit: an unlimited business is not made to count a
// day of its messages for every batch it sends.
const UNIQUE_RECIPIENTS = `
  SELECT b."messagingTier" AS tier,
    CASE WHEN b."messagingTier" <> 'unlimited' THEN
      (SELECT count(DISTINCT "customerNumber")::int FROM messages
        WHERE "businessId" = $1 AND direction = 'outbound' AND type = 'template'
          AND NOT "insideServiceWindow" AND "createdAt" > $2) END AS used
  FROM businesses b WHERE b.id = $1`;

/**
 * The business's messaging limit tier and how many more customers it may start conversations
 * with now (null: unlimited). Every template sent outside a customer's window counts, as Meta
 * counts business-initiated conversations.
 */
export async function messagingCapacity(
  db: Sql,
  businessId: string,
  now: Date,
): Promise<{ tier: string; remaining: number | null }> {
  const [row] = await db.query<{ tier: string; used: number }>(UNIQUE_RECIPIENTS, [
    businessId,
    new Date(now.getTime() - DAY_MS),
  ]);
  const tier = row?.tier ?? "250";
  if (tier === "unlimited") return { tier, remaining: null };
  return { tier, remaining: Math.max(0, Number(tier) - (row?.used ?? 0)) };
}

/**
 * `SELECT phone` of the business's customers (`$1`) the marketing frequency cap holds back at
 * `now`: sent `cap.count` marketing messages within `cap.days`. `numbers`, an SQL expression of a
 * text array, limits it to them. Its values are added with `param`.
 */
export function frequencyCappedQuery(
  cap: { count: number; days: number },
  now: Date,
  param: (value: unknown) => string,
  numbers?: string,
): string {
  return `SELECT "customerNumber" AS phone FROM messages
    WHERE "businessId" = $1 AND direction = 'outbound' AND category = 'marketing'
      AND "createdAt" > ${param(new Date(now.getTime() - cap.days * DAY_MS))}
      ${numbers ? `AND "customerNumber" = ANY(${numbers})` : ""}
    GROUP BY "customerNumber" HAVING count(*) >= ${param(cap.count)}`;
}
