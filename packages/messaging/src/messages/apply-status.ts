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

// The messages ($1), locked for their changes in one order (two batches locking the same rows
// wait for each other instead of deadlocking), with their configurations' webhook endpoints.
const LOCK_MESSAGES = `
  SELECT ${MESSAGE_COLUMNS}
  FROM messages m LEFT JOIN api_configs c ON c.id = m."apiConfigId"
  WHERE m.id = ANY($1::uuid[]) AND m.direction = 'outbound'
  ORDER BY m.id FOR UPDATE OF m`;

// LOCK_MESSAGES for the provider's acceptance of sends: the update that records each provider id
// ($2, beside its message in $1) and ends the send takes the lock, in the same round trip.
const LOCK_MESSAGES_RECORDING_SENDS = `
  WITH sends AS (
    SELECT * FROM unnest($1::uuid[], $2::text[]) AS s(id, "providerMessageId")
  ), m AS (
    UPDATE messages SET "providerMessageId" = COALESCE(messages."providerMessageId", s."providerMessageId"),
      "queueState" = 'done', "lastAttemptError" = NULL
    FROM sends s
    WHERE messages.id = s.id AND messages.id = ANY($1::uuid[]) AND messages.direction = 'outbound'
    RETURNING messages.*
  )
  SELECT ${MESSAGE_COLUMNS} FROM m LEFT JOIN api_configs c ON c.id = m."apiConfigId"`;

// For each change (one element of each array per message): the status event (once: a repeat
// inserts nothing) and, only where it was new, the message, its price from the rate card when it
// is delivered now (free by rule when "free"), and the day's analytics increment of its business,
// in one statement. Answers the messages that changed, with their prices.
const RECORD_AND_UPDATE = `
  WITH change AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::int[], $5::text[],
      $6::text[], $7::boolean[], $8::boolean[], $10::text[], $11::int[], $12::bigint[], $13::int[],
      $14::text[])
    AS i(id, status, "occurredAt", "errorCode", "errorTitle", "errorDetail", delivered, free, date,
      sent, "responseMs", "deliveredCount", category)
  ), recorded AS (
    INSERT INTO message_status_events ("messageId", status, "occurredAt", "recordedAt", "errorCode")
    SELECT id, status, "occurredAt", $9, "errorCode" FROM change
    ON CONFLICT DO NOTHING RETURNING "messageId"
  ), priced AS (
    SELECT change.*, CASE
      WHEN NOT delivered THEN NULL
      WHEN free THEN 0::numeric
      ELSE COALESCE((SELECT r."priceInr" FROM rate_cards r
        WHERE r.category = change.category AND r."effectiveFrom" <= change."occurredAt"
        ORDER BY r."effectiveFrom" DESC LIMIT 1), 0)
    END AS inr
    FROM change WHERE id IN (SELECT "messageId" FROM recorded)
  ), updated AS (
    UPDATE messages m SET
      status = p.status,
      "statusAt" = p."occurredAt",
      "sentAt" = CASE WHEN p.status = 'sent' THEN p."occurredAt" ELSE m."sentAt" END,
      "deliveredAt" = CASE WHEN p.status IN ('delivered', 'read') AND m."deliveredAt" IS NULL
        THEN p."occurredAt" ELSE m."deliveredAt" END,
      "readAt" = CASE WHEN p.status = 'read' THEN p."occurredAt" ELSE m."readAt" END,
      "failedAt" = CASE WHEN p.status = 'failed' THEN p."occurredAt" ELSE m."failedAt" END,
      "errorCode" = COALESCE(p."errorCode", m."errorCode"),
      "errorTitle" = COALESCE(p."errorTitle", m."errorTitle"),
      "errorDetail" = COALESCE(p."errorDetail", m."errorDetail"),
      "priceInr" = COALESCE(p.inr, m."priceInr"),
      billable = COALESCE(p.inr > 0, m.billable),
      "queueState" = CASE WHEN p.status = 'failed' THEN 'done' ELSE m."queueState" END
    FROM priced p
    WHERE m.id = p.id AND m.id = ANY($1::uuid[])
    RETURNING m.id, m."businessId", m."priceInr"::float8 AS "priceInr", m.billable
  ), counted AS (
    INSERT INTO analytics_increments ("businessId", date, "messagesSent", "responseMsTotal", "deliveredCount")
    SELECT u."businessId", p.date, sum(p.sent), sum(p."responseMs"), sum(p."deliveredCount")
    FROM updated u JOIN priced p ON p.id = u.id
    WHERE p.sent > 0 OR p."deliveredCount" > 0
    GROUP BY u."businessId", p.date
  )
  SELECT id, "priceInr", billable FROM updated`;

/** One provider's word on one message. */
export interface StatusChange {
  messageId: string;
  update: StatusUpdate;
  /**
   * The status comes from the provider accepting the send under this id, which is recorded on the
   * message (and its send ended) even when the status changes nothing.
   */
  acceptedAs?: string;
}

