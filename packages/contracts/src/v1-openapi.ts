import { z } from "zod";
import {
  messageReceivedEventSchema,
  messageStatusAnswerSchema,
  messageStatusEventSchema,
  sendAnswerSchema,
  sendMessageSchema,
  sendTemplateMessageSchema,
  sendTextMessageSchema,
  V1_RATE_LIMITS,
  v1ErrorBodySchema,
} from "./messaging.ts";
import {
  CLOUD_API_RATE_LIMIT_ERRORS,
  cloudApiErrorBodySchema,
  cloudApiErrorOf,
  cloudApiSendAnswerSchema,
  cloudApiTemplateMessageSchema,
  cloudApiTextMessageSchema,
  type CloudApiError,
} from "./cloud-api.ts";
import { V1_ERRORS, type V1ErrorCode } from "./errors.ts";
import { MEDIA_MAX_BYTES, MEDIA_TYPES, mediaSchema } from "./media.ts";
import {
  consentChangeInputSchema,
  contactConsentEventSchema,
  contactPageSchema,
  contactSchema,
  contactImportSchema,
  contactWithLedgerSchema,
  segmentFilterSchema,
  segmentInputSchema,
  segmentSchema,
  updateContactInputSchema,
  upsertContactInputSchema,
} from "./contacts.ts";
import {
  CAMPAIGN_RECIPIENT_STATUSES,
  campaignCompletedEventSchema,
  campaignRecipientSchema,
  campaignSchema,
  createCampaignInputSchema,
  preflightSchema,
  retargetInputSchema,
} from "./campaigns.ts";
import {
  CONVERSATION_LIMITS,
  CONVERSATION_STATUSES,
  conversationMessageSchema,
  conversationSchema,
  updateConversationInputSchema,
} from "./conversations.ts";

// The OpenAPI 3.1 document of /v1, built from the zod schemas the server validates and answers
// with. The server serves it at /v1/openapi.json and the documentation page is rendered from it,
// so the three cannot drift apart.

/** Where the API lives in production (the documentation page's base URL). */
export const V1_BASE_URL = "https://api.aizapy.com/v1";

const exampleMessageId = "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b";
const exampleTime = "2026-11-25T09:15:00.000Z";
const exampleContactId = "0193a2b4-9999-7e8f-9a0b-1c2d3e4f5a6b";
const exampleImportId = "0193a2b4-8888-7e8f-9a0b-1c2d3e4f5a6b";
const exampleCampaignId = "0193a2b4-6666-7e8f-9a0b-1c2d3e4f5a6b";
const exampleConversationId = "5b0f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e";
const exampleMemberId = "0193a2b4-7777-7e8f-9a0b-1c2d3e4f5a6b";

