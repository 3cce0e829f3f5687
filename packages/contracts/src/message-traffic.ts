import type { MessageStatus, SendTemplateMessage, SendTextMessage } from "./messaging.ts";
import type { CampaignCompletedEvent } from "./campaigns.ts";
import type { ContactConsentEvent } from "./contacts.ts";
import type { AppError } from "./errors.ts";
import type { Sql } from "./sql.ts";

// What passes between the messaging platform and the parts of the product that send through it
// (campaigns, the inbox, automation) or need to hear what it received and delivered. The host
// hands each side the other's half; neither imports the other.

/** Where a message came from: the customer, or what sent it on the business's behalf. */
export const MESSAGE_SOURCES = ["customer", "api", "campaign", "automation", "agent"] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

/** What, within its source, sent an outbound message. */
export const SENDER_TYPES = [
  "api_key",
  "member",
  "campaign",
  "keyword_rule",
  "flow",
  "faq",
  "away",
  "welcome",
  "opt_out",
] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

export interface MessageSender {
  type: SenderType;
  id: string;
}

/** A message the product sends for a business: a text (inside the window) or a template. */
export type OutboundContent =
  { type: "text"; message: SendTextMessage } | { type: "template"; message: SendTemplateMessage };

export interface OutboundMessage {
  businessId: string;
  source: Exclude<MessageSource, "customer" | "api">;
  sender: MessageSender;
  content: OutboundContent;
}

/**
 * The platform's send for the rest of the product: the same accept path as /v1 (the window, the
 * template, the business's configuration), answering the stored message's id or throwing the
 * AppError /v1 would answer. Given `within`, it is stored in that transaction.
 */
export interface MessageSendService {
  send(message: OutboundMessage, options?: { within?: Sql }): Promise<{ messageId: string }>;
  /**
   * One approved template to many recipients, each with its own parameters, accepted in one
   * statement: what a campaign's batch sends. Answers each recipient's message id, or the AppError
   * that refused it alone (`contact_opted_out`), in order; a refusal that would refuse every
   * recipient (the business, its configuration, the template, the parameters) is thrown.
   */
  sendTemplates(
    batch: TemplateBatch,
    options?: { within?: Sql },
  ): Promise<({ messageId: string } | { refused: AppError })[]>;
}

/** A template and the recipients it goes to, each with the text of its placeholders. */
export interface TemplateBatch {
  businessId: string;
  source: OutboundMessage["source"];
  sender: MessageSender;
  template: { name: string; language: string };
  recipients: { to: string; parameters: string[] }[];
}

/** A customer's message, as stored. */
export interface InboundEvent {
  businessId: string;
  messageId: string;
  /** The customer's number, E.164. */
  from: string;
  type: string;
  text: string;
  occurredAt: Date;
}

/** An outbound message reaching a new status. */
export interface StatusEvent {
  businessId: string;
  messageId: string;
  customerNumber: string;
  status: MessageStatus;
  errorCode: number | null;
  occurredAt: Date;
}

/**
 * Told, inside the platform's own transaction, of what it records: what an observer writes commits
 * with the message or status or not at all (a failure rolls both back, to be received again).
 */
export interface MessagingObserver {
  inboundReceived(tx: Sql, event: InboundEvent): Promise<void>;
  /** The statuses one statement of the platform changed, in the order they were applied. */
  statusesChanged(tx: Sql, events: readonly StatusEvent[]): Promise<void>;
}

/** A webhook the rest of the product announces to a business: a consent changed, a campaign ended. */
export type BusinessWebhookPayload = ContactConsentEvent | CampaignCompletedEvent;

/**
 * The platform's webhook outbox for the rest of the product: an event is written in the caller's
 * transaction, to the business's active configuration's endpoint, and delivered like every
 * webhook (signed, retried). Without a webhook URL nothing is written.
 */
export interface BusinessWebhooks {
  record(tx: Sql, businessId: string, payload: BusinessWebhookPayload): Promise<void>;
}
