-- A business's provider settings: the sandbox, or Meta's WhatsApp Cloud API with its phone number,
-- business account and app secret; and the secret that signs the business's webhooks.
ALTER TABLE "api_configs" ADD COLUMN "appSecret" TEXT,
ADD COLUMN "businessAccountId" TEXT,
ADD COLUMN "phoneNumberId" TEXT,
ADD COLUMN "previousWebhookSecret" TEXT,
ADD COLUMN "previousWebhookSecretExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN "webhookSecret" TEXT;

CREATE UNIQUE INDEX "api_configs_phoneNumberId_key" ON "api_configs"("phoneNumberId");

-- Providers are named by the product's identifiers from now on; earlier free-text names all
-- meant Meta's Cloud API.
UPDATE "api_configs" SET "provider" = 'whatsapp-cloud' WHERE "provider" NOT IN ('sandbox', 'whatsapp-cloud');
ALTER TABLE "api_configs" ADD CONSTRAINT "api_configs_provider_known" CHECK ("provider" IN ('sandbox', 'whatsapp-cloud'));

-- Businesses' status and plan are closed lists (BUSINESS_STATUSES, BUSINESS_PLANS).
UPDATE "businesses" SET "status" = 'inactive' WHERE "status" NOT IN ('active', 'suspended', 'inactive');
UPDATE "businesses" SET "plan" = 'free' WHERE "plan" NOT IN ('free', 'basic', 'pro', 'enterprise');
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_status_known" CHECK ("status" IN ('active', 'suspended', 'inactive'));
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_plan_known" CHECK ("plan" IN ('free', 'basic', 'pro', 'enterprise'));
