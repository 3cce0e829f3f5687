-- The messaging platform behind /v1: businesses' API keys and templates, messages and their status
-- history, the 24-hour service windows, idempotency records, signed webhooks to businesses with
-- their delivery log, the rate card, and the sandbox provider's own record of what it was sent.

-- Customer API keys: only a SHA-256 of the key is kept; the prefix lets people recognise one.
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "api_keys_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "api_keys_keyHash_key" ON "api_keys"("keyHash");
CREATE INDEX "api_keys_businessId_createdAt_idx" ON "api_keys"("businessId", "createdAt" DESC);

-- Message templates: body text with {{1}}…{{n}} placeholders. WhatsApp Cloud API businesses'
-- templates are submitted to Meta and wait for its review; the sandbox approves at once.
CREATE TABLE "message_templates" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "parameterCount" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "providerTemplateId" TEXT,
    "rejectionReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_templates_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "message_templates_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "message_templates_category_known" CHECK ("category" IN ('marketing', 'utility', 'authentication')),
    CONSTRAINT "message_templates_status_known" CHECK ("status" IN ('pending', 'approved', 'rejected'))
);
CREATE UNIQUE INDEX "message_templates_businessId_name_language_key" ON "message_templates"("businessId", "name", "language");

-- Messages, both ways. Outbound ones move accepted → sent → delivered → read, or to failed;
-- "queueState" is where the delivery pipeline has them (queued, sending, parked, done).
CREATE TABLE "messages" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "apiConfigId" UUID,
    "apiKeyId" UUID,
    "direction" TEXT NOT NULL,
    "customerNumber" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "templateName" TEXT,
    "templateLanguage" TEXT,
    "templateParameters" JSONB,
    "category" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "queueState" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastAttemptError" TEXT,
    "sendingStartedAt" TIMESTAMPTZ(3),
    "providerMessageId" TEXT,
    "errorCode" INTEGER,
    "errorTitle" TEXT,
    "errorDetail" TEXT,
    "insideServiceWindow" BOOLEAN NOT NULL DEFAULT false,
    "priceInr" DECIMAL(10,4),
    "billable" BOOLEAN,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "statusAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),
    "deliveredAt" TIMESTAMPTZ(3),
    "readAt" TIMESTAMPTZ(3),
    "failedAt" TIMESTAMPTZ(3),

    CONSTRAINT "messages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "messages_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "messages_apiConfigId_fkey" FOREIGN KEY ("apiConfigId") REFERENCES "api_configs"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "messages_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "api_keys"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "messages_direction_known" CHECK ("direction" IN ('outbound', 'inbound')),
    CONSTRAINT "messages_type_known" CHECK ("type" IN ('text', 'template')),
    CONSTRAINT "messages_category_known" CHECK ("category" IN ('marketing', 'utility', 'authentication', 'service')),
    CONSTRAINT "messages_status_known" CHECK ("status" IN ('accepted', 'sent', 'delivered', 'read', 'failed', 'received')),
    CONSTRAINT "messages_queueState_known" CHECK ("queueState" IN ('queued', 'sending', 'parked', 'done'))
);
CREATE UNIQUE INDEX "messages_providerMessageId_key" ON "messages"("providerMessageId");
CREATE INDEX "messages_businessId_createdAt_id_idx" ON "messages"("businessId", "createdAt" DESC, "id" DESC);
CREATE INDEX "messages_createdAt_id_idx" ON "messages"("createdAt" DESC, "id" DESC);
CREATE INDEX "messages_businessId_deliveredAt_idx" ON "messages"("businessId", "deliveredAt") WHERE "deliveredAt" IS NOT NULL;
CREATE INDEX "messages_parked_idx" ON "messages"("statusAt" DESC) WHERE "queueState" = 'parked';
CREATE INDEX "messages_in_queue_idx" ON "messages"("createdAt") WHERE "queueState" IN ('queued', 'sending');

