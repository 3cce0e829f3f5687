import { z } from "zod";
import { toE164 } from "./businesses.ts";
import { V1_ERRORS, type V1ErrorCode } from "./errors.ts";

// The messaging platform's shapes: what /v1 accepts and answers, what the console sends to manage
// keys, templates and rates, and the closed lists both sides name.

/** An outbound message's life: accepted → sent → delivered → read, or failed. */
export const MESSAGE_STATUSES = ["accepted", "sent", "delivered", "read", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Every status a WhatsApp message can have: an outbound message's, or received for a customer's. */
export const WHATSAPP_MESSAGE_STATUSES = [...MESSAGE_STATUSES, "received"] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

/** Where the delivery pipeline has an outbound message. Parked: retries ran out; retryable. */
export const MESSAGE_QUEUE_STATES = ["queued", "sending", "parked", "done"] as const;
export type MessageQueueState = (typeof MESSAGE_QUEUE_STATES)[number];

export const MESSAGE_DIRECTIONS = ["outbound", "inbound"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const TEMPLATE_CATEGORIES = ["marketing", "utility", "authentication"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** What a message is priced as: a template's category, or service for free-form replies. */
export const PRICING_CATEGORIES = [...TEMPLATE_CATEGORIES, "service"] as const;
export type PricingCategory = (typeof PRICING_CATEGORIES)[number];

export const TEMPLATE_STATUSES = ["pending", "approved", "rejected"] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const WEBHOOK_EVENT_TYPES = [
  "message.status",
  "message.received",
  "contact.opted_out",
  "contact.opted_in",
  "campaign.completed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATES = [
  "pending",
  "delivered",
  "failed",
  "endpoint_disabled",
] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The customer service window: free-form replies for 24 hours after a customer's message. */
export const SERVICE_WINDOW_HOURS = 24;

/** The documented limits per API key: 20 messages a second, 1,000 an hour, 100 calls a minute. */
export const V1_RATE_LIMITS = {
  messagesPerSecond: 20,
  messagesPerHour: 1000,
  callsPerMinute: 100,
} as const;

/**
 * When a failed webhook is tried again: Standard Webhooks' schedule, about three days in all, each
 * delay varied by ±10 %. The delays follow the 1st, 2nd, … failed attempt (the first is immediate).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

/** An endpoint that has failed for this long is disabled and the operators told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

/** A webhook delivery attempt gets this long in all: connecting, sending and the answer's head. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * When the sandbox reports a message delivered and read, and a replying customer answers, after it
 * is sent (the first two configurable; the answer comes as long after the read as here).
 */
export const SANDBOX_TIMINGS = {
  deliveredAfterMs: 1000,
  readAfterMs: 3000,
  repliedAfterMs: 5000,
} as const;

/** The sandbox fails recipients whose number ends in this as undeliverable, with WhatsApp's code. */
export const SANDBOX_UNDELIVERABLE = { numberSuffix: "0000", code: 131026 } as const;

/**
 * How the sandbox's customers behave, by their number, so a campaign's funnel on the sandbox has
 * real shapes and tests know each recipient's fate: numbers ending in `marketingLimitSuffix` fail
 * marketing templates with Meta's per-user marketing limit (other categories go through); a last
 * digit in `neverReadLastDigits` is delivered and never read; `replyingLastDigit` reads and then
 * answers `reply`; every other number reads and stays silent.
 */
export const SANDBOX_CUSTOMERS = {
  marketingLimitSuffix: "0049",
  marketingLimitCode: 131049,
  neverReadLastDigits: ["1", "3"],
  replyingLastDigit: "5",
  reply: "Yes, tell me more",
} as const;

/** How long an Idempotency-Key and its answer are kept. */
export const IDEMPOTENCY_KEY_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The body of every /v1 refusal. */
export interface V1ErrorBody {
  error: { code: V1ErrorCode; message: string; details: unknown };
}

export const MESSAGING_MESSAGES = {
  to: "`to` must be a phone number in E.164 format, such as +919876543210",
  textBody: "`text.body` must be 1 to 4096 characters",
  type: '`type` must be "text"',
  templateType: '`type` must be "template" when given',
  messagingProduct: '`messaging_product` must be "whatsapp" when given',
  recipientType: '`recipient_type` must be "individual" when given',
  templateName:
    "`template.name` must be 1 to 512 characters: lowercase letters, digits and underscores",
  templateLanguage: "`template.language` must be a language code such as en or en_US",
  parameter: 'Each parameter is {"type": "text", "text": "…"} with 1 to 1024 characters',
  componentType: 'Component type must be "body"',
  templateBody: "Template body must be 1 to 1024 characters",
  templateCategory: `Category must be one of ${TEMPLATE_CATEGORIES.join(", ")}`,
  placeholders: "Placeholders must be {{1}}, {{2}}, … in order, each used at least once",
  apiKeyName: "Name the key (1 to 80 characters), e.g. after the system that uses it",
  inboundFrom: "Enter the customer's number, e.g. +91 98765 43210",
  inboundText: "Message text must be 1 to 4096 characters",
  price: "Price must be a number of rupees from 0 to 100, with at most 4 decimals",
  effectiveFrom: "Effective date must be a date and time in the future",
  pricingCategory: `Category must be one of ${PRICING_CATEGORIES.join(", ")}`,
} as const;

/** A customer's number, in E.164 as /v1 requires it (a leading + and digits only). */
const e164 = z
  .string(MESSAGING_MESSAGES.to)
  .regex(/^\+[1-9]\d{6,14}$/, MESSAGING_MESSAGES.to)
  .refine((value) => toE164(value) === value, MESSAGING_MESSAGES.to);

/**
 * What Meta's Cloud API requires in every send: taken when given (and only with Meta's values), so
 * a request written for Meta's API is accepted here as it is.
 */
const metaSendFields = {
  messaging_product: z.literal("whatsapp", MESSAGING_MESSAGES.messagingProduct).optional(),
  recipient_type: z.literal("individual", MESSAGING_MESSAGES.recipientType).optional(),
};

export const sendTextMessageSchema = z.strictObject({
  ...metaSendFields,
  to: e164,
  type: z.literal("text", MESSAGING_MESSAGES.type),
  text: z.strictObject({
    body: z
      .string(MESSAGING_MESSAGES.textBody)
      .min(1, MESSAGING_MESSAGES.textBody)
      .max(4096, MESSAGING_MESSAGES.textBody),
  }),
});
export type SendTextMessage = z.infer<typeof sendTextMessageSchema>;

const templateParameter = z.strictObject(
  {
    type: z.literal("text", MESSAGING_MESSAGES.parameter),
    text: z
      .string(MESSAGING_MESSAGES.parameter)
      .min(1, MESSAGING_MESSAGES.parameter)
      .max(1024, MESSAGING_MESSAGES.parameter),
  },
  MESSAGING_MESSAGES.parameter,
);

const templateName = z
  .string(MESSAGING_MESSAGES.templateName)
  .regex(/^[a-z0-9_]{1,512}$/, MESSAGING_MESSAGES.templateName);
const templateLanguage = z
  .string(MESSAGING_MESSAGES.templateLanguage)
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, MESSAGING_MESSAGES.templateLanguage);
/** A send's template language: a code, or Meta's `{"code": "en_US"}`. */
const sendTemplateLanguage = z.union(
  [
    templateLanguage,
    z
      .strictObject({
        code: templateLanguage,
        policy: z.literal("deterministic").optional(),
      })
      .transform((language) => language.code),
  ],
  MESSAGING_MESSAGES.templateLanguage,
);

export const sendTemplateMessageSchema = z.strictObject({
  ...metaSendFields,
  to: e164,
  type: z.literal("template", MESSAGING_MESSAGES.templateType).optional(),
  template: z.strictObject({
    name: templateName,
    language: sendTemplateLanguage,
    components: z
      .array(
        z.strictObject({
          type: z.literal("body", MESSAGING_MESSAGES.componentType),
          parameters: z.array(templateParameter).max(100),
        }),
      )
      .max(1, "At most one body component")
      .default([]),
  }),
});
export type SendTemplateMessage = z.infer<typeof sendTemplateMessageSchema>;

/** The placeholders {{1}}…{{n}} a template body uses, or null when they are not 1…n in order. */
export function templatePlaceholderCount(body: string): number | null {
  const numbers = [...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((match) => Number(match[1]));
  const distinct = [...new Set(numbers)].sort((a, b) => a - b);
  if (distinct.some((number, index) => number !== index + 1)) return null;
  if (/\{\{(?!\s*\d+\s*\}\})/.test(body)) return null;
  return distinct.length;
}

/** The template body with its parameters in place of {{1}}…{{n}}. */
export function renderTemplate(body: string, parameters: readonly string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? "");
}

/**
 * A template's category as given, in lowercase or in capitals as Meta's API writes it (MARKETING);
 * stored in lowercase.
 */
const templateCategory = z
  .enum(
    [
      ...TEMPLATE_CATEGORIES,
      ...TEMPLATE_CATEGORIES.map(
        (category) => category.toUpperCase() as Uppercase<TemplateCategory>,
      ),
    ],
    MESSAGING_MESSAGES.templateCategory,
  )
  .transform((category) => category.toLowerCase() as TemplateCategory);

export const createTemplateInputSchema = z.object({
  name: templateName,
  language: templateLanguage,
  category: templateCategory,
  body: z
    .string(MESSAGING_MESSAGES.templateBody)
    .trim()
    .min(1, MESSAGING_MESSAGES.templateBody)
    .max(1024, MESSAGING_MESSAGES.templateBody)
    .refine((body) => templatePlaceholderCount(body) !== null, MESSAGING_MESSAGES.placeholders),
});
export type CreateTemplateInput = z.input<typeof createTemplateInputSchema>;

/** The name an API key gets when it is created without one (the console always asks for one). */
export const DEFAULT_API_KEY_NAME = "API key";

export const createApiKeyInputSchema = z.object({
  name: z
    .string(MESSAGING_MESSAGES.apiKeyName)
    .trim()
    .min(1, MESSAGING_MESSAGES.apiKeyName)
    .max(80, MESSAGING_MESSAGES.apiKeyName)
    .nullish()
    .transform((name) => name ?? DEFAULT_API_KEY_NAME),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

/** A customer's message to a business, simulated in the sandbox. */
export const sandboxInboundInputSchema = z.object({
  businessId: z.uuid("Choose the business the customer writes to"),
  from: z
    .string(MESSAGING_MESSAGES.inboundFrom)
    .trim()
    .max(32, MESSAGING_MESSAGES.inboundFrom)
    .transform((value, ctx) => {
      const number = toE164(value);
      if (number === null) {
        ctx.addIssue({ code: "custom", message: MESSAGING_MESSAGES.inboundFrom });
        return z.NEVER;
      }
      return number;
    }),
  text: z
    .string(MESSAGING_MESSAGES.inboundText)
    .trim()
    .min(1, MESSAGING_MESSAGES.inboundText)
    .max(4096, MESSAGING_MESSAGES.inboundText),
});
export type SandboxInboundInput = z.input<typeof sandboxInboundInputSchema>;

/** A new price for a category from a future date on. */
export const scheduleRateInputSchema = z.object({
  category: z.enum(PRICING_CATEGORIES, MESSAGING_MESSAGES.pricingCategory),
  priceInr: z
    .number(MESSAGING_MESSAGES.price)
    .min(0, MESSAGING_MESSAGES.price)
    .max(100, MESSAGING_MESSAGES.price)
    .refine(
      (value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6,
      MESSAGING_MESSAGES.price,
    ),
  effectiveFrom: z
    .string(MESSAGING_MESSAGES.effectiveFrom)
    .refine((value) => !Number.isNaN(Date.parse(value)), MESSAGING_MESSAGES.effectiveFrom)
    .transform((value) => new Date(value)),
});
export type ScheduleRateInput = z.input<typeof scheduleRateInputSchema>;

// What /v1 answers and what its webhooks carry: the server's answers are typed from these, and
// the OpenAPI document and the documentation page are generated from them.

export const sendAnswerSchema = z.object({
  success: z.literal(true),
  message_id: z
    .string()
    .meta({ description: "Our id for the message: ask for its status with it." }),
  status: z.literal("accepted"),
});
export type SendAnswer = z.infer<typeof sendAnswerSchema>;

export const messageErrorSchema = z.object({
  code: z
    .number()
    .int()
    .meta({ description: "WhatsApp's error code, e.g. 131026 (undeliverable)." }),
  title: z.string(),
  detail: z.string().nullable(),
});
export type MessageError = z.infer<typeof messageErrorSchema>;

export const messageStatusAnswerSchema = z.object({
  message_id: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  timestamp: z.string().meta({ description: "When the message reached this status (ISO 8601)." }),
  recipient: z.string().meta({ description: "The recipient, E.164." }),
  error: messageErrorSchema.optional().meta({ description: "Why it failed (only when failed)." }),
});
export type MessageStatusAnswer = z.infer<typeof messageStatusAnswerSchema>;

export const v1ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(V1_ERRORS) as [V1ErrorCode, ...V1ErrorCode[]]),
    message: z.string(),
    details: z
      .unknown()
      .meta({ description: "More about the refusal: field errors, limits, counts; or null." }),
  }),
});

export const messageStatusEventSchema = z.object({
  type: z.literal("message.status"),
  timestamp: z.string().meta({ description: "When the event was written (ISO 8601)." }),
  data: z.object({
    message_id: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    timestamp: z.string(),
    recipient: z.string(),
    error: messageErrorSchema.nullable(),
    pricing: z
      .object({
        billable: z.boolean(),
        category: z.enum(PRICING_CATEGORIES),
        price_inr: z.number(),
        currency: z.literal("INR"),
      })
      .nullable()
      .meta({ description: "Set when the message is delivered: what it costs." }),
  }),
});
export type MessageStatusEvent = z.infer<typeof messageStatusEventSchema>;

export const messageReceivedEventSchema = z.object({
  type: z.literal("message.received"),
  timestamp: z.string(),
  data: z.object({
    message_id: z.string(),
    from: z.string().meta({ description: "The customer, E.164." }),
    type: z.literal("text"),
    text: z.object({ body: z.string() }),
    timestamp: z.string(),
  }),
});
export type MessageReceivedEvent = z.infer<typeof messageReceivedEventSchema>;
