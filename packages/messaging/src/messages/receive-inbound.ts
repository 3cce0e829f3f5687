import type { Sql } from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { uuidv7 } from "../ids.ts";
import type { MessageReceivedEvent } from "@aizapy/contracts";
import { recordWebhookEvent } from "../webhooks/outbox.ts";

/** A customer's message to a business, as a provider reported it. */
export interface InboundMessage {
  businessId: string;
  apiConfigId: string;
  /** The customer's number, E.164. */
  from: string;
  text: string;
  /** The provider's id for it: a repeat of the same id is the same message. */
  providerMessageId: string;
  occurredAt: Date;
}

const INSERT_INBOUND = `
  INSERT INTO messages (id, "businessId", "apiConfigId", direction, "customerNumber", type, body,
    category, status, "queueState", "providerMessageId", "createdAt", "statusAt", source)
  VALUES ($1, $2, $3, 'inbound', $4, 'text', $5, 'service', 'received', 'done', $6, $7, $7,
    'customer')
  ON CONFLICT ("apiConfigId", "providerMessageId") DO NOTHING RETURNING id`;

// A customer's message (re)opens the 24-hour window for free-form replies from the business.
const OPEN_WINDOW = `
  INSERT INTO service_windows ("businessId", "customerNumber", "lastInboundAt") VALUES ($1, $2, $3)
  ON CONFLICT ("businessId", "customerNumber") DO UPDATE
    SET "lastInboundAt" = GREATEST(service_windows."lastInboundAt", EXCLUDED."lastInboundAt")`;

/**
 * Records an inbound message inside `tx`, opens the service window, and writes the business's
 * `message.received` webhook. A repeat (same provider id) changes nothing. Answers the message's
 * id, or null for a repeat.
 */
export async function receiveInbound(
  ctx: Pick<PlatformContext, "queue" | "observer">,
  tx: Sql,
  inbound: InboundMessage,
  now: Date,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(INSERT_INBOUND, [
    uuidv7(inbound.occurredAt),
    inbound.businessId,
    inbound.apiConfigId,
    inbound.from,
    inbound.text,
    inbound.providerMessageId,
    inbound.occurredAt,
  ]);
  if (!row) return null;
  await tx.query(OPEN_WINDOW, [inbound.businessId, inbound.from, inbound.occurredAt]);
  await ctx.observer.inboundReceived(tx, {
    businessId: inbound.businessId,
    messageId: row.id,
    from: inbound.from,
    type: "text",
    text: inbound.text,
    occurredAt: inbound.occurredAt,
  });
  const payload: MessageReceivedEvent = {
    type: "message.received",
    timestamp: now.toISOString(),
    data: {
      message_id: row.id,
      from: inbound.from,
      type: "text",
      text: { body: inbound.text },
      timestamp: inbound.occurredAt.toISOString(),
    },
  };
  await recordWebhookEvent(
    tx,
    ctx.queue,
    {
      businessId: inbound.businessId,
      apiConfigId: inbound.apiConfigId,
      messageId: row.id,
      payload,
    },
    now,
  );
  return row.id;
}
