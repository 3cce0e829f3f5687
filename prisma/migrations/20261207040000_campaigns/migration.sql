-- Campaigns: one approved template sent to an audience of a business's contacts. Each recipient
-- is snapshotted at launch and follows its /v1 message's statuses; a retargeting campaign's
-- audience is a bucket of an earlier campaign's recipients.
CREATE TABLE "campaigns" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "templateName" TEXT NOT NULL,
    "templateLanguage" TEXT NOT NULL,
    "templateCategory" TEXT,
    "parameters" JSONB NOT NULL,
    "audience" JSONB,
    "retargetOf" JSONB,
    "scheduledAt" TIMESTAMPTZ(3),
    "holdoutPercent" INTEGER NOT NULL DEFAULT 0,
    "marketingLimitRetries" INTEGER NOT NULL,
    "excluded" JSONB NOT NULL DEFAULT '{}',
    "priceInr" DECIMAL(10,4),
    "waitingFor" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "launchedAt" TIMESTAMPTZ(3),
    "completedAt" TIMESTAMPTZ(3),
    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "campaigns_businessId_id_idx" ON "campaigns"("businessId", "id" DESC);
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "campaign_recipients" (
    "campaignId" UUID NOT NULL,
    "contactId" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "messageId" UUID,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "failureCode" TEXT,
    "failureDetail" TEXT,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "recovered" BOOLEAN NOT NULL DEFAULT false,
    "sentAt" TIMESTAMPTZ(3),
    "repliedAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "campaign_recipients_pkey" PRIMARY KEY ("campaignId", "contactId")
);
CREATE INDEX "campaign_recipients_campaignId_status_idx" ON "campaign_recipients"("campaignId", "status");
CREATE UNIQUE INDEX "campaign_recipients_messageId_key" ON "campaign_recipients"("messageId");
CREATE INDEX "campaign_recipients_businessId_phone_idx" ON "campaign_recipients"("businessId", "phone");
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;