/**
 * Applies statuses to outbound messages inside `tx`: a repeat or a step backwards changes
 * nothing; a step forward records the event, stamps the time, prices a delivery, keeps the day's
 * analytics and writes the business's `message.status` webhook, all in this one transaction.
 * Changes are applied in the order given, a batch of different messages at a time: a few
 * statements for the whole batch, whatever its size. Answers, for each change, whether its
 * message's status changed.
 */
export async function applyStatuses(
  ctx: Pick<PlatformContext, "queue" | "observer">,
  tx: Sql,
  changes: readonly StatusChange[],
  now: Date,
): Promise<boolean[]> {
  const changed: boolean[] = [];
  for (const round of roundsOfDistinctMessages(changes)) {
    changed.push(...(await applyRound(ctx, tx, round, now)));
  }
  return changed;
}

/** Consecutive runs of `changes` in which no message appears twice, in order. */
function roundsOfDistinctMessages(changes: readonly StatusChange[]): StatusChange[][] {
  const rounds: StatusChange[][] = [];
  let round: StatusChange[] = [];
  let ids = new Set<string>();
  for (const change of changes) {
    if (ids.has(change.messageId)) {
      rounds.push(round);
      round = [];
      ids = new Set();
    }
    round.push(change);
    ids.add(change.messageId);
  }
  if (round.length > 0) rounds.push(round);
  return rounds;
}

async function lockMessages(tx: Sql, round: readonly StatusChange[]): Promise<MessageRow[]> {
  const sends = round.filter((change) => change.acceptedAs !== undefined);
  const others = round.filter((change) => change.acceptedAs === undefined);
  const recorded =
    sends.length > 0
      ? await tx.query<MessageRow>(LOCK_MESSAGES_RECORDING_SENDS, [
          sends.map((change) => change.messageId),
          sends.map((change) => change.acceptedAs),
        ])
      : [];
  const locked =
    others.length > 0
      ? await tx.query<MessageRow>(LOCK_MESSAGES, [others.map((change) => change.messageId)])
      : [];
  return [...recorded, ...locked];
}

/** The changes of messages that each appear once. */
async function applyRound(
  ctx: Pick<PlatformContext, "queue" | "observer">,
  tx: Sql,
  round: readonly StatusChange[],
  now: Date,
): Promise<boolean[]> {
  const messages = new Map((await lockMessages(tx, round)).map((message) => [message.id, message]));
  const moving = round.flatMap(({ messageId, update }) => {
    const message = messages.get(messageId);
    return message && canMoveTo(message.status, update.status) ? [{ message, update }] : [];
  });
  if (moving.length === 0) return round.map(() => false);

  const facts = moving.map(({ message, update }) => {
    // The day's analytics: how many messages reached the provider and how fast, how many were
    // delivered.
    const reachedProvider = message.status === "accepted";
    const delivered = isDelivered(update.status) && !isDelivered(message.status);
    return {
      delivered,
      free: isFreeByRule(message.category, message.insideServiceWindow),
      date: istDate(message.createdAt),
      sent: reachedProvider ? 1 : 0,
      responseMs: reachedProvider
        ? Math.max(0, update.occurredAt.getTime() - message.createdAt.getTime())
        : 0,
    };
  });
  const updated = await tx.query<{ id: string; priceInr: number | null; billable: boolean | null }>(
    RECORD_AND_UPDATE,
    [
      moving.map(({ message }) => message.id),
      moving.map(({ update }) => update.status),
      moving.map(({ update }) => update.occurredAt.toISOString()),
      moving.map(({ update }) => update.error?.code ?? null),
      moving.map(({ update }) => update.error?.title ?? null),
      moving.map(({ update }) => update.error?.detail ?? null),
      facts.map((fact) => fact.delivered),
      facts.map((fact) => fact.free),
      now,
      facts.map((fact) => fact.date),
      facts.map((fact) => fact.sent),
      facts.map((fact) => fact.responseMs),
      facts.map((fact) => (fact.delivered ? 1 : 0)),
      moving.map(({ message }) => message.category),
    ],
  );
  const prices = new Map(updated.map((row) => [row.id, row]));

  for (const [i, { message, update }] of moving.entries()) {
    const changed = prices.get(message.id);
    if (!changed || !message.apiConfigId || !message.webhookUrl) continue;
    const price = facts[i]!.delivered
      ? { priceInr: changed.priceInr ?? 0, billable: !!changed.billable }
      : null;
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
  await ctx.observer.statusesChanged(
    tx,
    moving
      .filter(({ message }) => prices.has(message.id))
      .map(({ message, update }) => ({
        businessId: message.businessId,
        messageId: message.id,
        customerNumber: message.customerNumber,
        status: update.status,
        errorCode: update.error?.code ?? null,
        occurredAt: update.occurredAt,
      })),
  );
  return round.map(({ messageId }) => prices.has(messageId));
}
