import { istDate, type MessageStatus, type PricingCategory, type Sql } from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { countAnalytics } from "../analytics/analytics-increments.ts";
import { priceDeliveredMessage } from "../pricing/price-message.ts";
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

// The message, locked for this change, with its configuration's webhook endpoint.
const LOCK_MESSAGE = `
  SELECT m.id, m."businessId", m."apiConfigId", m."customerNumber", m.status, m.category,
         m."insideServiceWindow", m."createdAt", c."webhookUrl",
         c."webhookDisabledAt" IS NOT NULL AS "webhookDisabled"
  FROM messages m LEFT JOIN api_configs c ON c.id = m."apiConfigId"
  WHERE m.id = $1 AND m.direction = 'outbound' FOR UPDATE OF m`;

// The status event (once: a repeat inserts nothing) and, only when it was new, the message.
const RECORD_AND_UPDATE = `
  WITH recorded AS (
    INSERT INTO message_status_events ("messageId", status, "occurredAt", "recordedAt", "errorCode")
    VALUES ($1, $2, $3, $9, $4) ON CONFLICT DO NOTHING RETURNING 1
  )
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
    "priceInr" = COALESCE($7::numeric, "priceInr"),
    billable = COALESCE($8::boolean, billable),
    "queueState" = CASE WHEN $2::text = 'failed' THEN 'done' ELSE "queueState" END
  WHERE id = $1 AND EXISTS (SELECT 1 FROM recorded)
  RETURNING 1`;

/**
 * Applies one status to an outbound message inside `tx`: a repeat or a step backwards changes
 * nothing; a step forward records the event, stamps the time, prices a delivery, keeps the day's
 * analytics and writes the business's `message.status` webhook, all in this one transaction.
 * Answers whether the message changed.
 */
export async function applyStatus(
  ctx: Pick<PlatformContext, "queue">,
  tx: Sql,
  messageId: string,
  update: StatusUpdate,
  now: Date,
): Promise<boolean> {
  const [message] = await tx.query<MessageRow>(LOCK_MESSAGE, [messageId]);
  if (!message || !canMoveTo(message.status, update.status)) return false;
  const delivered = isDelivered(update.status) && !isDelivered(message.status);
  const price = delivered ? await priceDeliveredMessage(tx, message, update.occurredAt) : undefined;
  const changed = await tx.query(RECORD_AND_UPDATE, [
    messageId,
    update.status,
    update.occurredAt,
    update.error?.code ?? null,
    update.error?.title ?? null,
    update.error?.detail ?? null,
    price?.priceInr ?? null,
    price?.billable ?? null,
    now,
  ]);
  if (changed.length === 0) return false;

  // The day's analytics of the message's business, in this same transaction: how many messages
  // reached the provider and how fast, and how many were delivered.
  const reachedProvider = message.status === "accepted";
  if (reachedProvider || delivered) {
    await countAnalytics(tx, {
      businessId: message.businessId,
      date: istDate(message.createdAt),
      messagesSent: reachedProvider ? 1 : 0,
      responseMs: reachedProvider
        ? Math.max(0, update.occurredAt.getTime() - message.createdAt.getTime())
        : 0,
      delivered: delivered ? 1 : 0,
    });
  }

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
