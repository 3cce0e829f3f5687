import type {
  MediaMessageType,
  MessageReceivedEvent,
  MessageType,
  ReceivedMedia,
  ReceivedMessage,
  Sql,
} from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { uuidv7 } from "../ids.ts";
import { QUEUES } from "../queue/queues.ts";
import { recordWebhookEvent } from "../webhooks/outbox.ts";

/** A customer's message to a business, as a provider reported it. */
export interface InboundMessage {
  businessId: string;
  apiConfigId: string;
  /** The customer's number, E.164. */
  from: string;
  /** What it is (text unless said): a file's kind, interactive (a reply tapped), button. */
  type?: Exclude<MessageType, "template">;
  /** Its text, or a readable one: the caption, the reply's title, e.g. "[image]". */
  text: string;
  /**
   * Its structured payload: a file `{id, mime_type, sha256, caption?, filename?}` (or, still at
   * the provider, `{provider_media_id, …}`), a reply `{type, id, title}`, a button `{payload, text}`.
   */
  content?: Record<string, unknown> | null;
  /** The provider's id for it: a repeat of the same id is the same message. */
  providerMessageId: string;
  occurredAt: Date;
}

/** A job that fetches an inbound file from the provider, then forwards its message. */
export interface MediaDownloadJob {
  messageId: string;
}

const INSERT_INBOUND = `
  INSERT INTO messages (id, "businessId", "apiConfigId", direction, "customerNumber", type, body,
    category, status, "queueState", "providerMessageId", "createdAt", "statusAt", source, content)
  VALUES ($1, $2, $3, 'inbound', $4, $8, $5, 'service', 'received', 'done', $6, $7, $7,
    'customer', $9::jsonb)
  ON CONFLICT ("apiConfigId", "providerMessageId") DO NOTHING RETURNING id`;

// A customer's message (re)opens the 24-hour window for free-form replies from the business.
const OPEN_WINDOW = `
  INSERT INTO service_windows ("businessId", "customerNumber", "lastInboundAt") VALUES ($1, $2, $3)
  ON CONFLICT ("businessId", "customerNumber") DO UPDATE
    SET "lastInboundAt" = GREATEST(service_windows."lastInboundAt", EXCLUDED."lastInboundAt")`;

const MEDIA_TYPES = new Set<string>(["image", "video", "audio", "document"]);

/** An inbound message as stored: what its `message.received` webhook is made from. */
export interface StoredInbound {
  id: string;
  from: string;
  type: string;
  body: string;
  content: Record<string, unknown> | null;
  occurredAt: Date;
}

const stringOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The message as the business's webhook forwards it, in Meta's shape for its type. */
export function receivedMessageOf(message: StoredInbound): ReceivedMessage {
  const common = {
    message_id: message.id,
    from: message.from,
    timestamp: message.occurredAt.toISOString(),
  };
  const content = message.content ?? {};
  if (MEDIA_TYPES.has(message.type)) {
    const media: ReceivedMedia = { mime_type: stringOf(content.mime_type) ?? "" };
    for (const field of ["id", "sha256", "caption", "filename"] as const) {
      const value = stringOf(content[field]);
      if (value !== undefined) media[field] = value;
    }
    const type = message.type as MediaMessageType;
    return { ...common, type, [type]: media } as ReceivedMessage;
  }
  if (message.type === "interactive") {
    const id = stringOf(content.id) ?? "";
    const title = stringOf(content.title) ?? message.body;
    const description = stringOf(content.description);
    return {
      ...common,
      type: "interactive",
      interactive:
        content.type === "list_reply"
          ? {
              type: "list_reply",
              list_reply: { id, title, ...(description === undefined ? {} : { description }) },
            }
          : { type: "button_reply", button_reply: { id, title } },
    };
  }
  if (message.type === "button") {
    return {
      ...common,
      type: "button",
      button: { payload: stringOf(content.payload) ?? "", text: message.body },
    };
  }
  return { ...common, type: "text", text: { body: message.body } };
}

/** Writes the business's `message.received` webhook of a stored inbound message, inside `tx`. */
export async function forwardInbound(
  ctx: Pick<PlatformContext, "queue">,
  tx: Sql,
  message: StoredInbound & { businessId: string; apiConfigId: string },
  now: Date,
): Promise<void> {
  const payload: MessageReceivedEvent = {
    type: "message.received",
    timestamp: now.toISOString(),
    data: receivedMessageOf(message),
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
  );
}

/**
 * Records an inbound message inside `tx`, opens the service window, and writes the business's
 * `message.received` webhook; a file still at the provider is fetched by a job first, which then
 * writes the webhook. A repeat (same provider id) changes nothing. Answers the message's id, or
 * null for a repeat.
 */
export async function receiveInbound(
  ctx: Pick<PlatformContext, "queue" | "observer">,
  tx: Sql,
  inbound: InboundMessage,
  now: Date,
): Promise<string | null> {
  const type = inbound.type ?? "text";
  const content = inbound.content ?? null;
  const [row] = await tx.query<{ id: string }>(INSERT_INBOUND, [
    uuidv7(inbound.occurredAt),
    inbound.businessId,
    inbound.apiConfigId,
    inbound.from,
    inbound.text,
    inbound.providerMessageId,
    inbound.occurredAt,
    type,
    content === null ? null : JSON.stringify(content),
  ]);
  if (!row) return null;
  await tx.query(OPEN_WINDOW, [inbound.businessId, inbound.from, inbound.occurredAt]);
  await ctx.observer.inboundReceived(tx, {
    businessId: inbound.businessId,
    messageId: row.id,
    from: inbound.from,
    type,
    text: inbound.text,
    occurredAt: inbound.occurredAt,
  });
  if (content && typeof content.provider_media_id === "string") {
    await ctx.queue.send(tx, QUEUES.mediaDownload.name, {
      messageId: row.id,
    } satisfies MediaDownloadJob);
    return row.id;
  }
  await forwardInbound(
    ctx,
    tx,
    {
      id: row.id,
      businessId: inbound.businessId,
      apiConfigId: inbound.apiConfigId,
      from: inbound.from,
      type,
      body: inbound.text,
      content,
      occurredAt: inbound.occurredAt,
    },
    now,
  );
  return row.id;
}
