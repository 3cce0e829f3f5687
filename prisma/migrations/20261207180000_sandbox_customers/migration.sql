-- The sandbox's customers do more than read: a marketing template can hit Meta's per-user
-- marketing limit (limited), and a replying customer answers after the read (replied).
ALTER TABLE "sandbox_sends" DROP CONSTRAINT "sandbox_sends_nextStatus_known";
ALTER TABLE "sandbox_sends" ADD CONSTRAINT "sandbox_sends_nextStatus_known"
  CHECK ("nextStatus" IN ('delivered', 'read', 'failed', 'limited', 'replied'));
