import type { Sql, WebhookEventType } from "@aizapy/contracts";
import { webhookEventId } from "../ids.ts";
import { QUEUES } from "../queue/queues.ts";
import type { JobQueue } from "@aizapy/db";
import type {
  BusinessWebhookPayload,
  BusinessWebhooks,
  MessageReceivedEvent,
  MessageStatusEvent,
} from "@aizapy/contracts";

// Webhooks are written to an outbox in the same transaction as the change they announce: a
// status change and its webhook commit together or not at all, and the webhook is then delivered
// at least once, under one `webhook-id`, however often the server restarts.

export interface WebhookDeliveryJob {
  eventId: string;
}

const ENDPOINT = `
  SELECT "webhookUrl", "webhookDisabledAt" IS NOT NULL AS disabled
  FROM api_configs WHERE id = $1`;

const INSERT_EVENT = `
  INSERT INTO webhook_events (id, "businessId", "apiConfigId", type, "messageId", body, state, "nextAttemptAt", "createdAt")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

export interface WebhookEndpoint {
  webhookUrl: string | null;
  disabled: boolean;
}

export interface OutboxEntry {
  businessId: string;
  apiConfigId: string;
  messageId: string | null;
  payload: MessageStatusEvent | MessageReceivedEvent | BusinessWebhookPayload;
}

/**
 * Records a webhook for the configuration's endpoint and enqueues its first attempt, inside
 * `tx`. Without a webhook URL nothing is recorded; while the endpoint is disabled the event is
 * kept (visible, redeliverable) but not attempted. Answers the event's id, or null.
 */
export async function recordWebhookEvent(
  tx: Sql,
  queue: JobQueue,
  entry: OutboxEntry,
  now: Date,
  /** The configuration's endpoint, when the caller has read it already. */
  known?: WebhookEndpoint,
): Promise<string | null> {
  const [endpoint] = known
    ? [known]
    : await tx.query<WebhookEndpoint>(ENDPOINT, [entry.apiConfigId]);
  if (!endpoint?.webhookUrl) return null;
  const id = webhookEventId(now);
  const type: WebhookEventType = entry.payload.type;
  await tx.query(INSERT_EVENT, [
    id,
    entry.businessId,
    entry.apiConfigId,
    type,
    entry.messageId,
    JSON.stringify(entry.payload),
    endpoint.disabled ? "endpoint_disabled" : "pending",
    endpoint.disabled ? null : now,
    now,
  ]);
  if (!endpoint.disabled)
    await queue.send(tx, QUEUES.webhookDeliver.name, { eventId: id } satisfies WebhookDeliveryJob);
  return id;
}

const ACTIVE_ENDPOINT = `
  SELECT id, "webhookUrl", "webhookDisabledAt" IS NOT NULL AS disabled
  FROM api_configs WHERE "businessId" = $1 AND "isActive" ORDER BY "createdAt" DESC LIMIT 1`;

/** Webhooks of the rest of the product, to the business's active configuration's endpoint. */
export function createBusinessWebhooks(queue: JobQueue, clock: { now(): Date }): BusinessWebhooks {
  return {
    async record(tx, businessId, payload) {
      const [config] = await tx.query<WebhookEndpoint & { id: string }>(ACTIVE_ENDPOINT, [
        businessId,
      ]);
      if (!config) return;
      await recordWebhookEvent(
        tx,
        queue,
        { businessId, apiConfigId: config.id, messageId: null, payload },
        clock.now(),
        config,
      );
    },
  };
}
