import { AppError, notFound, type AuditActionName, type Sql } from "@aizapy/contracts";
import { randomBytes } from "node:crypto";
import type { PlatformContext } from "./context.ts";
import { mediaKindOf } from "./messages/message-content.ts";
import { receiveInbound, type InboundMessage } from "./messages/receive-inbound.ts";
import type { MessageSendJob } from "./messages/accept-message.ts";
import { QUEUES } from "./queue/queues.ts";
import { ATTEMPT_DUE_MARGIN_MS } from "./webhooks/deliver-webhook.ts";
import type { WebhookDeliveryJob } from "./webhooks/outbox.ts";

// What operators do to the pipeline from the console: each change and its audit row in one
// transaction. A refusal is an AppError (not_found, conflict) and changes nothing.

/** One audit row, written by the host in the transaction it is handed. */
export interface AuditEntry {
  action: AuditActionName;
  targetType?: string;
  targetId?: string;
  details: string;
}
export type AuditWriter = (tx: Sql, entry: AuditEntry) => Promise<void>;

const REQUEUE_PARKED = `
  UPDATE messages SET "queueState" = 'queued', attempts = 0, "lastAttemptError" = NULL
  WHERE id = $1 AND direction = 'outbound' AND "queueState" = 'parked'
  RETURNING "customerNumber"`;

const MESSAGE_STATE = `SELECT "queueState" FROM messages WHERE id = $1 AND direction = 'outbound'`;

// An event waiting for its next retry goes now instead (the endpoint may be fixed hours before
// that retry); one whose attempt is due is left to it, so that no attempt runs twice.
const REDELIVER = `
  UPDATE webhook_events e SET state = 'pending', "nextAttemptAt" = $2
  FROM api_configs c
  WHERE e.id = $1 AND c.id = e."apiConfigId" AND (e.state <> 'pending' OR e."nextAttemptAt" > $3)
    AND c."webhookUrl" IS NOT NULL AND c."webhookDisabledAt" IS NULL
  RETURNING e.type`;

const EVENT_STATE = `
  SELECT e.state, c."webhookUrl", c."webhookDisabledAt" IS NOT NULL AS disabled
  FROM webhook_events e JOIN api_configs c ON c.id = e."apiConfigId" WHERE e.id = $1`;

const ENABLE_WEBHOOKS = `
  UPDATE api_configs SET "webhookDisabledAt" = NULL, "webhookFailingSince" = NULL
  WHERE id = $1 AND "webhookDisabledAt" IS NOT NULL RETURNING "webhookUrl"`;

// Events held while the endpoint was disabled go out again once it is enabled.
const RELEASE_HELD = `
  UPDATE webhook_events SET state = 'pending', "nextAttemptAt" = $2
  WHERE "apiConfigId" = $1 AND state = 'endpoint_disabled' RETURNING id`;

const BUSINESS_MEDIA = `
  SELECT id, "mimeType", sha256, filename FROM media WHERE id = $1 AND "businessId" = $2`;

/** A customer's simulated message: exactly one of a text, a file, a reply button tapped. */
export interface SimulatedInbound {
  businessId: string;
  from: string;
  text?: string | undefined;
  /** A file the business uploaded through /v1/media, as if the customer had sent it. */
  media?: { id: string } | undefined;
  buttonReply?: { id: string; title: string } | undefined;
}

/** The simulated message as stored: its type, readable text and content. */
async function simulatedMessage(
  tx: Sql,
  input: SimulatedInbound,
): Promise<Pick<InboundMessage, "type" | "text" | "content">> {
  if (input.buttonReply) {
    const { id, title } = input.buttonReply;
    return { type: "interactive", text: title, content: { type: "button_reply", id, title } };
  }
  if (input.media) {
    const [media] = await tx.query<{
      id: string;
      mimeType: string;
      sha256: string;
      filename: string | null;
    }>(BUSINESS_MEDIA, [input.media.id, input.businessId]);
    if (!media) {
      const message = `No media ${input.media.id} was uploaded by this business through /v1/media.`;
      throw new AppError("invalid_request", message, {
        fieldErrors: [{ path: "media.id", message }],
      });
    }
    const type = mediaKindOf(media.mimeType);
    const filename = type === "document" && media.filename ? media.filename : undefined;
    return {
      type,
      text: filename ? `[${type}] ${filename}` : `[${type}]`,
      content: {
        id: media.id,
        mime_type: media.mimeType,
        sha256: media.sha256,
        ...(filename ? { filename } : {}),
      },
    };
  }
  return { type: "text", text: input.text ?? "" };
}

const SANDBOX_CONFIGURATION = `
  SELECT id, provider FROM api_configs WHERE "businessId" = $1 AND "isActive"
  ORDER BY "createdAt" DESC LIMIT 1`;

