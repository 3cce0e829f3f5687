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

/** The kinds of media a message carries: Meta's message types for a file. */
export const MEDIA_MESSAGE_TYPES = ["image", "video", "audio", "document"] as const;
export type MediaMessageType = (typeof MEDIA_MESSAGE_TYPES)[number];

/** What a business may send free-form, inside the customer's 24-hour window. */
export const FREE_FORM_MESSAGE_TYPES = ["text", ...MEDIA_MESSAGE_TYPES, "interactive"] as const;
export type FreeFormMessageType = (typeof FREE_FORM_MESSAGE_TYPES)[number];

/**
 * A stored message's type: what was sent (free-form or a template), or what a customer sent
 * (`button`: a template's quick-reply button tapped).
 */
export const MESSAGE_TYPES = [...FREE_FORM_MESSAGE_TYPES, "template", "button"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
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
  type: `\`type\` must be one of ${FREE_FORM_MESSAGE_TYPES.join(", ")}`,
  templateType: '`type` must be "template" when given',
  messagingProduct: '`messaging_product` must be "whatsapp" when given',
  recipientType: '`recipient_type` must be "individual" when given',
  templateName:
    "`template.name` must be 1 to 512 characters: lowercase letters, digits and underscores",
  templateLanguage: "`template.language` must be a language code such as en or en_US",
  parameter: 'Each parameter is {"type": "text", "text": "…"} with 1 to 1024 characters',
  componentType: 'Component type must be "body", "header" or "button"',
  mediaReference: "takes either `id` (a media id from POST /v1/media) or `link` (an https URL)",
  link: "`link` must be an https URL of at most 2048 characters",
  caption: "`caption` must be 1 to 1024 characters",
  filename: "`filename` must be 1 to 240 characters",
  interactiveType: '`interactive.type` must be "button" or "list"',
  interactiveBody: "`interactive.body.text` must be 1 to 1024 characters",
  interactiveFooter: "`interactive.footer.text` must be 1 to 60 characters",
  headerText: "`interactive.header.text` must be 1 to 60 characters",
  headerType: 'A reply buttons header\'s `type` must be "text", "image", "video" or "document"',
  listHeaderType: 'A list\'s header `type` must be "text"',
  buttons: "`interactive.action.buttons` must hold 1 to 3 reply buttons",
  buttonType: 'Each button\'s `type` must be "reply"',
  buttonId: "Each button's `reply.id` must be 1 to 256 characters, unique within the message",
  buttonTitle: "Each button's `reply.title` must be 1 to 20 characters, unique within the message",
  listButton: "`interactive.action.button` (the list's label) must be 1 to 20 characters",
  sections: "`interactive.action.sections` must hold 1 to 10 sections",
  sectionTitle:
    "Each section's `title` must be 1 to 24 characters; required when there are several",
  rows: "A list holds 1 to 10 rows in all, across its sections",
  rowId: "Each row's `id` must be 1 to 200 characters, unique within the list",
  rowTitle: "Each row's `title` must be 1 to 24 characters",
  rowDescription: "Each row's `description` must be 1 to 72 characters",
  headerParameter:
    'A header component takes one parameter: {"type": "image" | "video" | "document", …: {"id" | "link"}}',
  buttonComponent:
    'A button component is {"type": "button", "sub_type": "quick_reply" | "url", "index": "0"…"9", "parameters": [one parameter]}',
  buttonParameter:
    'A quick_reply button takes {"type": "payload", "payload": "…"} and a url button {"type": "text", "text": "…"}, each 1 to 1000 characters',
  components: "At most one body and one header component",
  templateBody: "Template body must be 1 to 1024 characters",
  templateCategory: `Category must be one of ${TEMPLATE_CATEGORIES.join(", ")}`,
  placeholders: "Placeholders must be {{1}}, {{2}}, … in order, each used at least once",
  apiKeyName: "Name the key (1 to 80 characters), e.g. after the system that uses it",
  inboundFrom: "Enter the customer's number, e.g. +91 98765 43210",
  inboundText: "Message text must be 1 to 4096 characters",
  inboundKind: "Send exactly one of text, media or buttonReply",
  inboundMedia: "Choose a media id the business uploaded through POST /v1/media",
  inboundButtonReply: "A button reply is {id: 1 to 256 characters, title: 1 to 20 characters}",
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

const M = MESSAGING_MESSAGES;
/** A string of `min` to `max` characters, refused with `message`. */
const textOf = (min: number, max: number, message: string) =>
  z.string(message).min(min, message).max(max, message);

const httpsLink = z.string(M.link).refine((value) => {
  if (value.length > 2048) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}, M.link);

/**
 * A file in a message, as Meta takes it: `id` (uploaded through /v1/media by the same business)
 * or `link` (an https URL fetched by WhatsApp), with a caption or a file name where Meta shows one.
 */
function mediaObject<Caption extends boolean, Filename extends boolean>(
  field: string,
  { caption, filename }: { caption: Caption; filename: Filename },
) {
  return z
    .strictObject({
      id: z.string(`\`${field}\` ${M.mediaReference}`).min(1).max(128).optional(),
      link: httpsLink.optional(),
      ...(caption ? { caption: textOf(1, 1024, M.caption).optional() } : {}),
      ...(filename ? { filename: textOf(1, 240, M.filename).optional() } : {}),
    })
    .refine((media) => (media.id === undefined) !== (media.link === undefined), {
      message: `\`${field}\` ${M.mediaReference}`,
      path: ["id"],
    }) as unknown as z.ZodType<
    { id?: string; link?: string } & (Caption extends true ? { caption?: string } : unknown) &
      (Filename extends true ? { filename?: string } : unknown)
  >;
}

/** Meta's media message: `{to, type: "image", image: {id | link, caption?}}`. */
export const sendImageMessageSchema = z.strictObject({
  ...metaSendFields,
  to: e164,
  type: z.literal("image"),
  image: mediaObject("image", { caption: true, filename: false }),
});
export const sendVideoMessageSchema = z.strictObject({
  ...metaSendFields,
  to: e164,
  type: z.literal("video"),
  video: mediaObject("video", { caption: true, filename: false }),
});
export const sendAudioMessageSchema = z.strictObject({
  ...metaSendFields,
  to: e164,
  type: z.literal("audio"),
  audio: mediaObject("audio", { caption: false, filename: false }),
});
export const sendDocumentMessageSchema = z.strictObject({
  ...metaSendFields,
  to: e164,
  type: z.literal("document"),
  document: mediaObject("document", { caption: true, filename: true }),
});
export type SendMediaMessage =
  | z.infer<typeof sendImageMessageSchema>
  | z.infer<typeof sendVideoMessageSchema>
  | z.infer<typeof sendAudioMessageSchema>
  | z.infer<typeof sendDocumentMessageSchema>;

/** A file of a message, as stored and sent: ours (`id`) or a link, and what it is shown with. */
export interface MessageMedia {
  id?: string;
  link?: string;
  mime_type?: string;
  sha256?: string;
  caption?: string;
  filename?: string;
}

/** The media object of a media message (`image`, `video`, … under its own type). */
export const mediaOf = (message: SendMediaMessage): MessageMedia =>
  (message as unknown as Record<MediaMessageType, MessageMedia>)[message.type];

const interactiveBody = z.strictObject({ text: textOf(1, 1024, M.interactiveBody) });
const interactiveFooter = z.strictObject({ text: textOf(1, 60, M.interactiveFooter) });
const textHeader = z.strictObject({ type: z.literal("text"), text: textOf(1, 60, M.headerText) });

const replyButtonsSchema = z
  .strictObject({
    type: z.literal("button"),
    header: z
      .discriminatedUnion(
        "type",
        [
          textHeader,
          z.strictObject({
            type: z.literal("image"),
            image: mediaObject("header.image", { caption: false, filename: false }),
          }),
          z.strictObject({
            type: z.literal("video"),
            video: mediaObject("header.video", { caption: false, filename: false }),
          }),
          z.strictObject({
            type: z.literal("document"),
            document: mediaObject("header.document", { caption: false, filename: true }),
          }),
        ],
        { error: M.headerType },
      )
      .optional(),
    body: interactiveBody,
    footer: interactiveFooter.optional(),
    action: z.strictObject({
      buttons: z
        .array(
          z.strictObject(
            {
              type: z.literal("reply", M.buttonType),
              reply: z.strictObject({
                id: textOf(1, 256, M.buttonId),
                title: textOf(1, 20, M.buttonTitle),
              }),
            },
            M.buttons,
          ),
          M.buttons,
        )
        .min(1, M.buttons)
        .max(3, M.buttons),
    }),
  })
  .superRefine(({ action }, ctx) => {
    const ids = new Set<string>();
    const titles = new Set<string>();
    for (const [i, { reply }] of action.buttons.entries()) {
      const at = ["action", "buttons", i, "reply"];
      if (ids.has(reply.id))
        ctx.addIssue({ code: "custom", message: M.buttonId, path: [...at, "id"] });
      if (titles.has(reply.title)) {
        ctx.addIssue({ code: "custom", message: M.buttonTitle, path: [...at, "title"] });
      }
      ids.add(reply.id);
      titles.add(reply.title);
    }
  });

const listSchema = z
  .strictObject({
    type: z.literal("list"),
    header: z.discriminatedUnion("type", [textHeader], { error: M.listHeaderType }).optional(),
    body: interactiveBody,
    footer: interactiveFooter.optional(),
    action: z.strictObject({
      button: textOf(1, 20, M.listButton),
      sections: z
        .array(
          z.strictObject({
            title: textOf(1, 24, M.sectionTitle).optional(),
            rows: z
              .array(
                z.strictObject({
                  id: textOf(1, 200, M.rowId),
                  title: textOf(1, 24, M.rowTitle),
                  description: textOf(1, 72, M.rowDescription).optional(),
                }),
                M.rows,
              )
              .min(1, M.rows)
              .max(10, M.rows),
          }),
          M.sections,
        )
        .min(1, M.sections)
        .max(10, M.sections),
    }),
  })
  .superRefine(({ action }, ctx) => {
    const rows = action.sections.flatMap((section) => section.rows);
    if (rows.length > 10) {
      ctx.addIssue({ code: "custom", message: M.rows, path: ["action", "sections"] });
    }
    const ids = new Set<string>();
    for (const [s, section] of action.sections.entries()) {
      if (action.sections.length > 1 && section.title === undefined) {
        ctx.addIssue({
          code: "custom",
          message: M.sectionTitle,
          path: ["action", "sections", s, "title"],
        });
      }
      for (const [r, row] of section.rows.entries()) {
        if (ids.has(row.id)) {
          ctx.addIssue({
            code: "custom",
            message: M.rowId,
            path: ["action", "sections", s, "rows", r, "id"],
          });
        }
        ids.add(row.id);
      }
    }
  });

/** Meta's interactive object: reply buttons or a list, with Meta's limits. */
export const interactiveSchema = z.discriminatedUnion("type", [replyButtonsSchema, listSchema], {
  error: M.interactiveType,
});
export type Interactive = z.infer<typeof interactiveSchema>;

export const sendInteractiveMessageSchema = z.strictObject({
  ...metaSendFields,
  to: e164,
  type: z.literal("interactive"),
  interactive: interactiveSchema,
});
export type SendInteractiveMessage = z.infer<typeof sendInteractiveMessageSchema>;

/**
 * POST /v1/messages/send: any free-form message, by its `type` (text as it always was), sent only
 * inside the customer's 24-hour window.
 */
export const sendMessageSchema = z.discriminatedUnion(
  "type",
  [
    sendTextMessageSchema,
    sendImageMessageSchema,
    sendVideoMessageSchema,
    sendAudioMessageSchema,
    sendDocumentMessageSchema,
    sendInteractiveMessageSchema,
  ],
  { error: M.type },
);
export type SendMessage = z.infer<typeof sendMessageSchema>;

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

/** A template's header with its media: `{type: "header", parameters: [{type: "image", image}]}`. */
const headerComponent = z.strictObject({
  type: z.literal("header"),
  parameters: z
    .array(
      z.discriminatedUnion(
        "type",
        [
          z.strictObject({
            type: z.literal("image"),
            image: mediaObject("image", { caption: false, filename: false }),
          }),
          z.strictObject({
            type: z.literal("video"),
            video: mediaObject("video", { caption: false, filename: false }),
          }),
          z.strictObject({
            type: z.literal("document"),
            document: mediaObject("document", { caption: false, filename: true }),
          }),
        ],
        { error: MESSAGING_MESSAGES.headerParameter },
      ),
      MESSAGING_MESSAGES.headerParameter,
    )
    .length(1, MESSAGING_MESSAGES.headerParameter),
});

/** A template's button with its parameter: a quick reply's payload, or a URL's suffix. */
const buttonComponent = z
  .strictObject(
    {
      type: z.literal("button"),
      sub_type: z.enum(["quick_reply", "url"], MESSAGING_MESSAGES.buttonComponent),
      index: z
        .union(
          [z.string().regex(/^\d$/), z.number().int().min(0).max(9)],
          MESSAGING_MESSAGES.buttonComponent,
        )
        .transform(String),
      parameters: z
        .array(
          z.discriminatedUnion(
            "type",
            [
              z.strictObject({
                type: z.literal("payload"),
                payload: textOf(1, 1000, MESSAGING_MESSAGES.buttonParameter),
              }),
              z.strictObject({
                type: z.literal("text"),
                text: textOf(1, 1000, MESSAGING_MESSAGES.buttonParameter),
              }),
            ],
            { error: MESSAGING_MESSAGES.buttonParameter },
          ),
          MESSAGING_MESSAGES.buttonParameter,
        )
        .length(1, MESSAGING_MESSAGES.buttonParameter),
    },
    MESSAGING_MESSAGES.buttonComponent,
  )
  .refine(
    (button) => button.parameters[0]!.type === (button.sub_type === "url" ? "text" : "payload"),
    { message: MESSAGING_MESSAGES.buttonParameter, path: ["parameters", 0, "type"] },
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
        z.discriminatedUnion(
          "type",
          [
            z.strictObject({
              type: z.literal("body"),
              parameters: z.array(templateParameter).max(100),
            }),
            headerComponent,
            buttonComponent,
          ],
          { error: MESSAGING_MESSAGES.componentType },
        ),
      )
      .max(12, MESSAGING_MESSAGES.components)
      .default([])
      .refine(
        (components) =>
          components.filter((c) => c.type === "body").length <= 1 &&
          components.filter((c) => c.type === "header").length <= 1,
        MESSAGING_MESSAGES.components,
      ),
  }),
});
export type TemplateComponent = SendTemplateMessage["template"]["components"][number];

