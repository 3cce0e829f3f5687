-- The recipients a campaign has still to send, in contact order: the sender walks it a batch at a
-- time, so a batch reads its own rows, not every recipient sent before it.
CREATE INDEX "campaign_recipients_to_send_idx" ON "campaign_recipients"("campaignId", "contactId")
  WHERE status IN ('pending', 'retrying');