export function createOperations(ctx: PlatformContext) {
  return {
    /** Sends a parked message again, with a fresh set of attempts. */
    async retryParkedMessage(messageId: string, audit: AuditWriter): Promise<void> {
      await ctx.sql.transaction(async (tx) => {
        const [row] = await tx.query<{ customerNumber: string }>(REQUEUE_PARKED, [messageId]);
        if (!row) {
          const [state] = await tx.query<{ queueState: string }>(MESSAGE_STATE, [messageId]);
          throw state
            ? new AppError("conflict", `The message is ${state.queueState}, not parked.`)
            : notFound("Message");
        }
        await ctx.queue.send(tx, QUEUES.messageSend.name, { messageId } satisfies MessageSendJob);
        await audit(tx, {
          action: "message_retried",
          targetType: "message",
          targetId: messageId,
          details: `Retried the parked message to ${row.customerNumber}`,
        });
      });
      ctx.queue.wake(QUEUES.messageSend.name);
    },

    /**
     * Delivers a webhook event again now: a delivered or failed one, or one waiting for a retry.
     * Held events go out when their endpoint is enabled again.
     */
    async redeliverWebhookEvent(eventId: string, audit: AuditWriter): Promise<void> {
      const now = ctx.clock.now();
      const dueBy = new Date(now.getTime() + ATTEMPT_DUE_MARGIN_MS);
      return ctx.sql.transaction(async (tx) => {
        const [row] = await tx.query<{ type: string }>(REDELIVER, [eventId, now, dueBy]);
        if (!row) {
          const [event] = await tx.query<{
            state: string;
            webhookUrl: string | null;
            disabled: boolean;
          }>(EVENT_STATE, [eventId]);
          if (!event) throw notFound("Webhook event");
          throw new AppError(
            "conflict",
            event.state === "pending"
              ? "This event is being delivered right now."
              : !event.webhookUrl
                ? "The configuration no longer has a webhook URL."
                : "Webhooks to this endpoint are disabled; enable them first.",
          );
        }
        await ctx.queue.send(tx, QUEUES.webhookDeliver.name, {
          eventId,
        } satisfies WebhookDeliveryJob);
        await audit(tx, {
          action: "webhook_redelivered",
          targetType: "webhook_event",
          targetId: eventId,
          details: `Redelivered the ${row.type} webhook ${eventId}`,
        });
      });
    },

    /** Turns a disabled webhook endpoint back on and releases the events held for it. */
    async enableWebhooks(apiConfigId: string, audit: AuditWriter): Promise<number> {
      const now = ctx.clock.now();
      return ctx.sql.transaction(async (tx) => {
        const [config] = await tx.query<{ webhookUrl: string | null }>(ENABLE_WEBHOOKS, [
          apiConfigId,
        ]);
        if (!config)
          throw new AppError("conflict", "Webhooks of this configuration are not disabled.");
        const held = await tx.query<{ id: string }>(RELEASE_HELD, [apiConfigId, now]);
        for (const { id } of held) {
          await ctx.queue.send(tx, QUEUES.webhookDeliver.name, {
            eventId: id,
          } satisfies WebhookDeliveryJob);
        }
        await audit(tx, {
          action: "webhooks_enabled",
          targetType: "api_config",
          targetId: apiConfigId,
          details: `Re-enabled webhooks to ${config.webhookUrl ?? "(no URL)"}; ${held.length} held event(s) released`,
        });
        return held.length;
      });
    },

    /**
     * A customer's message to a business through its sandbox configuration, as if sent from
     * WhatsApp: a text, a file the business uploaded, or a reply button tapped. It opens the
     * service window and reaches the business as `message.received`.
     */
    async simulateInbound(
      input: SimulatedInbound,
      audit: AuditWriter,
    ): Promise<{ messageId: string }> {
      const now = ctx.clock.now();
      return ctx.sql.transaction(async (tx) => {
        const message = await simulatedMessage(tx, input);
        const [config] = await tx.query<{ id: string; provider: string }>(SANDBOX_CONFIGURATION, [
          input.businessId,
        ]);
        if (!config || config.provider !== "sandbox") {
          throw new AppError(
            "conflict",
            "Inbound messages are simulated through an active sandbox configuration; this business has none.",
          );
        }
        const messageId = await receiveInbound(
          ctx,
          tx,
          {
            businessId: input.businessId,
            apiConfigId: config.id,
            from: input.from,
            ...message,
            providerMessageId: `wamid.sandbox.in.${randomBytes(12).toString("hex")}`,
            occurredAt: now,
          },
          now,
        );
        await audit(tx, {
          action: "sandbox_inbound_simulated",
          targetType: "message",
          targetId: messageId!,
          details: `Simulated a message from ${input.from} to the sandbox`,
        });
        return { messageId: messageId! };
      });
    },
  };
}

export type PlatformOperations = ReturnType<typeof createOperations>;
