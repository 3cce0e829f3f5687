import { z } from "zod";
import {
  messageReceivedEventSchema,
  messageStatusAnswerSchema,
  messageStatusEventSchema,
  sendAnswerSchema,
  sendTemplateMessageSchema,
  sendTextMessageSchema,
  V1_RATE_LIMITS,
  v1ErrorBodySchema,
} from "./messaging.ts";
import { V1_ERRORS, type V1ErrorCode } from "./errors.ts";

// The OpenAPI 3.1 document of /v1, built from the zod schemas the server validates and answers
// with. The server serves it at /v1/openapi.json and the documentation page is rendered from it,
// so the three cannot drift apart.

/** Where the API lives in production (the documentation page's base URL). */
export const V1_BASE_URL = "https://api.aizapy.com/v1";

const exampleMessageId = "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b";
const exampleTime = "2026-11-25T09:15:00.000Z";

/** Example requests and answers: the document's and the documentation page's. */
export const V1_EXAMPLES = {
  sendText: {
    to: "+919876543210",
    type: "text",
    text: { body: "Your order #10245 is on its way!" },
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
    [sendTemplateMessageSchema, "SendTemplateMessage", "input"],
    [sendAnswerSchema, "SendAnswer", "output"],
    [messageStatusAnswerSchema, "MessageStatus", "output"],
    [v1ErrorBodySchema, "Error", "output"],
    [messageStatusEventSchema, "MessageStatusEvent", "output"],
    [messageReceivedEventSchema, "MessageReceivedEvent", "output"],
  ];
  const schemas: Record<string, unknown> = {};
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

/** The OpenAPI 3.1 document of the customer messaging API. */
export function buildV1OpenApiDocument(): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: {
      title: "Ai Zapy messaging API",
      version: "1.0.0",
      description: `Send WhatsApp messages and templates, follow their delivery, and receive customers' messages by webhook. Authenticate with \`Authorization: Bearer <API key>\`. Limits per key: ${V1_RATE_LIMITS.messagesPerSecond} messages per second, ${V1_RATE_LIMITS.messagesPerHour.toLocaleString("en-IN")} messages per hour, ${V1_RATE_LIMITS.callsPerMinute} API calls per minute. Errors are JSON: {"error": {"code", "message", "details"}}.`,
    },
    servers: [{ url: V1_BASE_URL }, { url: "/v1", description: "This server" }],
    security: [{ apiKey: [] }],
    paths: {
      "/messages/send": sendOperation({
        summary: "Send a text message",
        description:
          "Free-form text, allowed only inside the 24-hour customer service window (the recipient wrote to you in the last 24 hours); otherwise 422 outside_service_window: send a template instead. A body written for Meta's Cloud API is taken as it is (`messaging_product`, `recipient_type`).",
        schema: "SendTextMessage",
        example: V1_EXAMPLES.sendText,
        extraErrors: ["outside_service_window"],
      }),
      "/messages/template": sendOperation({
        summary: "Send a template message",
        description:
          'An approved template of your business, its {{1}}…{{n}} placeholders filled in order by the body component\'s parameters. Allowed at any time. A body written for Meta\'s Cloud API is taken as it is (`messaging_product`, `recipient_type`, `type`, and `language` as `{"code": "en"}`).',
        schema: "SendTemplateMessage",
        example: V1_EXAMPLES.sendTemplate,
        extraErrors: ["template_not_found", "template_params_mismatch"],
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
            "Opens (or extends) the 24-hour service window for free-form replies. Signed like message.status.",
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
