import { istDate, type MessageStatus, type PricingCategory, type Sql } from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { isFreeByRule } from "../pricing/price-message.ts";
import type { MessageError, MessageStatusEvent } from "@aizapy/contracts";
import { recordWebhookEvent } from "../webhooks/outbox.ts";
import { canMoveTo, isDelivered } from "./status-order.ts";

/** A provider's word on a message: from Meta's callbacks, the sandbox, or the send itself. */
export interface StatusUpdate {
  status: Exclude<MessageStatus, "accepted">;
  occurredAt: Date;
  error?: MessageError;
}

interface MessageRow {
  id: string;
  businessId: string;
  apiConfigId: string | null;
  customerNumber: string;
  status: MessageStatus;
  category: PricingCategory;
  insideServiceWindow: boolean;
  createdAt: Date;
  webhookUrl: string | null;
  webhookDisabled: boolean;
}

const MESSAGE_COLUMNS = `m.id, m."businessId", m."apiConfigId", m."customerNumber", m.status,
  m.category, m."insideServiceWindow", m."createdAt", c."webhookUrl",
  c."webhookDisabledAt" IS NOT NULL AS "webhookDisabled"`;

// The message, locked for this change, with its configuration's webhook endpoint.
const LOCK_MESSAGE = `
  SELECT ${MESSAGE_COLUMNS}
  FROM messages m LEFT JOIN api_configs c ON c.id = m."apiConfigId"
  WHERE m.id = $1 AND m.direction = 'outbound' FOR UPDATE OF m`;

// LOCK_MESSAGE for the provider's acceptance of a send: the update that records the provider's
// id ($2) and ends the send takes the lock, in the same round trip.
const LOCK_MESSAGE_RECORDING_SEND = `
  WITH m AS (
    UPDATE messages SET "providerMessageId" = COALESCE("providerMessageId", $2),
      "queueState" = 'done', "lastAttemptError" = NULL
    WHERE id = $1 AND direction = 'outbound'
    RETURNING *
  )
  SELECT ${MESSAGE_COLUMNS} FROM m LEFT JOIN api_configs c ON c.id = m."apiConfigId"`;

// The status event (once: a repeat inserts nothing) and, only when it was new: the message, its
// price from the rate card when it is delivered now ($7, free by rule when $8), and the day's
// analytics increment of its business ($11 sent, $12 response ms, $13 delivered), in one
// statement. Answers the message's price when it changed, no row when it did not.
const RECORD_AND_UPDATE = `
  WITH recorded AS (
    INSERT INTO message_status_events ("messageId", status, "occurredAt", "recordedAt", "errorCode")
    VALUES ($1, $2, $3, $9, $4) ON CONFLICT DO NOTHING RETURNING 1
  ), price AS (
    SELECT CASE
      WHEN NOT $7::boolean THEN NULL
      WHEN $8::boolean THEN 0::numeric
      ELSE COALESCE((SELECT r."priceInr" FROM rate_cards r
        WHERE r.category = $14 AND r."effectiveFrom" <= $3 ORDER BY r."effectiveFrom" DESC LIMIT 1), 0)
    END AS inr
  ), updated AS (
    UPDATE messages SET
      status = $2::text,
      "statusAt" = $3::timestamptz,
      "sentAt" = CASE WHEN $2::text = 'sent' THEN $3::timestamptz ELSE "sentAt" END,
      "deliveredAt" = CASE WHEN $2::text IN ('delivered', 'read') AND "deliveredAt" IS NULL THEN $3::timestamptz ELSE "deliveredAt" END,
      "readAt" = CASE WHEN $2::text = 'read' THEN $3::timestamptz ELSE "readAt" END,
      "failedAt" = CASE WHEN $2::text = 'failed' THEN $3::timestamptz ELSE "failedAt" END,
      "errorCode" = COALESCE($4::int, "errorCode"),
      "errorTitle" = COALESCE($5::text, "errorTitle"),
      "errorDetail" = COALESCE($6::text, "errorDetail"),
      "priceInr" = COALESCE((SELECT inr FROM price), "priceInr"),
      billable = COALESCE((SELECT inr > 0 FROM price), billable),
      "queueState" = CASE WHEN $2::text = 'failed' THEN 'done' ELSE "queueState" END
    WHERE id = $1 AND EXISTS (SELECT 1 FROM recorded)
    RETURNING "businessId", "priceInr"::float8 AS "priceInr", billable
  ), counted AS (
    INSERT INTO analytics_increments ("businessId", date, "messagesSent", "responseMsTotal", "deliveredCount")
    SELECT "businessId", $10, $11, $12, $13 FROM updated WHERE $11::int > 0 OR $13::int > 0
  )
  SELECT "priceInr", billable FROM updated`;

/**
 * Applies one status to an outbound message inside `tx`: a repeat or a step backwards changes
 * nothing; a step forward records the event, stamps the time, prices a delivery, keeps the day's
 * analytics and writes the business's `message.status` webhook, all in this one transaction.
 * `acceptedAs`: the status comes from the provider accepting the send under this id, which is
 * recorded on the message (and its send ended) even when the status changes nothing.
 * Answers whether the message's status changed.
 */
export async function applyStatus(
  ctx: Pick<PlatformContext, "queue">,
  tx: Sql,
  messageId: string,
  update: StatusUpdate,
  now: Date,
  { acceptedAs }: { acceptedAs?: string } = {},
): Promise<boolean> {
  const [message] =
    acceptedAs === undefined
      ? await tx.query<MessageRow>(LOCK_MESSAGE, [messageId])
      : await tx.query<MessageRow>(LOCK_MESSAGE_RECORDING_SEND, [messageId, acceptedAs]);
  if (!message || !canMoveTo(message.status, update.status)) return false;
  const delivered = isDelivered(update.status) && !isDelivered(message.status);
  // The day's analytics: how many messages reached the provider and how fast, how many were
  // delivered.
  const reachedProvider = message.status === "accepted";
  const [changed] = await tx.query<{ priceInr: number | null; billable: boolean | null }>(
    RECORD_AND_UPDATE,
    [
      messageId,
      update.status,
      update.occurredAt,
      update.error?.code ?? null,
      update.error?.title ?? null,
      update.error?.detail ?? null,
      delivered,
      isFreeByRule(message.category, message.insideServiceWindow),
      now,
      istDate(message.createdAt),
      reachedProvider ? 1 : 0,
      reachedProvider ? Math.max(0, update.occurredAt.getTime() - message.createdAt.getTime()) : 0,
      delivered ? 1 : 0,
      message.category,
    ],
  );
  if (!changed) return false;
  const price = delivered
    ? { priceInr: changed.priceInr ?? 0, billable: !!changed.billable }
    : null;

  if (message.apiConfigId && message.webhookUrl) {
    const payload: MessageStatusEvent = {
      type: "message.status",
      timestamp: now.toISOString(),
      data: {
        message_id: message.id,
        status: update.status,
        timestamp: update.occurredAt.toISOString(),
        recipient: message.customerNumber,
        error: update.error ?? null,
        pricing: price
          ? {
              billable: price.billable,
              category: message.category,
              price_inr: price.priceInr,
              currency: "INR",
            }
          : null,
      },
    };
    await recordWebhookEvent(
      tx,
      ctx.queue,
      {
        businessId: message.businessId,
        apiConfigId: message.apiConfigId,
        messageId: message.id,
        payload,
      },
      now,
      { webhookUrl: message.webhookUrl, disabled: message.webhookDisabled },
    );
  }
  return true;
}