/** The parameters that fill a template's body, {{1}}…{{n}}, in order. */
export const templateBodyParameters = (template: SendTemplateMessage["template"]): string[] =>
  (template.components.find((component) => component.type === "body")?.parameters ?? []).map(
    (parameter) => parameter.text,
  );
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

/** A customer's message to a business, simulated in the sandbox: a text, a file or a button tapped. */
const sandboxInboundFields = z.object({
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
    .max(4096, MESSAGING_MESSAGES.inboundText)
    .optional(),
  /** A file the business uploaded through /v1/media, as if the customer had sent it. */
  media: z
    .object({ id: z.uuid(MESSAGING_MESSAGES.inboundMedia) }, MESSAGING_MESSAGES.inboundMedia)
    .optional(),
  /** A reply button the customer tapped (of an interactive message). */
  buttonReply: z
    .object(
      {
        id: textOf(1, 256, MESSAGING_MESSAGES.inboundButtonReply),
        title: textOf(1, 20, MESSAGING_MESSAGES.inboundButtonReply),
      },
      MESSAGING_MESSAGES.inboundButtonReply,
    )
    .optional(),
});

const oneInboundKind = (
  input: { text?: unknown; media?: unknown; buttonReply?: unknown },
  ctx: z.RefinementCtx,
) => {
  const given = [input.text, input.media, input.buttonReply].filter((v) => v !== undefined);
  if (given.length !== 1) {
    ctx.addIssue({ code: "custom", message: MESSAGING_MESSAGES.inboundKind, path: ["text"] });
  }
};