/** Example requests and answers: the document's and the documentation page's. */
export const V1_EXAMPLES = {
  sendText: {
    to: "+919876543210",
    type: "text",
    text: { body: "Your order #10245 is on its way!" },
  },
  sendImage: {
    to: "+919876543210",
    type: "image",
    image: { id: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6c", caption: "Your Diwali hamper" },
  },
  sendImageLink: {
    to: "+919876543210",
    type: "image",
    image: { link: "https://cdn.example.com/catalogue/diwali.jpg" },
  },
  sendDocument: {
    to: "+919876543210",
    type: "document",
    document: {
      id: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6d",
      filename: "Invoice-10245.pdf",
      caption: "Your invoice",
    },
  },
  sendAudio: {
    to: "+919876543210",
    type: "audio",
    audio: { id: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6e" },
  },
  sendVideo: {
    to: "+919876543210",
    type: "video",
    video: { link: "https://cdn.example.com/how-to-use.mp4", caption: "How to use it" },
  },
  sendButtons: {
    to: "+919876543210",
    type: "interactive",
    interactive: {
      type: "button",
      header: { type: "text", text: "Order #10245" },
      body: { text: "Shall we deliver tomorrow between 9 and 12?" },
      footer: { text: "Reply to confirm" },
      action: {
        buttons: [
          { type: "reply", reply: { id: "deliver-yes", title: "Yes, deliver" } },
          { type: "reply", reply: { id: "deliver-later", title: "Another day" } },
        ],
      },
    },
  },
  sendList: {
    to: "+919876543210",
    type: "interactive",
    interactive: {
      type: "list",
      body: { text: "Choose a delivery slot" },
      action: {
        button: "Slots",
        sections: [
          {
            title: "Tomorrow",
            rows: [
              { id: "slot-am", title: "9 am – 12 pm", description: "Morning" },
              { id: "slot-pm", title: "4 pm – 7 pm", description: "Evening" },
            ],
          },
        ],
      },
    },
  },
  sendTemplate: {
    to: "+919876543210",
    template: {
      name: "order_confirmation",
      language: "en",
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Priya" },
            { type: "text", text: "#10245" },
          ],
        },
      ],
    },
  },
  accepted: { success: true, message_id: exampleMessageId, status: "accepted" },
  cloudApiSendTemplate: {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: "919876543210",
    type: "template",
    template: {
      name: "order_confirmation",
      language: { code: "en" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Priya" },
            { type: "text", text: "#10245" },
          ],
        },
      ],
    },
  },
  cloudApiAccepted: {
    messaging_product: "whatsapp",
    contacts: [{ input: "919876543210", wa_id: "919876543210" }],
    messages: [{ id: exampleMessageId }],
  },
  status: {
    message_id: exampleMessageId,
    status: "delivered",
    timestamp: exampleTime,
    recipient: "+919876543210",
  },
  failedStatus: {
    message_id: exampleMessageId,
    status: "failed",
    timestamp: exampleTime,
    recipient: "+919876500000",
    error: {
      code: 131026,
      title: "Message undeliverable",
      detail: "The recipient cannot be reached on WhatsApp.",
    },
  },
  statusEvent: {
    type: "message.status",
    timestamp: exampleTime,
    data: {
      message_id: exampleMessageId,
      status: "delivered",
      timestamp: exampleTime,
      recipient: "+919876543210",
      error: null,
      pricing: { billable: true, category: "marketing", price_inr: 0.88, currency: "INR" },
    },
  },
  receivedEvent: {
    type: "message.received",
    timestamp: exampleTime,
    data: {
      message_id: "0193a2b4-7777-7e8f-9a0b-1c2d3e4f5a6b",
      from: "+919876543210",
      type: "text",
      text: { body: "Is my order shipped?" },
      timestamp: exampleTime,
    },
  },
  receivedImageEvent: {
    type: "message.received",
    timestamp: exampleTime,
    data: {
      message_id: "0193a2b4-7777-7e8f-9a0b-1c2d3e4f5a6c",
      from: "+919876543210",
      type: "image",
      image: {
        id: "0193a2b4-7777-7e8f-9a0b-1c2d3e4f5a6d",
        mime_type: "image/jpeg",
        sha256: "3b9f1a1c5d0e2f7a4b6c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c",
        caption: "Is this in stock?",
      },
      timestamp: exampleTime,
    },
  },
  receivedButtonReplyEvent: {
    type: "message.received",
    timestamp: exampleTime,
    data: {
      message_id: "0193a2b4-7777-7e8f-9a0b-1c2d3e4f5a6e",
      from: "+919876543210",
      type: "interactive",
      interactive: {
        type: "button_reply",
        button_reply: { id: "deliver-yes", title: "Yes, deliver" },
      },
      timestamp: exampleTime,
    },
  },
  upsertContact: {
    phone: "+91 98765 43210",
    name: "Priya Sharma",
    attributes: { city: "Pune", orders: 3 },
    tags: ["diwali-2026", "vip"],
    optIn: { source: "checkout form" },
  },
  contact: {
    id: exampleContactId,
    phone: "+919876543210",
    name: "Priya Sharma",
    attributes: { city: "Pune", orders: 3 },
    tags: ["diwali-2026", "vip"],
    consent: { status: "opted_in", source: "checkout form", updatedAt: exampleTime },
    lastInboundAt: null,
    createdAt: exampleTime,
    updatedAt: exampleTime,
  },
  updateContact: { attributes: { city: "Mumbai", pincode: null }, tags: ["vip"] },
  consentChange: { source: "asked in store" },
  segmentInput: {
    name: "Diwali buyers in Pune",
    filter: { tags: ["diwali-2026"], attributes: { city: "Pune" }, consent: "opted_in" },
  },
  segment: {
    id: "0193a2b4-7777-7e8f-9a0b-1c2d3e4f5a6b",
    name: "Diwali buyers in Pune",
    filter: { tags: ["diwali-2026"], attributes: { city: "Pune" }, consent: "opted_in" },
    count: 1284,
    createdAt: exampleTime,
    updatedAt: exampleTime,
  },
  createCampaign: {
    name: "Diwali sale: Pune",
    template: {
      name: "diwali_offer",
      language: "en",
      parameters: [{ field: "name" }, { attribute: "city" }, { text: "20%" }],
    },
    audience: { tags: ["diwali-2026"] },
    holdoutPercent: 10,
  },
  campaign: {
    id: exampleCampaignId,
    name: "Diwali sale: Pune",
    status: "sending",
    template: {
      name: "diwali_offer",
      language: "en",
      parameters: [{ field: "name" }, { attribute: "city" }, { text: "20%" }],
      category: "marketing",
    },
    audience: { tags: ["diwali-2026"] },
    scheduledAt: null,
    holdoutPercent: 10,
    marketingLimitRetries: 3,
    retargetOf: null,
    counts: {
      audience: 1284,
      holdout: 128,
      pending: 356,
      queued: 790,
      sent: 781,
      delivered: 760,
      read: 512,
      replied: 41,
      failed: 7,
      retrying: 3,
      recovered: 0,
    },
    excluded: { optedOut: 12, invalid: 4 },
    failures: { "131026": 7, "131049": 3 },
    cost: { currency: "INR", amount: "687.28" },
    uplift: { sentReplyRate: 0.0525, holdoutReplyRate: 0.0156 },
    waitingFor: null,
    createdAt: exampleTime,
    launchedAt: exampleTime,
    completedAt: null,
  },
  preflight: {
    eligible: 1284,
    excluded: { optedOut: 12, invalid: 4, duplicate: 0, frequencyCap: 9, overCapacity: 0 },
    holdout: 128,
    estimatedCost: { currency: "INR", amount: "1017.28" },
    capacity: { tier: "2000", remaining: 1840 },
  },
  recipient: {
    contactId: exampleContactId,
    phone: "+919876500000",
    status: "failed",
    messageId: exampleMessageId,
    attempts: 1,
    failure: {
      code: "131026",
      reason: "The number is not on WhatsApp, or cannot receive this message.",
    },
    nextAttemptAt: null,
    updatedAt: exampleTime,
  },
  retarget: { audience: "not_read" },
  campaignCompletedEvent: {
    type: "campaign.completed",
    timestamp: exampleTime,
    data: {
      campaign_id: exampleCampaignId,
      name: "Diwali sale: Pune",
      counts: {
        audience: 1284,
        holdout: 128,
        pending: 0,
        queued: 1146,
        sent: 1140,
        delivered: 1102,
        read: 801,
        replied: 63,
        failed: 10,
        retrying: 0,
        recovered: 2,
      },
    },
  },
  contactOptedOutEvent: {
    type: "contact.opted_out",
    timestamp: exampleTime,
    data: {
      contact_id: exampleContactId,
      phone: "+919876543210",
      source: "keyword: STOP",
      actor: "customer",
      timestamp: exampleTime,
    },
  },
  conversation: {
    id: exampleConversationId,
    contact: { id: exampleContactId, phone: "+919876543210", name: "Priya Sharma" },
    status: "open",
    snoozedUntil: null,
    assignee: { id: exampleMemberId, name: "Arjun Mehta" },
    windowExpiresAt: "2026-11-26T09:15:00.000Z",
    lastMessageAt: exampleTime,
    unread: 2,
  },
  conversationMessage: {
    id: exampleMessageId,
    direction: "inbound",
    type: "text",
    text: "Is the blue kurta available in M?",
    status: "received",
    category: "service",
    source: "customer",
    createdAt: exampleTime,
  },
  updateConversation: { status: "resolved" },
  error: {
    error: {
      code: "outside_service_window",
      message:
        "+919876543210 has not written to this business in the last 24 hours: free-form text is refused. Send an approved template instead.",
      details: { to: "+919876543210", window_hours: 24 },
    },
  },
} as const;

