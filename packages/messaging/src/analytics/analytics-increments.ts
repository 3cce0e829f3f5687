import type { Sql } from "@aizapy/contracts";

// A business's daily analytics move with its messages' statuses: a message reaching its provider
// adds to the day's messages and response time, a delivery to its delivered count. Each such
// change inserts one increment, in the statement of the change itself (messages/apply-status.ts),
// rather than updating the day's row: concurrent changes never wait for each other. The
// increments are folded into analytics_daily in the background; readers use the *_live views,
// which add the ones not folded yet, so the figures are exact whenever they are read.

// Takes up to $1 increments (skipping any another process is folding), deletes them and adds them
// to their days, in one statement: they are either folded and gone, or still waiting. (A deleted
// business's increments go with it, by cascade.)
const FOLD = `
  WITH taken AS (
    DELETE FROM analytics_increments
    WHERE id IN (SELECT id FROM analytics_increments ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
    RETURNING "businessId", date, "messagesSent", "responseMsTotal", "deliveredCount"
  ), days AS (
    SELECT "businessId", date, SUM("messagesSent")::int AS sent,
           SUM("responseMsTotal")::bigint AS response, SUM("deliveredCount")::int AS delivered
    FROM taken GROUP BY "businessId", date
  ), folded AS (
    INSERT INTO analytics_daily AS a (id, "businessId", date, "messagesSent", "responseMsTotal",
      "avgResponseMs", "deliveredCount", "deliveryRatePct")
    SELECT gen_random_uuid(), "businessId", date, sent, response,
           CASE WHEN sent > 0 THEN (response / sent)::int ELSE 0 END, delivered,
           CASE WHEN sent > 0 THEN round(LEAST(delivered, sent) * 100.0 / sent, 2) ELSE 0 END
    FROM days
    ON CONFLICT ("businessId", date) DO UPDATE SET
      "messagesSent" = a."messagesSent" + EXCLUDED."messagesSent",
      "responseMsTotal" = a."responseMsTotal" + EXCLUDED."responseMsTotal",
      "deliveredCount" = a."deliveredCount" + EXCLUDED."deliveredCount",
      "avgResponseMs" = CASE WHEN a."messagesSent" + EXCLUDED."messagesSent" > 0
        THEN ((a."responseMsTotal" + EXCLUDED."responseMsTotal") / (a."messagesSent" + EXCLUDED."messagesSent"))::int
        ELSE 0 END,
      "deliveryRatePct" = CASE WHEN a."messagesSent" + EXCLUDED."messagesSent" > 0
        THEN round(LEAST(a."deliveredCount" + EXCLUDED."deliveredCount", a."messagesSent" + EXCLUDED."messagesSent")
          * 100.0 / (a."messagesSent" + EXCLUDED."messagesSent"), 2)
        ELSE 0 END
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM taken)::int AS taken`;

/** How many increments one fold takes: a short transaction, even after a long outage. */
export const FOLD_BATCH = 5_000;

/** Folds waiting increments into analytics_daily until none are left; answers how many. */
export async function foldAnalyticsIncrements(sql: Sql, batch = FOLD_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await sql.query<{ taken: number }>(FOLD, [batch]);
    total += row?.taken ?? 0;
    if ((row?.taken ?? 0) < batch) return total;
  }
}