export const sandboxInboundInputSchema = sandboxInboundFields.superRefine(oneInboundKind);
export type SandboxInboundInput = z.input<typeof sandboxInboundInputSchema>;
export type SandboxInbound = z.output<typeof sandboxInboundInputSchema>;

/** A member's simulated customer message: to the member's own business. */
export const workspaceSandboxInboundInputSchema = sandboxInboundFields
  .omit({ businessId: true })
  .superRefine(oneInboundKind);

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

const receivedFields = {
  message_id: z.string(),
  from: z.string().meta({ description: "The customer, E.164." }),
  timestamp: z.string(),
};

/** A file a customer sent: fetch it with GET /v1/media/{id}. */
export const receivedMediaSchema = z.object({
  id: z.string().optional().meta({
    description:
      "Our media id: GET /v1/media/{id}. Absent only when the file could not be fetched from WhatsApp.",
  }),
  mime_type: z.string(),
  sha256: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional().meta({ description: "A document's file name." }),
});
export type ReceivedMedia = z.infer<typeof receivedMediaSchema>;

const receivedMedia = <Type extends MediaMessageType>(type: Type) =>
  z.object({
    ...receivedFields,
    type: z.literal(type),
    [type]: receivedMediaSchema,
  }) as unknown as z.ZodObject<
    typeof receivedFields & { type: z.ZodLiteral<Type> } & Record<Type, typeof receivedMediaSchema>
  >;