/** The headers every /v1 answer carries about the key's limits. */
export const V1_RATE_LIMIT_HEADERS = {
  "RateLimit-Policy": `The limits that apply, e.g. "burst";q=${V1_RATE_LIMITS.messagesPerSecond};w=1, "hourly";q=${V1_RATE_LIMITS.messagesPerHour};w=3600, "calls";q=${V1_RATE_LIMITS.callsPerMinute};w=60`,
  RateLimit: 'What is left of each: "calls";r=99;t=60 (r remaining, t seconds until full)',
  "X-RateLimit-Limit": "The limit closest to running out",
  "X-RateLimit-Remaining": "What is left of it",
  "X-RateLimit-Reset": "Seconds until it is full again",
  "Retry-After": "With 429 and 503: seconds to wait before trying again",
} as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function componentSchemas(): Record<string, unknown> {
  const named: [z.ZodType, string, "input" | "output"][] = [
    [sendTextMessageSchema, "SendTextMessage", "input"],
    [sendMessageSchema, "SendMessage", "input"],
    [sendTemplateMessageSchema, "SendTemplateMessage", "input"],
    [sendAnswerSchema, "SendAnswer", "output"],
    [messageStatusAnswerSchema, "MessageStatus", "output"],
    [v1ErrorBodySchema, "Error", "output"],
    [cloudApiTextMessageSchema, "CloudApiTextMessage", "input"],
    [cloudApiTemplateMessageSchema, "CloudApiTemplateMessage", "input"],
    [cloudApiSendAnswerSchema, "CloudApiSendAnswer", "output"],
    [cloudApiErrorBodySchema, "CloudApiError", "output"],
    [messageStatusEventSchema, "MessageStatusEvent", "output"],
    [messageReceivedEventSchema, "MessageReceivedEvent", "output"],
    [upsertContactInputSchema, "UpsertContact", "input"],
    [updateContactInputSchema, "UpdateContact", "input"],
    [consentChangeInputSchema, "ConsentChange", "input"],
    [contactSchema, "Contact", "output"],
    [contactWithLedgerSchema, "ContactWithConsentHistory", "output"],
    [contactPageSchema, "ContactPage", "output"],
    [contactConsentEventSchema, "ContactConsentEvent", "output"],
    [contactImportSchema, "ContactImport", "output"],
    [segmentInputSchema, "SegmentInput", "input"],
    [segmentFilterSchema, "SegmentFilter", "input"],
    [segmentSchema, "Segment", "output"],
    [createCampaignInputSchema, "CreateCampaign", "input"],
    [retargetInputSchema, "Retarget", "input"],
    [campaignSchema, "Campaign", "output"],
    [preflightSchema, "Preflight", "output"],
    [campaignRecipientSchema, "CampaignRecipient", "output"],
    [campaignCompletedEventSchema, "CampaignCompletedEvent", "output"],
    [mediaSchema, "Media", "output"],
    [conversationSchema, "Conversation", "output"],
    [conversationMessageSchema, "ConversationMessage", "output"],
    [updateConversationInputSchema, "UpdateConversation", "input"],
  ];
  const schemas: Record<string, Record<string, unknown>> = {};
  for (const io of ["input", "output"] as const) {
    const group = z.registry<{ id: string }>();
    for (const [schema, id, kind] of named) if (kind === io) group.add(schema, { id });
    const document = z.toJSONSchema(group, {
      io,
      target: "draft-2020-12",
      uri: (id) => `#/components/schemas/${id}`,
    }) as { schemas: Record<string, Record<string, unknown>> };
    for (const [id, { $schema: _, $id: __, ...schema }] of Object.entries(document.schemas)) {
      schemas[id] = schema;
    }
  }
  // One example of each kind of body, in the schemas (an operation shows one example, a text).
  schemas.SendMessage!.examples = [
    V1_EXAMPLES.sendText,
    V1_EXAMPLES.sendImage,
    V1_EXAMPLES.sendImageLink,
    V1_EXAMPLES.sendDocument,
    V1_EXAMPLES.sendAudio,
    V1_EXAMPLES.sendVideo,
    V1_EXAMPLES.sendButtons,
    V1_EXAMPLES.sendList,
  ];
  schemas.MessageReceivedEvent!.examples = [
    V1_EXAMPLES.receivedEvent,
    V1_EXAMPLES.receivedImageEvent,
    V1_EXAMPLES.receivedButtonReplyEvent,
  ];
  return schemas;
}

const rateLimitHeaderObjects = Object.fromEntries(
  Object.entries(V1_RATE_LIMIT_HEADERS)
    .filter(([name]) => name !== "Retry-After")
    .map(([name, description]) => [name, { description, schema: { type: "string" } }]),
);

function errorResponses(codes: V1ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, V1ErrorCode[]>();
  for (const code of codes) {
    const status = V1_ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((code) => `\`${code}\`: ${V1_ERRORS[code].description}`).join(" "),
        headers: {
          ...rateLimitHeaderObjects,
          ...(status === 429 || status === 503
            ? {
                "Retry-After": {
                  description: V1_RATE_LIMIT_HEADERS["Retry-After"],
                  schema: { type: "integer" },
                },
              }
            : {}),
        },
        content: { "application/json": { schema: ref("Error") } },
      },
    ]),
  );
}

const COMMON_ERRORS: V1ErrorCode[] = [
  "unauthorized",
  "business_not_active",
  "rate_limited",
  "internal_error",
  "service_unavailable",
  "maintenance",
];
const SEND_ERRORS: V1ErrorCode[] = [
  "invalid_request",
  ...COMMON_ERRORS,
  "idempotency_key_in_use",
  "no_active_configuration",
  "request_too_large",
  "unsupported_media_type",
  "idempotency_key_reused",
];

const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Any unique string (up to 255 visible ASCII characters). The same key with the same body within 24 hours answers the first answer and sends nothing again; with another body, 422 idempotency_key_reused; while the first is still running, 409 idempotency_key_in_use.",
  schema: { type: "string", maxLength: 255 },
};

function sendOperation(options: {
  summary: string;
  description: string;
  schema: string;
  example: unknown;
  extraErrors: V1ErrorCode[];
}) {
  return {
    post: {
      summary: options.summary,
      description: options.description,
      parameters: [idempotencyKey],
      requestBody: {
        required: true,
        content: { "application/json": { schema: ref(options.schema), example: options.example } },
      },
      responses: {
        "200": {
          description:
            "Accepted: the message is stored and will be delivered; follow it with the status call or the message.status webhook.",
          headers: {
            ...rateLimitHeaderObjects,
            "Idempotent-Replayed": {
              description:
                "true when this is the stored answer of an earlier request with the same Idempotency-Key",
              schema: { type: "string" },
            },
          },
          content: {
            "application/json": { schema: ref("SendAnswer"), example: V1_EXAMPLES.accepted },
          },
        },
        ...errorResponses([...SEND_ERRORS, ...options.extraErrors]),
      },
    },
  };
}

const contactId = {
  name: "contact_id",
  in: "path",
  required: true,
  description: "The contact's id, from the answer that created it or a list.",
  schema: { type: "string" },
};

