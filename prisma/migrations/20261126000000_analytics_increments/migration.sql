-- Message analytics are counted as increments: each status change that counts (a message reaching
-- its provider, a delivery) inserts one row here in its own transaction, instead of updating the
-- business's row of the day (and, through its trigger, the day's total of every business). Those
-- rows were what every status change of every process queued for, one transaction at a time.
-- Increments are folded into analytics_daily in the background; until then the *_live views add
-- them in, so every figure read is exact at all times.
CREATE TABLE "analytics_increments" (
    "id" BIGSERIAL NOT NULL,
    "businessId" UUID NOT NULL,
    "date" TEXT NOT NULL,
    "messagesSent" INTEGER NOT NULL DEFAULT 0,
    "responseMsTotal" BIGINT NOT NULL DEFAULT 0,
    "deliveredCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_increments_pkey" PRIMARY KEY ("id")
);

-- Increments still to fold in, of businesses that still exist, in the weighted form the running
-- totals keep (Σ sent × rate, Σ sent × average).
CREATE VIEW "analytics_pending" AS
SELECT i."businessId", i."date",
       i."messagesSent"::bigint AS "messagesSent",
       (i."deliveredCount" * 100)::numeric AS "deliveredWeighted",
       i."responseMsTotal"::numeric AS "responseWeighted"
FROM "analytics_increments" i
WHERE EXISTS (SELECT 1 FROM "businesses" b WHERE b."id" = i."businessId");

-- One business's day, folded or not.
CREATE VIEW "analytics_daily_live" AS
SELECT "businessId", "date",
       SUM("messagesSent")::bigint AS "messagesSent",
       SUM("deliveredWeighted") AS "deliveredWeighted",
       SUM("responseWeighted") AS "responseWeighted"
FROM (
    SELECT "businessId", "date", "messagesSent"::bigint,
           ("messagesSent" * "deliveryRatePct")::numeric,
           ("messagesSent"::numeric * "avgResponseMs")
    FROM "analytics_daily"
    UNION ALL
    SELECT "businessId", "date", "messagesSent", "deliveredWeighted", "responseWeighted"
    FROM "analytics_pending"
) AS parts ("businessId", "date", "messagesSent", "deliveredWeighted", "responseWeighted")
GROUP BY "businessId", "date";

-- Every business's day, folded or not.
CREATE VIEW "analytics_day_totals_live" AS
SELECT "date",
       SUM("messagesSent")::bigint AS "messagesSent",
       SUM("deliveredWeighted") AS "deliveredWeighted",
       SUM("responseWeighted") AS "responseWeighted"
FROM (
    SELECT "date", "messagesSent", "deliveredWeighted", "responseWeighted"
    FROM "analytics_day_totals"
    UNION ALL
    SELECT "date", "messagesSent", "deliveredWeighted", "responseWeighted"
    FROM "analytics_pending"
) AS parts
GROUP BY "date";