/** What a customer tapped: a reply button, or a list's row. */
export const interactiveReplySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("button_reply"),
    button_reply: z.object({ id: z.string(), title: z.string() }),
  }),
  z.object({
    type: z.literal("list_reply"),
    list_reply: z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().optional(),
    }),
  }),
]);
export type InteractiveReply = z.infer<typeof interactiveReplySchema>;

/** A customer's message as the business's webhook forwards it, in Meta's shapes by `type`. */
export const receivedMessageSchema = z.discriminatedUnion("type", [
  z.object({ ...receivedFields, type: z.literal("text"), text: z.object({ body: z.string() }) }),
  receivedMedia("image"),
  receivedMedia("video"),
  receivedMedia("audio"),
  receivedMedia("document"),
  z.object({
    ...receivedFields,
    type: z.literal("interactive"),
    interactive: interactiveReplySchema,
  }),
  z.object({
    ...receivedFields,
    type: z.literal("button"),
    button: z.object({
      payload: z.string().meta({ description: "The quick-reply button's payload, as sent." }),
      text: z.string().meta({ description: "The button's label." }),
    }),
  }),
]);
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;

export const messageReceivedEventSchema = z.object({
  type: z.literal("message.received"),
  timestamp: z.string(),
  data: receivedMessageSchema,
});
export type MessageReceivedEvent = z.infer<typeof messageReceivedEventSchema>;