const importId = {
  name: "import_id",
  in: "path",
  required: true,
  description: "The import's id, from the answer that started it.",
  schema: { type: "string" },
};

const CONTACT_ERRORS: V1ErrorCode[] = [
  ...COMMON_ERRORS,
  "request_too_large",
  "unsupported_media_type",
];

/** An answer with a contact-shaped body. */
const contactAnswer = (
  description: string,
  schema = "Contact",
  example: unknown = V1_EXAMPLES.contact,
) => ({
  description,
  headers: rateLimitHeaderObjects,
  content: { "application/json": { schema: ref(schema), example } },
});

const jsonBody = (schema: string, example: unknown) => ({
  required: true,
  content: { "application/json": { schema: ref(schema), example } },
});

function consentOperation(direction: "in" | "out") {
  return {
    post: {
      summary: direction === "in" ? "Record a contact's opt-in" : "Record a contact's opt-out",
      description:
        direction === "in"
          ? "The contact agreed to hear marketing from you; say where. Kept in its consent history and announced by the contact.opted_in webhook. Already opted in: nothing changes."
          : "The contact no longer wants marketing: marketing templates to it are refused (422 contact_opted_out) from now on; utility and authentication templates still go. Kept in its consent history and announced by the contact.opted_out webhook.",
      parameters: [contactId],
      requestBody: jsonBody("ConsentChange", V1_EXAMPLES.consentChange),
      responses: {
        "200": contactAnswer("The contact with its consent now."),
        ...errorResponses([...CONTACT_ERRORS, "invalid_request", "not_found"]),
      },
    },
  };
}

const segmentId = {
  name: "segment_id",
  in: "path",
  required: true,
  description: "The segment's id, from the answer that saved it or the list.",
  schema: { type: "string" },
};

