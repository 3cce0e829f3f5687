-- The console's lists page by (time, id) and search words anywhere in a field: these indexes keep
-- the first, last and any middle page of 100,000 rows, and substring search, to a few milliseconds.

-- Contact messages: newest first, optionally one status; search over name, email, subject, message.
CREATE INDEX "contact_messages_createdAt_id_idx" ON "contact_messages" ("createdAt" DESC, "id" DESC);
CREATE INDEX "contact_messages_status_createdAt_id_idx" ON "contact_messages" ("status", "createdAt" DESC, "id" DESC);
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages"
  USING GIN ("name" gin_trgm_ops, "email" gin_trgm_ops, "subject" gin_trgm_ops, "message" gin_trgm_ops);

-- Audit logs: newest first, optionally one action, actor or target type.
CREATE INDEX "audit_logs_timestamp_id_idx" ON "audit_logs" ("timestamp" DESC, "id" DESC);
CREATE INDEX "audit_logs_action_timestamp_id_idx" ON "audit_logs" ("action", "timestamp" DESC, "id" DESC);
CREATE INDEX "audit_logs_actorId_timestamp_id_idx" ON "audit_logs" ("actorId", "timestamp" DESC, "id" DESC);
CREATE INDEX "audit_logs_targetType_timestamp_id_idx" ON "audit_logs" ("targetType", "timestamp" DESC, "id" DESC);

-- The top bar's search: API configurations by phone number id (businesses by name or number use
-- the indexes of 20261124000000_business_search).
CREATE INDEX "api_configs_phoneNumberId_trgm_idx" ON "api_configs" USING GIN ("phoneNumberId" gin_trgm_ops);

-- Notifications: the enquiries that arrived since each admin last looked.
ALTER TABLE "admins" ADD COLUMN "lastSeenNotificationsAt" TIMESTAMPTZ(3);
