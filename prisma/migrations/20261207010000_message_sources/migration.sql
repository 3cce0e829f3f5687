-- Who sent each message: the customer (inbound), a business's program through /v1, a campaign,
-- automation or an agent in the inbox; and which key, member, rule or campaign it was.
ALTER TABLE "messages" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'api';
ALTER TABLE "messages" ADD COLUMN "senderType" TEXT;
ALTER TABLE "messages" ADD COLUMN "senderId" TEXT;
UPDATE "messages" SET "source" = 'customer' WHERE direction = 'inbound';
UPDATE "messages" SET "senderType" = 'api_key', "senderId" = "apiKeyId"::text
  WHERE direction = 'outbound' AND "apiKeyId" IS NOT NULL;