function segmentPaths() {
  const segment = (description: string) =>
    contactAnswer(description, "Segment", V1_EXAMPLES.segment);
  return {
    "/segments": {
      post: {
        summary: "Save a segment",
        description:
          "A named filter over your contacts: all of `tags`, any of `anyTags`, attributes equal to their values (compared as text), consent, and whether they wrote within N days. It holds whoever matches when it is read: list its contacts with GET /contacts?segmentId=.",
        requestBody: jsonBody("SegmentInput", V1_EXAMPLES.segmentInput),
        responses: {
          "201": segment("The segment, with the contacts it holds now."),
          ...errorResponses([...CONTACT_ERRORS, "invalid_request"]),
        },
      },
      get: {
        summary: "List segments",
        description: "Every saved segment by name, each with its count now.",
        responses: {
          "200": {
            description: "The segments.",
            headers: rateLimitHeaderObjects,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["items"],
                  properties: { items: { type: "array", items: ref("Segment") } },
                },
                example: { items: [V1_EXAMPLES.segment] },
              },
            },
          },
          ...errorResponses(COMMON_ERRORS),
        },
      },
    },
    "/segments/count": {
      post: {
        summary: "Count a filter's contacts",
        description:
          "How many contacts a filter holds, without saving it: to show while it is edited.",
        requestBody: jsonBody("SegmentFilter", V1_EXAMPLES.segmentInput.filter),
        responses: {
          "200": {
            description: "The count.",
            headers: rateLimitHeaderObjects,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["count"],
                  properties: { count: { type: "integer" } },
                },
                example: { count: 1284 },
              },
            },
          },
          ...errorResponses([...CONTACT_ERRORS, "invalid_request"]),
        },
      },
    },
    "/segments/{segment_id}": {
      get: {
        summary: "Get a segment",
        description: "Its filter and the contacts it holds now.",
        parameters: [segmentId],
        responses: {
          "200": segment("The segment."),
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
      put: {
        summary: "Replace a segment",
        description: "Its name and filter, both given.",
        parameters: [segmentId],
        requestBody: jsonBody("SegmentInput", V1_EXAMPLES.segmentInput),
        responses: {
          "200": segment("The segment, changed."),
          ...errorResponses([...CONTACT_ERRORS, "invalid_request", "not_found"]),
        },
      },
      delete: {
        summary: "Delete a segment",
        description: "The filter only: its contacts stay.",
        parameters: [segmentId],
        responses: {
          "204": { description: "Deleted.", headers: rateLimitHeaderObjects },
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
    },
  };
}

function contactPaths() {
  return {
    "/contacts": {
      post: {
        summary: "Add a contact, or change the one with its number",
        description:
          "Upserts by phone number (E.164; a number without a country code is taken as Indian). A known number keeps its details: the name is replaced when given, attributes are merged and tags added. With `optIn`, its consent is recorded as opted in. A number you deleted comes back as new, with the consent it had.",
        requestBody: jsonBody("UpsertContact", V1_EXAMPLES.upsertContact),
        responses: {
          "201": contactAnswer("A new contact."),
          "200": contactAnswer("The contact with this number, updated."),
          ...errorResponses([...CONTACT_ERRORS, "invalid_request"]),
        },
      },
      get: {
        summary: "List contacts",
        description:
          "Newest first, a page at a time: pass `nextCursor` as `cursor` for the next page.",
        parameters: [
          {
            name: "tag",
            in: "query",
            required: false,
            description: "Only contacts with this tag.",
            schema: { type: "string" },
          },
          {
            name: "q",
            in: "query",
            required: false,
            description: "Search names, and numbers by their digits.",
            schema: { type: "string" },
          },
          {
            name: "consent",
            in: "query",
            required: false,
            description: "opted_in, opted_out or unknown.",
            schema: { type: "string", enum: ["opted_in", "opted_out", "unknown"] },
          },
          {
            name: "segmentId",
            in: "query",
            required: false,
            description: "Only the contacts a saved segment holds now.",
            schema: { type: "string" },
          },
          {
            name: "cursor",
            in: "query",
            required: false,
            description: "The previous page's nextCursor.",
            schema: { type: "string" },
          },
          {
            name: "limit",
            in: "query",
            required: false,
            description: "1 to 200 (default 50).",
            schema: { type: "integer", minimum: 1, maximum: 200 },
          },
        ],
        responses: {
          "200": contactAnswer("A page of contacts.", "ContactPage", {
            items: [V1_EXAMPLES.contact],
            nextCursor: null,
          }),
          ...errorResponses([...COMMON_ERRORS, "invalid_request"]),
        },
      },
    },
    "/contacts/imports": {
      post: {
        summary: "Import contacts from a CSV file",
        description:
          "Send the file as the body with Content-Type: text/csv (up to 32 MB, about 500,000 rows). Its header names the columns: phone (or mobile, whatsapp), name, tags (separated by ; or |); any other column becomes an attribute. Known numbers are updated (name replaced, attributes merged, tags added). With `optInSource`, every imported contact whose consent is unknown is recorded as opted in from it; an opt-out always stands. The import runs in the background: follow it with the answer's id.",
        parameters: [
          {
            name: "optInSource",
            in: "query",
            required: false,
            description:
              "Where these contacts agreed to hear marketing, e.g. `store signup sheet`.",
            schema: { type: "string" },
          },
        ],
        requestBody: {
          required: true,
          content: {
            "text/csv": {
              schema: { type: "string" },
              example: "phone,name,city,tags\n+91 98765 43210,Priya Sharma,Pune,vip;diwali\n",
            },
          },
        },
        responses: {
          "202": {
            description: "The import has started.",
            headers: rateLimitHeaderObjects,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["id", "status"],
                  properties: { id: { type: "string" }, status: { const: "running" } },
                },
                example: { id: exampleImportId, status: "running" },
              },
            },
          },
          ...errorResponses([...CONTACT_ERRORS, "invalid_request"]),
        },
      },
    },
    "/contacts/imports/{import_id}": {
      get: {
        summary: "Follow a contact import",
        description:
          "Its progress (`processed` of `total` rows), what it created and updated, and the first 100 rows it could not take with the reason; the report has them all. Row 1 is the header.",
        parameters: [importId],
        responses: {
          "200": contactAnswer("The import.", "ContactImport", {
            id: exampleImportId,
            status: "completed",
            total: 1200,
            processed: 1200,
            created: 1150,
            updated: 48,
            failed: 2,
            errors: [
              {
                row: 17,
                message: "phone: Enter the contact's WhatsApp number, e.g. +91 98765 43210",
              },
              { row: 903, message: "name: Names are at most 200 characters" },
            ],
            failureReason: null,
            createdAt: exampleTime,
            completedAt: exampleTime,
          }),
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
    },
    "/contacts/imports/{import_id}/report": {
      get: {
        summary: "Download the rows an import could not take",
        description: "Every rejected row as CSV: its row number, the phone as given, and why.",
        parameters: [importId],
        responses: {
          "200": {
            description: "The report.",
            headers: rateLimitHeaderObjects,
            content: {
              "text/csv": {
                schema: { type: "string" },
                example:
                  "row,phone,error\n17,12345,phone: Enter the contact's WhatsApp number, e.g. +91 98765 43210\n",
              },
            },
          },
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
    },
    "/contacts/{contact_id}": {
      get: {
        summary: "Get a contact with its consent history",
        description:
          "Every change of its consent, newest first: to what, the source, who (your API key, a member of your team, or the customer by keyword) and when. Another business's contact answers 404 exactly like an unknown id.",
        parameters: [contactId],
        responses: {
          "200": contactAnswer("The contact.", "ContactWithConsentHistory", {
            ...V1_EXAMPLES.contact,
            consentHistory: [
              {
                status: "opted_in",
                source: "checkout form",
                actor: { type: "api_key", id: "0193a2b4-1111-7e8f-9a0b-1c2d3e4f5a6b" },
                createdAt: exampleTime,
              },
            ],
          }),
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
      patch: {
        summary: "Update a contact",
        description:
          "Only the fields sent change: `name`; `attributes` merged (a null value removes one); `tags` replaced. Consent changes through opt-in and opt-out.",
        parameters: [contactId],
        requestBody: jsonBody("UpdateContact", V1_EXAMPLES.updateContact),
        responses: {
          "200": contactAnswer("The contact, updated."),
          ...errorResponses([...CONTACT_ERRORS, "invalid_request", "not_found"]),
        },
      },
      delete: {
        summary: "Delete a contact",
        description:
          "Forgets its name, attributes and tags. Its consent is kept: a number that opted out stays opted out if it is added again or writes to you.",
        parameters: [contactId],
        responses: {
          "204": { description: "Deleted.", headers: rateLimitHeaderObjects },
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
    },
    "/contacts/{contact_id}/opt-in": consentOperation("in"),
    "/contacts/{contact_id}/opt-out": consentOperation("out"),
    ...segmentPaths(),
  };
}

const campaignId = {
  name: "campaign_id",
  in: "path",
  required: true,
  description: "The campaign's id, from the answer that created it or the list.",
  schema: { type: "string" },
};

/** A cursor page of `schema`, as a media type object. */
const page = (schema: string, example: unknown) => ({
  schema: {
    type: "object",
    required: ["items", "nextCursor"],
    properties: {
      items: { type: "array", items: ref(schema) },
      nextCursor: {
        type: ["string", "null"],
        description: "Give it as `cursor` for the next page; null on the last.",
      },
    },
  },
  example: { items: [example], nextCursor: null },
});

const pageParameters = [
  { name: "cursor", in: "query", schema: { type: "string" } },
  {
    name: "limit",
    in: "query",
    schema: { type: "integer", minimum: 1, maximum: 200, default: 50 },
  },
];

const conversationPageParameters = [
  { name: "cursor", in: "query", schema: { type: "string" } },
  {
    name: "limit",
    in: "query",
    schema: {
      type: "integer",
      minimum: 1,
      maximum: CONVERSATION_LIMITS.pageMax,
      default: CONVERSATION_LIMITS.pageDefault,
    },
  },
];

function campaignPaths() {
  const campaign = (description: string) =>
    contactAnswer(description, "Campaign", V1_EXAMPLES.campaign);
  const change = (summary: string, description: string, status = "200") => ({
    post: {
      summary,
      description,
      parameters: [campaignId],
      responses: {
        [status]: campaign("The campaign now."),
        ...errorResponses([...COMMON_ERRORS, "not_found", "conflict"]),
      },
    },
  });
  return {
    "/campaigns": {
      post: {
        summary: "Create a campaign",
        description:
          'A draft: an approved template, what fills each of its parameters for each contact (`{"field": "name"}`, `{"attribute": "city"}` or `{"text": "…"}`), and the audience: contacts with any of `tags`, in a saved segment, or named by id, together and each once. `holdoutPercent` (0–50) of the eligible audience, drawn at random but the same on every run, is not sent, to measure the campaign\'s uplift. Nothing is sent until it is launched.',
        requestBody: jsonBody("CreateCampaign", V1_EXAMPLES.createCampaign),
        responses: {
          "201": campaign("The draft."),
          ...errorResponses([
            ...CONTACT_ERRORS,
            "invalid_request",
            "not_found",
            "template_not_found",
            "template_params_mismatch",
          ]),
        },
      },
      get: {
        summary: "List campaigns",
        description: "Newest first, each with its counts now.",
        parameters: pageParameters,
        responses: {
          "200": {
            description: "A page of campaigns.",
            headers: rateLimitHeaderObjects,
            content: { "application/json": page("Campaign", V1_EXAMPLES.campaign) },
          },
          ...errorResponses([...COMMON_ERRORS, "invalid_request"]),
        },
      },
    },
    "/campaigns/{campaign_id}": {
      get: {
        summary: "Get a campaign",
        description:
          "Its status and counts: each stage counts the recipients that reached at least it (`sent` includes the delivered, `delivered` the read); `holdout` and `failed` stand apart, `failures` counts by code, `cost` is what its sent messages cost at the rate card's price.",
        parameters: [campaignId],
        responses: {
          "200": campaign("The campaign."),
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
    },
    "/campaigns/{campaign_id}/preflight": {
      get: {
        summary: "Check a campaign before launch",
        description:
          "Who launching now would send to and who it leaves out: opted out (marketing templates), invalid (no value for a parameter, or not your contact), named twice, over the marketing frequency cap, or over your messaging limit now (those wait for capacity, they are not dropped). The estimated cost is at the rate card's price for the template's category.",
        parameters: [campaignId],
        responses: {
          "200": {
            description: "The preflight.",
            headers: rateLimitHeaderObjects,
            content: {
              "application/json": { schema: ref("Preflight"), example: V1_EXAMPLES.preflight },
            },
          },
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
    },
    "/campaigns/{campaign_id}/launch": change(
      "Launch a campaign",
      "Takes the audience as it is now and starts sending (status sending), or waits for `scheduledAt` (scheduled). Marketing waits out the workspace's quiet hours; your messaging limit is never exceeded (recipients over it wait); a contact that opts out while it runs receives nothing after its opt-out is stored. A campaign is launched once: 409 otherwise.",
      "202",
    ),
    "/campaigns/{campaign_id}/pause": change(
      "Pause a campaign",
      "Stops after the batch being sent; what was sent goes on. 409 unless scheduled or sending.",
    ),
    "/campaigns/{campaign_id}/resume": change(
      "Resume a campaign",
      "Sends the rest, from where it paused. 409 unless paused.",
    ),
    "/campaigns/{campaign_id}/cancel": change(
      "Cancel a campaign",
      "Ends it: the recipients not yet sent, or waiting for a retry, never are. 409 once completed or cancelled.",
    ),
    "/campaigns/{campaign_id}/retarget": {
      post: {
        summary: "Retarget one bucket of a campaign's recipients",
        description:
          "A new draft to one bucket of a launched campaign's recipients: `not_delivered` (sent, never delivered), `not_read` (delivered, never read), `read_not_replied`, or `failed` (for good), with the same template or another. Contacts that opted out since are left out at launch, as always.",
        parameters: [campaignId],
        requestBody: jsonBody("Retarget", V1_EXAMPLES.retarget),
        responses: {
          "201": campaign("The new draft."),
          ...errorResponses([
            ...CONTACT_ERRORS,
            "invalid_request",
            "not_found",
            "conflict",
            "template_not_found",
            "template_params_mismatch",
          ]),
        },
      },
    },
    "/campaigns/{campaign_id}/recipients": {
      get: {
        summary: "List a campaign's recipients",
        description:
          "Each recipient with its message id, status and, when it failed, the code and a sentence saying why. Filter by `status`.",
        parameters: [
          campaignId,
          {
            name: "status",
            in: "query",
            schema: { type: "string", enum: [...CAMPAIGN_RECIPIENT_STATUSES] },
          },
          ...pageParameters,
        ],
        responses: {
          "200": {
            description: "A page of recipients.",
            headers: rateLimitHeaderObjects,
            content: { "application/json": page("CampaignRecipient", V1_EXAMPLES.recipient) },
          },
          ...errorResponses([...COMMON_ERRORS, "invalid_request", "not_found"]),
        },
      },
    },
  };
}

const conversationId = {
  name: "conversation_id",
  in: "path",
  required: true,
  description: "The conversation's id, from the list.",
  schema: { type: "string" },
};

function conversationPaths() {
  const conversation = (description: string) =>
    contactAnswer(description, "Conversation", V1_EXAMPLES.conversation);
  return {
    "/conversations": {
      get: {
        summary: "List conversations",
        description:
          "One conversation per customer, holding every message in and out (your API's, campaigns', automation's, your agents' and the customer's), the latest activity first. Filter by `status` (a snooze whose time has come counts as open) and `assignee` (a member's id, or `unassigned`). A conversation you start stays resolved until the customer answers; a customer's message reopens it.",
        parameters: [
          {
            name: "status",
            in: "query",
            schema: { type: "string", enum: [...CONVERSATION_STATUSES] },
          },
          { name: "assignee", in: "query", schema: { type: "string" } },
          ...conversationPageParameters,
        ],
        responses: {
          "200": {
            description: "A page of conversations.",
            headers: rateLimitHeaderObjects,
            content: { "application/json": page("Conversation", V1_EXAMPLES.conversation) },
          },
          ...errorResponses([...COMMON_ERRORS, "invalid_request"]),
        },
      },
    },
    "/conversations/{conversation_id}": {
      get: {
        summary: "Get a conversation",
        description:
          "Its contact, status, assignee, unread count and when the 24-hour customer service window closes (free-form text is allowed until then).",
        parameters: [conversationId],
        responses: {
          "200": conversation("The conversation."),
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
      patch: {
        summary: "Change a conversation",
        description:
          "Its `status` (`snoozed` with `snoozedUntil`), its assignee (`assigneeId`: a member of your business, or null), or `read: true` to clear its unread count. Only what you send changes.",
        parameters: [conversationId],
        requestBody: jsonBody("UpdateConversation", V1_EXAMPLES.updateConversation),
        responses: {
          "200": conversation("The conversation now."),
          ...errorResponses([...CONTACT_ERRORS, "invalid_request", "not_found"]),
        },
      },
    },
    "/conversations/{conversation_id}/messages": {
      get: {
        summary: "List a conversation's messages",
        description:
          "Newest first: each with its direction, type, text, status, `source` (customer, api, campaign, automation or agent) and `sender` within that source.",
        parameters: [conversationId, ...conversationPageParameters],
        responses: {
          "200": {
            description: "A page of messages.",
            headers: rateLimitHeaderObjects,
            content: {
              "application/json": page("ConversationMessage", V1_EXAMPLES.conversationMessage),
            },
          },
          ...errorResponses([...COMMON_ERRORS, "invalid_request", "not_found"]),
        },
      },
    },
  };
}

const mediaId = {
  name: "media_id",
  in: "path",
  required: true,
  description: "The media's id, from the answer that uploaded it.",
  schema: { type: "string" },
};

function mediaPaths() {
  const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
  const limits = Object.entries(MEDIA_TYPES)
    .map(([type, { maxBytes }]) => `${type} ${megabytes(maxBytes)}`)
    .join(", ");
  return {
    "/media": {
      post: {
        summary: "Upload media",
        description: `One file as multipart/form-data, to send in messages. Its type is told from its bytes, never its name or declared type, and must be one WhatsApp takes, within its limit: ${limits} (400 unsupported_media otherwise; 413 request_too_large past the limit). AAC in an MPEG-4 container (.m4a) is stored as audio/mp4, and every legacy Office file (an OLE compound file) as application/msword. A body written for Meta's Cloud API is taken as it is (\`messaging_product\`); other text fields are ignored.`,
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file"],
                properties: {
                  file: {
                    type: "string",
                    contentMediaType: "application/octet-stream",
                    description: `The file, up to ${megabytes(MEDIA_MAX_BYTES)}; exactly one.`,
                  },
                  messaging_product: {
                    type: "string",
                    description: "`whatsapp`, as Meta's Cloud API clients send it (ignored).",
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Stored: send it in a message by its id.",
            headers: rateLimitHeaderObjects,
            content: {
              "application/json": {
                schema: ref("Media"),
                example: {
                  id: "0193a2b4-5555-7e8f-9a0b-1c2d3e4f5a6b",
                  mime_type: "image/jpeg",
                  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                  file_size: 48213,
                },
              },
            },
          },
          ...errorResponses([
            ...COMMON_ERRORS,
            "invalid_request",
            "unsupported_media",
            "request_too_large",
            "unsupported_media_type",
          ]),
        },
      },
    },
    "/media/{media_id}": {
      get: {
        summary: "Download media",
        description:
          "The file as it was uploaded: its type as Content-Type, its size as Content-Length, and the name it was uploaded under (with its type's extension) in Content-Disposition. Another business's media answers 404 exactly like an unknown id.",
        parameters: [mediaId],
        responses: {
          "200": {
            description: "The file.",
            headers: rateLimitHeaderObjects,
            content: Object.fromEntries(
              Object.keys(MEDIA_TYPES).map((type) => [
                type,
                { schema: { type: "string", contentMediaType: type } },
              ]),
            ),
          },
          ...errorResponses([...COMMON_ERRORS, "not_found"]),
        },
      },
    },
  };
}

/** The Meta-compatible send's refusals by status: each Meta code, and what it means here. */
function cloudApiErrorResponses(): Record<string, unknown> {
  const meaning = (code: V1ErrorCode) => V1_ERRORS[code].description;
  const refusals: [CloudApiError, string][] = [
    [
      cloudApiErrorOf("not_found"),
      "The phone_number_id is not your business's active configuration's.",
    ],
    ...(
      [
        "invalid_request",
        "unauthorized",
        "business_not_active",
        "outside_service_window",
        "template_not_found",
        "template_params_mismatch",
        "contact_opted_out",
        "idempotency_key_in_use",
        "idempotency_key_reused",
        "request_too_large",
        "unsupported_media_type",
        "internal_error",
        "service_unavailable",
        "maintenance",
      ] as const
    ).map((code): [CloudApiError, string] => [cloudApiErrorOf(code), meaning(code)]),
    [
      CLOUD_API_RATE_LIMIT_ERRORS.throughput,
      `The key's ${V1_RATE_LIMITS.messagesPerSecond} messages per second are used up; wait Retry-After seconds.`,
    ],
    [
      cloudApiErrorOf("rate_limited"),
      `The key's ${V1_RATE_LIMITS.messagesPerHour} messages per hour or ${V1_RATE_LIMITS.callsPerMinute} calls per minute are used up; wait Retry-After seconds.`,
    ],
    [
      CLOUD_API_RATE_LIMIT_ERRORS.anonymous,
      "Too many calls from your address without a valid key.",
    ],
  ];
  const byStatus = new Map<number, string[]>();
  for (const [error, what] of refusals) {
    const code = `\`${error.code}\`${error.subcode === undefined ? "" : ` (subcode ${error.subcode})`}`;
    byStatus.set(error.status, [
      ...(byStatus.get(error.status) ?? []),
      `${code} ${error.title}: ${what}`,
    ]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, lines]) => [
      String(status),
      {
        description: lines.join(" "),
        headers: {
          ...rateLimitHeaderObjects,
          ...(status === 503
            ? {
                "Retry-After": {
                  description: V1_RATE_LIMIT_HEADERS["Retry-After"],
                  schema: { type: "integer" },
                },
              }
            : {}),
        },
        content: { "application/json": { schema: ref("CloudApiError") } },
      },
    ]),
  );
}

/** POST /{phone_number_id}/messages: Meta's Cloud API send, answered in Meta's shapes. */
function cloudApiSendOperation() {
  return {
    post: {
      summary: "Send a message as on Meta's Cloud API",
      description:
        "Takes Meta's WhatsApp Cloud API send body unchanged (a text, template, media or interactive message, as /messages/send and /messages/template take them; `context` and `preview_url` are accepted and ignored) on your business's phone number id, and answers as Meta does: `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`, the id being the message's here. A program written for Meta's API changes only its base URL and token. The key, limits, Idempotency-Key and rules are those of /messages/send and /messages/template; refusals are Meta's error body with Meta's codes.",
      parameters: [
        {
          name: "phone_number_id",
          in: "path",
          required: true,
          description:
            "Your business's phone number id: on the workspace's Developers page and in GET /api/auth/me (business.phoneNumberId). Meta's id on the WhatsApp Cloud API, one of its own on the sandbox.",
          schema: { type: "string" },
        },
        idempotencyKey,
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              oneOf: [
                ref("CloudApiTextMessage"),
                ref("CloudApiTemplateMessage"),
                ref("SendMessage"),
              ],
            },
            example: V1_EXAMPLES.cloudApiSendTemplate,
          },
        },
      },
      responses: {
        "200": {
          description: "Accepted: the message is stored and will be delivered.",
          headers: {
            ...rateLimitHeaderObjects,
            "Idempotent-Replayed": {
              description:
                "true when this is the stored answer of an earlier request with the same Idempotency-Key",
              schema: { type: "string" },
            },
          },
          content: {
            "application/json": {
              schema: ref("CloudApiSendAnswer"),
              example: V1_EXAMPLES.cloudApiAccepted,
            },
          },
        },
        ...cloudApiErrorResponses(),
      },
    },
  };
}

/** The OpenAPI 3.1 document of the customer messaging API. */
export function buildV1OpenApiDocument(): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: {
      title: "Ai Zapy messaging API",
      version: "1.0.0",
      description: `Send WhatsApp messages and templates, follow their delivery, keep your contacts and their consent, run campaigns and retarget them, and receive customers' messages by webhook. Authenticate with \`Authorization: Bearer <API key>\`. Limits per key: ${V1_RATE_LIMITS.messagesPerSecond} messages per second, ${V1_RATE_LIMITS.messagesPerHour.toLocaleString("en-IN")} messages per hour, ${V1_RATE_LIMITS.callsPerMinute} API calls per minute. Errors are JSON: {"error": {"code", "message", "details"}}.`,
    },
    servers: [{ url: V1_BASE_URL }, { url: "/v1", description: "This server" }],
    security: [{ apiKey: [] }],
    paths: {
      "/messages/send": sendOperation({
        summary: "Send a free-form message",
        description:
          "Free-form text, media (`image`, `video`, `audio`, `document`: `{id}` of a file uploaded with POST /media, or `{link}` to an https URL, with `caption` and a document's `filename`) or interactive reply buttons (1 to 3, titles up to 20 characters) and lists (up to 10 rows, titles up to 24 characters, descriptions up to 72), in Meta's shapes and with Meta's limits (the SendMessage schema has an example of each). Allowed only inside the 24-hour customer service window (the recipient wrote to you in the last 24 hours); otherwise 422 outside_service_window: send a template instead. A media id that is not one of your business's uploads is 400 invalid_request naming the field (`image.id`). A body written for Meta's Cloud API is taken as it is (`messaging_product`, `recipient_type`).",
        schema: "SendMessage",
        example: V1_EXAMPLES.sendText,
        extraErrors: ["outside_service_window"],
      }),
      "/messages/template": sendOperation({
        summary: "Send a template message",
        description:
          'An approved template of your business, its {{1}}…{{n}} placeholders filled in order by the body component\'s parameters; a `header` component with an image, video or document (`{id}` or `{link}`) and `button` components (`quick_reply` with a `payload`, `url` with a `text`) are sent as given. Allowed at any time, except a marketing template to a contact who opted out (422 contact_opted_out). A body written for Meta\'s Cloud API is taken as it is (`messaging_product`, `recipient_type`, `type`, and `language` as `{"code": "en"}`).',
        schema: "SendTemplateMessage",
        example: V1_EXAMPLES.sendTemplate,
        extraErrors: ["template_not_found", "template_params_mismatch", "contact_opted_out"],
      }),
      "/messages/{message_id}/status": {
        get: {
          summary: "Get a message's status",
          description:
            "accepted → sent → delivered → read, or failed (with the error). Another business's message answers 404 exactly like an unknown id.",
          parameters: [
            { name: "message_id", in: "path", required: true, schema: { type: "string" } },
          ],
          responses: {
            "200": {
              description: "The message's latest status.",
              headers: rateLimitHeaderObjects,
              content: {
                "application/json": {
                  schema: ref("MessageStatus"),
                  examples: {
                    delivered: { value: V1_EXAMPLES.status },
                    failed: { value: V1_EXAMPLES.failedStatus },
                  },
                },
              },
            },
            ...errorResponses([...COMMON_ERRORS, "not_found"]),
          },
        },
      },
      "/{phone_number_id}/messages": cloudApiSendOperation(),
      ...contactPaths(),
      ...campaignPaths(),
      ...mediaPaths(),
      ...conversationPaths(),
    },
    webhooks: {
      "message.status": {
        post: {
          summary: "A message's status changed",
          description:
            "Signed per Standard Webhooks: headers webhook-id (the same on every retry), webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body> with your whsec_ secret). Answer 2xx within 10 s; failures are retried for about three days.",
          requestBody: {
            content: {
              "application/json": {
                schema: ref("MessageStatusEvent"),
                example: V1_EXAMPLES.statusEvent,
              },
            },
          },
          responses: { "200": { description: "Received." } },
        },
      },
      "message.received": {
        post: {
          summary: "A customer wrote to your business",
          description:
            "Opens (or extends) the 24-hour service window for free-form replies. In Meta's shapes by `type`: `text`; a file (`image`, `video`, `audio`, `document`) with our media `id` to download with GET /media/{media_id}; `interactive` with the `button_reply` or `list_reply` the customer tapped; `button`, a template's quick-reply button with its `payload`. Signed like message.status.",
          requestBody: {
            content: {
              "application/json": {
                schema: ref("MessageReceivedEvent"),
                example: V1_EXAMPLES.receivedEvent,
              },
            },
          },
          responses: { "200": { description: "Received." } },
        },
      },
      "campaign.completed": {
        post: {
          summary: "A campaign finished sending",
          description:
            "Every recipient is sent (or further), failed, held out, or waits only for a retry after Meta's marketing limit (131049); later statuses and retries still update the campaign's counts. Signed like message.status.",
          requestBody: {
            content: {
              "application/json": {
                schema: ref("CampaignCompletedEvent"),
                example: V1_EXAMPLES.campaignCompletedEvent,
              },
            },
          },
          responses: { "200": { description: "Received." } },
        },
      },
      ...Object.fromEntries(
        (["contact.opted_out", "contact.opted_in"] as const).map((type) => [
          type,
          {
            post: {
              summary:
                type === "contact.opted_out"
                  ? "A contact opted out of marketing"
                  : "A contact opted back in",
              description:
                "By a keyword it sent (STOP, START and your workspace's own), Meta's Stop promotions button, your API key or your team. Signed like message.status.",
              requestBody: {
                content: {
                  "application/json": {
                    schema: ref("ContactConsentEvent"),
                    example:
                      type === "contact.opted_out"
                        ? V1_EXAMPLES.contactOptedOutEvent
                        : {
                            ...V1_EXAMPLES.contactOptedOutEvent,
                            type,
                            data: {
                              ...V1_EXAMPLES.contactOptedOutEvent.data,
                              source: "keyword: START",
                            },
                          },
                  },
                },
              },
              responses: { "200": { description: "Received." } },
            },
          },
        ]),
      ),
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key of your business (azk_…), created in the Ai Zapy console.",
        },
      },
      schemas: componentSchemas(),
    },
  };
}
