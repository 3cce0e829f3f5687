-- Meta's message ids are unique within the configuration a callback verified as, so one
-- business's callbacks can neither find nor collide with another business's messages.
DROP INDEX "messages_providerMessageId_key";
CREATE UNIQUE INDEX "messages_apiConfigId_providerMessageId_key" ON "messages"("apiConfigId", "providerMessageId");
