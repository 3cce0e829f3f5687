-- Conversations: one per business and customer number, holding every message in and out. Every
-- message joins its conversation in the statement that stores it, whatever stored it (a /v1 send,
-- a campaign's batch, an inbound message, automation, an agent), by a statement-level trigger: a
-- batch of 200 messages is one upsert of its conversations, not 200.
CREATE TABLE "conversations" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "customerNumber" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "assigneeId" UUID,
    "snoozedUntil" TIMESTAMPTZ(3),
    "unreadCount" INTEGER NOT NULL DEFAULT 0,
    "lastMessageId" UUID NOT NULL,
    "lastMessageAt" TIMESTAMPTZ(3) NOT NULL,
    "lastInboundAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "conversations_status_check"
      CHECK ("status" IN ('open', 'pending', 'resolved', 'snoozed'))
);
CREATE UNIQUE INDEX "conversations_businessId_customerNumber_key" ON "conversations"("businessId", "customerNumber");
CREATE INDEX "conversations_businessId_lastMessageAt_id_idx" ON "conversations"("businessId", "lastMessageAt" DESC, "id" DESC);
-- What changed since a reconnecting inbox last heard.
CREATE INDEX "conversations_businessId_updatedAt_idx" ON "conversations"("businessId", "updatedAt");
CREATE INDEX "conversations_assigneeId_lastMessageAt_id_idx" ON "conversations"("assigneeId", "lastMessageAt" DESC, "id" DESC);
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- A member who leaves the business leaves their conversations unassigned.
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "memberships"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- The team's notes on a conversation, which the customer never sees.
CREATE TABLE "conversation_notes" (
    "id" UUID NOT NULL,
    "conversationId" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "authorId" UUID,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "conversation_notes_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "conversation_notes_conversationId_id_idx" ON "conversation_notes"("conversationId", "id" DESC);
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- A note outlives its author's membership (the author shows as a former member).
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Saved answers an agent inserts with their "/" shortcut.
CREATE TABLE "quick_replies" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "shortcut" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "quick_replies_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "quick_replies_businessId_shortcut_key" ON "quick_replies"("businessId", "shortcut");
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A conversation's messages, newest first.
CREATE INDEX "messages_businessId_customerNumber_id_idx" ON "messages"("businessId", "customerNumber", "id" DESC);

-- A conversation the business starts (through the API, a campaign or automation) waits resolved
-- until the customer answers: nothing in it awaits the team. One an agent starts, or a customer's
-- message, is open. A customer's message reopens a resolved or snoozed conversation and counts as
-- unread. Rows are upserted in (business, number) order so that concurrent batches lock them in
-- the same order.
CREATE FUNCTION "conversations_thread_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched RECORD;
BEGIN
  FOR touched IN
    INSERT INTO "conversations" AS c ("id", "businessId", "customerNumber", "status", "unreadCount",
      "lastMessageId", "lastMessageAt", "lastInboundAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), m."businessId", m."customerNumber",
      CASE WHEN bool_or(m."direction" = 'inbound' OR m."source" = 'agent') THEN 'open'
        ELSE 'resolved' END,
      count(*) FILTER (WHERE m."direction" = 'inbound'),
      (array_agg(m."id" ORDER BY m."createdAt" DESC, m."id" DESC))[1],
      max(m."createdAt"),
      max(m."createdAt") FILTER (WHERE m."direction" = 'inbound'),
      min(m."createdAt"), now()
    FROM inserted m
    GROUP BY m."businessId", m."customerNumber"
    ORDER BY m."businessId", m."customerNumber"
    ON CONFLICT ("businessId", "customerNumber") DO UPDATE SET
      "unreadCount" = c."unreadCount" + EXCLUDED."unreadCount",
      "lastMessageId" = CASE WHEN EXCLUDED."lastMessageAt" >= c."lastMessageAt"
        THEN EXCLUDED."lastMessageId" ELSE c."lastMessageId" END,
      "lastMessageAt" = GREATEST(c."lastMessageAt", EXCLUDED."lastMessageAt"),
      "lastInboundAt" = GREATEST(c."lastInboundAt", EXCLUDED."lastInboundAt"),
      "status" = CASE WHEN EXCLUDED."lastInboundAt" IS NOT NULL AND c."status" IN ('resolved', 'snoozed')
        THEN 'open' ELSE c."status" END,
      "snoozedUntil" = CASE WHEN EXCLUDED."lastInboundAt" IS NOT NULL THEN NULL
        ELSE c."snoozedUntil" END,
      "updatedAt" = now()
    RETURNING c."businessId", c.id, c."lastMessageId"
  LOOP
    -- Open inboxes hear of a customer's, an agent's or automation's message at once (channel
    -- inbox_changes, payload "business id:conversation id"). Not of every API or campaign send:
    -- PostgreSQL commits notifying transactions one at a time, and those are the bulk of the
    -- traffic; inboxes see them when they next read the conversation.
    IF EXISTS (SELECT 1 FROM inserted m WHERE m.id = touched."lastMessageId"
        AND (m."direction" = 'inbound' OR m."source" IN ('agent', 'automation'))) THEN
      PERFORM pg_notify('inbox_changes', touched."businessId" || ':' || touched.id);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER "messages_thread_conversations"
  AFTER INSERT ON "messages" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "conversations_thread_messages"();

-- The messages stored before conversations existed, threaded the same way; only a customer who
-- wrote in the last 24 hours (whose window is still open) awaits an answer.
INSERT INTO "conversations" ("id", "businessId", "customerNumber", "status", "unreadCount",
  "lastMessageId", "lastMessageAt", "lastInboundAt", "createdAt", "updatedAt")
SELECT gen_random_uuid(), m."businessId", m."customerNumber",
  CASE WHEN max(m."createdAt") FILTER (WHERE m."direction" = 'inbound') > now() - interval '24 hours'
    THEN 'open' ELSE 'resolved' END,
  0,
  (array_agg(m."id" ORDER BY m."createdAt" DESC, m."id" DESC))[1],
  max(m."createdAt"),
  max(m."createdAt") FILTER (WHERE m."direction" = 'inbound'),
  min(m."createdAt"), now()
FROM "messages" m
GROUP BY m."businessId", m."customerNumber";
