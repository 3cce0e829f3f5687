-- The console finds a business by any part of its name (any case) or number, through trigram
-- indexes instead of reading every row; and pages through it by name or by age in index order.
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "businesses_whatsappNumber_trgm_idx" ON "businesses" USING GIN ("whatsappNumber" gin_trgm_ops);
CREATE INDEX "businesses_name_id_idx" ON "businesses"("name", "id");
CREATE INDEX "businesses_createdAt_id_idx" ON "businesses"("createdAt", "id");
DROP INDEX IF EXISTS "businesses_createdAt_idx";
