-- Rules the database enforces itself, whichever process or tool writes.

-- Platform settings are one row with the id 'global': create it with the defaults and refuse a
-- second row.
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_singleton" CHECK ("id" = 'global');
INSERT INTO "platform_settings" ("id") VALUES ('global') ON CONFLICT ("id") DO NOTHING;

-- Daily analytics are counts, durations and a percentage.
ALTER TABLE "analytics_daily"
  ADD CONSTRAINT "analytics_daily_messages_sent_non_negative" CHECK ("messagesSent" >= 0),
  ADD CONSTRAINT "analytics_daily_delivery_rate_percentage" CHECK ("deliveryRatePct" BETWEEN 0 AND 100),
  ADD CONSTRAINT "analytics_daily_avg_response_non_negative" CHECK ("avgResponseMs" >= 0),
  ADD CONSTRAINT "analytics_daily_date_format" CHECK ("date" ~ '^\d{4}-\d{2}-\d{2}$');
