-- Rate limits at constant cost: one GCRA bucket per (policy, key) replaces one row per counted
-- event (which every check had to read back, up to the limit).
DROP TABLE "throttle_events";

CREATE TABLE "rate_limit_buckets" (
    "policy" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "tat" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("policy","key")
);

CREATE INDEX "rate_limit_buckets_tat_idx" ON "rate_limit_buckets"("tat");

-- Where each sign-in came from: addresses an admin signed in from recently are familiar.
ALTER TABLE "admin_sessions" ADD COLUMN "clientAddress" TEXT;

CREATE INDEX "admin_sessions_adminId_clientAddress_createdAt_idx" ON "admin_sessions"("adminId", "clientAddress", "createdAt");
