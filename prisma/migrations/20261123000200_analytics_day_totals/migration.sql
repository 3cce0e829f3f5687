-- Running totals per day over every business's analytics, kept by a trigger in the same
-- transaction as the change they summarise: the dashboard reads these few rows instead of
-- scanning every day of every business.
CREATE TABLE "analytics_day_totals" (
    "date" TEXT NOT NULL,
    "messagesSent" BIGINT NOT NULL DEFAULT 0,
    "deliveredWeighted" DECIMAL(24,4) NOT NULL DEFAULT 0,
    "responseWeighted" DECIMAL(24,4) NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_day_totals_pkey" PRIMARY KEY ("date")
);

CREATE FUNCTION "analytics_day_totals_add"(day TEXT, sent BIGINT, rate NUMERIC, response NUMERIC, sign INTEGER)
RETURNS VOID LANGUAGE SQL AS $$
  INSERT INTO "analytics_day_totals" ("date", "messagesSent", "deliveredWeighted", "responseWeighted")
  VALUES (day, sign * sent, sign * sent * rate, sign * sent * response)
  ON CONFLICT ("date") DO UPDATE SET
    "messagesSent" = "analytics_day_totals"."messagesSent" + EXCLUDED."messagesSent",
    "deliveredWeighted" = "analytics_day_totals"."deliveredWeighted" + EXCLUDED."deliveredWeighted",
    "responseWeighted" = "analytics_day_totals"."responseWeighted" + EXCLUDED."responseWeighted";
$$;

CREATE FUNCTION "analytics_daily_keep_totals"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "analytics_day_totals_add"(OLD."date", OLD."messagesSent", OLD."deliveryRatePct", OLD."avgResponseMs", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "analytics_day_totals_add"(NEW."date", NEW."messagesSent", NEW."deliveryRatePct", NEW."avgResponseMs", 1);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "analytics_daily_keep_totals"
AFTER INSERT OR UPDATE OR DELETE ON "analytics_daily"
FOR EACH ROW EXECUTE FUNCTION "analytics_daily_keep_totals"();

INSERT INTO "analytics_day_totals" ("date", "messagesSent", "deliveredWeighted", "responseWeighted")
SELECT "date", SUM("messagesSent"), SUM("messagesSent" * "deliveryRatePct"), SUM("messagesSent"::numeric * "avgResponseMs")
FROM "analytics_daily" GROUP BY "date";