-- Every status a message reached, once each (Meta repeats callbacks; the unique key drops repeats).
CREATE TABLE "message_status_events" (
    "messageId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "errorCode" INTEGER,

    CONSTRAINT "message_status_events_pkey" PRIMARY KEY ("messageId", "status"),
    CONSTRAINT "message_status_events_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- The customer service window: free-form messages are allowed for 24 hours after a customer's
-- last message to the business.
CREATE TABLE "service_windows" (
    "businessId" UUID NOT NULL,
    "customerNumber" TEXT NOT NULL,
    "lastInboundAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_windows_pkey" PRIMARY KEY ("businessId", "customerNumber"),
    CONSTRAINT "service_windows_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Idempotency-Key records of /v1 sends, kept 24 hours.
CREATE TABLE "idempotency_keys" (
    "businessId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "responseStatus" INTEGER,
    "responseBody" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("businessId", "key"),
    CONSTRAINT "idempotency_keys_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "idempotency_keys_state_known" CHECK ("state" IN ('in_flight', 'done'))
);
CREATE INDEX "idempotency_keys_createdAt_idx" ON "idempotency_keys"("createdAt");

-- Webhooks to businesses (an outbox: written with the change they announce) and every attempt
-- to deliver them. "body" is the exact JSON sent, so every retry carries the same bytes.
CREATE TABLE "webhook_events" (
    "id" TEXT NOT NULL,
    "businessId" UUID NOT NULL,
    "apiConfigId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "messageId" UUID,
    "body" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "lastStatusCode" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_events_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "webhook_events_apiConfigId_fkey" FOREIGN KEY ("apiConfigId") REFERENCES "api_configs"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "webhook_events_state_known" CHECK ("state" IN ('pending', 'delivered', 'failed', 'endpoint_disabled'))
);
CREATE INDEX "webhook_events_apiConfigId_createdAt_idx" ON "webhook_events"("apiConfigId", "createdAt" DESC, "id" DESC);
CREATE INDEX "webhook_events_pending_idx" ON "webhook_events"("nextAttemptAt") WHERE "state" = 'pending';

CREATE TABLE "webhook_attempts" (
    "id" UUID NOT NULL,
    "eventId" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "attemptedAt" TIMESTAMPTZ(3) NOT NULL,
    "statusCode" INTEGER,
    "latencyMs" INTEGER NOT NULL,
    "error" TEXT,
    "responseExcerpt" TEXT,

    CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_attempts_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "webhook_attempts_eventId_attempt_idx" ON "webhook_attempts"("eventId", "attempt");

-- A webhook endpoint that keeps failing is disabled after three days; these say since when.
ALTER TABLE "api_configs" ADD COLUMN "webhookFailingSince" TIMESTAMPTZ(3),
ADD COLUMN "webhookDisabledAt" TIMESTAMPTZ(3);

-- Prices per delivered message by category, each from its effective date (INR).
CREATE TABLE "rate_cards" (
    "id" UUID NOT NULL,
    "category" TEXT NOT NULL,
    "priceInr" DECIMAL(10,4) NOT NULL,
    "effectiveFrom" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_cards_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "rate_cards_category_known" CHECK ("category" IN ('marketing', 'utility', 'authentication', 'service')),
    CONSTRAINT "rate_cards_price_not_negative" CHECK ("priceInr" >= 0)
);
CREATE UNIQUE INDEX "rate_cards_category_effectiveFrom_key" ON "rate_cards"("category", "effectiveFrom");

-- The published rates for India (spec §9), in effect from the start.
INSERT INTO "rate_cards" ("id", "category", "priceInr", "effectiveFrom") VALUES
  ('4f1f8a52-8c1e-4b0a-9a57-6f0c8d1e2a01', 'marketing', 0.88, '2025-01-01T00:00:00Z'),
  ('4f1f8a52-8c1e-4b0a-9a57-6f0c8d1e2a02', 'utility', 0.125, '2025-01-01T00:00:00Z'),
  ('4f1f8a52-8c1e-4b0a-9a57-6f0c8d1e2a03', 'authentication', 0.125, '2025-01-01T00:00:00Z'),
  ('4f1f8a52-8c1e-4b0a-9a57-6f0c8d1e2a04', 'service', 0, '2025-01-01T00:00:00Z');

-- What the sandbox provider was asked to send: one row per message, so a repeated request after a
-- crash returns the same provider id instead of sending again; and the status it reports next
-- (delivered or failed, then read), when.
CREATE TABLE "sandbox_sends" (
    "messageId" UUID NOT NULL,
    "providerMessageId" TEXT NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "nextStatus" TEXT,
    "nextStatusAt" TIMESTAMPTZ(3),

    CONSTRAINT "sandbox_sends_pkey" PRIMARY KEY ("messageId"),
    CONSTRAINT "sandbox_sends_nextStatus_known" CHECK ("nextStatus" IN ('delivered', 'read', 'failed'))
);
CREATE INDEX "sandbox_sends_due_idx" ON "sandbox_sends"("nextStatusAt") WHERE "nextStatus" IS NOT NULL;

-- Operator alerts beside new enquiries in the console's notifications (a disabled webhook
-- endpoint, say).
CREATE TABLE "operator_alerts" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "detail" TEXT NOT NULL,
    "targetType" TEXT,
    "targetId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_alerts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "operator_alerts_createdAt_idx" ON "operator_alerts"("createdAt" DESC);

-- Daily analytics from real traffic: the counts the published rate and average are kept from.
ALTER TABLE "analytics_daily" ADD COLUMN "deliveredCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "responseMsTotal" BIGINT NOT NULL DEFAULT 0;
