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

    CONSTRAINT "analytics_increments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "analytics_increments_businessId_fkey" FOREIGN KEY ("businessId")
        REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "analytics_increments_businessId_idx" ON "analytics_increments"("businessId");

-- Increments still to fold in, in the weighted form the running totals keep (Σ sent × rate,
-- Σ sent × average).
CREATE VIEW "analytics_pending" AS
SELECT "businessId", "date",
       "messagesSent"::bigint AS "messagesSent",
       ("deliveredCount" * 100)::numeric AS "deliveredWeighted",
       "responseMsTotal"::numeric AS "responseWeighted"
FROM "analytics_increments";

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

-- Every business's days, folded or not, as parts to add up (for sums over ranges of days).
CREATE VIEW "analytics_day_total_parts" AS
SELECT "date", "messagesSent", "deliveredWeighted", "responseWeighted" FROM "analytics_day_totals"
UNION ALL
SELECT "date", "messagesSent", "deliveredWeighted", "responseWeighted" FROM "analytics_pending";

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
