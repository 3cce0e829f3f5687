-- When each analytics increment was written, so the console's system status can say how long the
-- oldest one has waited to be folded into analytics_daily. The database sets it: the statements
-- that insert increments stay as they are.
ALTER TABLE "analytics_increments" ADD COLUMN "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
