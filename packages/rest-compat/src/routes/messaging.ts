import {
  createApiKeyInputSchema,
  createTemplateInputSchema,
  MESSAGE_DIRECTIONS,
  MESSAGE_QUEUE_STATES,
  sandboxInboundInputSchema,
  scheduleRateInputSchema,
  WEBHOOK_DELIVERY_STATES,
  WHATSAPP_MESSAGE_STATUSES,
} from "@aizapy/contracts";
import {
  apiKeysResponse,
  createdApiKeyResponse,
  inboundResponse,
  releasedResponse,
  rateCardResponse,
  rateResponse,
  systemStatusResponse,
  templateResponse,
  templatesResponse,
  usageResponse,
  webhookEventsResponse,
  whatsappMessageResponse,
  whatsappMessagesResponse,
} from "../response-schemas.ts";
import { pageParameters, pageQuery, textQuery, timeRangeParameters } from "./query.ts";
import { exampleTime, pick, session, type RestRoute } from "./route.ts";

const MESSAGE_FILTERS = [
  "businessId",
  "direction",
  "status",
  "queueState",
  "customerNumber",
  "from",
  "to",
] as const;
const EVENT_FILTERS = ["businessId", "apiConfigId", "state"] as const;

/** The business every example of the document belongs to (Spice Route Kitchen). */
export const exampleBusinessId = "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

const exampleMessage = {
  id: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b",
  businessId: exampleBusinessId,
  businessName: "Spice Route Kitchen",
  direction: "outbound",
  customerNumber: "+919876543210",
  type: "template",
  body: "Hi Priya, your order #10245 is confirmed.",
  templateName: "order_confirmation",
  category: "utility",
  status: "delivered",
  queueState: "done",
  attempts: 1,
  lastAttemptError: null,
  providerMessageId: "wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgS",
  errorCode: null,
  errorTitle: null,
  priceInr: 0.125,
  createdAt: exampleTime,
  statusAt: exampleTime,
};
const exampleRate = {
  id: "0193a2b4-9999-7e8f-9a0b-1c2d3e4f5a6b",
  category: "marketing",
  priceInr: 0.88,
  effectiveFrom: "2025-01-01T00:00:00.000Z",
  createdAt: exampleTime,
};

// What the console's routes and the workspace's (workspace.ts) say alike of a business's /v1 API
// keys, its message templates, its usage and its webhooks: examples, refusals, summaries and
// parameters.

export const exampleApiKey = {
  id: "0193a2b4-1111-7e8f-9a0b-1c2d3e4f5a6b",
  businessId: exampleBusinessId,
  name: "Order system",
  prefix: "azk_7Qm2xK9p",
  createdAt: exampleTime,
  lastUsedAt: null,
  revokedAt: null,
};
/** A new key in full, as its creation answers it (this once). */
export const exampleFullApiKey = "azk_7Qm2xK9pVbN3cR8sT1uW4yZ6aD0fG2hJ5kL7mP9q";
export const exampleTemplateInput = {
  name: "order_confirmation",
  language: "en",
  category: "utility",
  body: "Hi {{1}}, your order {{2}} is confirmed.",
};
export const exampleTemplate = {
  id: "0193a2b4-2222-7e8f-9a0b-1c2d3e4f5a6b",
  businessId: exampleBusinessId,
  ...exampleTemplateInput,
  parameterCount: 2,
  status: "approved",
  rejectionReason: null,
  createdAt: exampleTime,
  updatedAt: exampleTime,
};

export const CREATE_API_KEY_SUMMARY =
  "Create a /v1 API key: the answer shows the key in full, this once";
export const REVOKE_API_KEY_SUMMARY =
  "Revoke an API key: refused at once here, within a second on every server";
export const ADD_TEMPLATE_SUMMARY =
  "Add a message template ({{1}}…{{n}} placeholders): approved at once in the sandbox, submitted for Meta's review on the WhatsApp Cloud API";

export const KEY_ALREADY_REVOKED = {
  status: 409,
  description: "The key is already revoked.",
} as const;
export const TEMPLATE_EXISTS = {
  status: 409,
  description:
    "A template with this name and language exists (a field error on name), or Meta refused it.",
} as const;

/** How many months of usage a request asks for, as the document describes it. */
export const MONTHS_PARAMETER = {
  name: "months",
  description: "How many months (1–24, default 6).",
  schema: { type: "integer", minimum: 1, maximum: 24, default: 6 },
};
/** The `months` query parameter, as the billing service takes it. */
export const monthsOf = (query: Record<string, unknown>) =>
  query.months === undefined ? {} : { months: Number(query.months) };

/** An attempt at delivering a webhook that the endpoint answered with 200. */
const exampleDeliveredAttempt = {
  attempt: 1,
  attemptedAt: exampleTime,
  statusCode: 200,
  latencyMs: 38,
  error: null,
  responseExcerpt: "ok",
};
/** A message's status webhook, delivered at the first attempt. */
export const exampleWebhookEvent = {
  id: "evt_0193a2b45c6d7e8f9a0b1c2d3e4f5a6b",
  businessId: exampleBusinessId,
  businessName: exampleMessage.businessName,
  apiConfigId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  type: "message.status",
  messageId: exampleMessage.id,
  body: '{"type":"message.status","timestamp":"2026-11-22T09:15:00.000Z","data":{}}',
  state: "delivered",
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  createdAt: exampleTime,
  deliveredAt: exampleTime,
  deliveryLog: [exampleDeliveredAttempt],
};

/** The filter of a list of webhook events by their delivery state. */
export const DELIVERY_STATE_PARAMETER = {
  name: "state",
  description: "Only events in this state.",
  schema: { type: "string", enum: [...WEBHOOK_DELIVERY_STATES] },
};

/** The messaging platform, as operators run it: API keys, templates, the sandbox, deliveries. */
export const messagingRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/businesses/:id/api-keys",
    summary: "A business's /v1 API keys, newest first (never the keys themselves)",
    requiresSession: true,
    run: (services, { params }) => services.apiKeys.list(params.id!),
    successStatus: 200,
    response: apiKeysResponse,
    examples: { response: [exampleApiKey] },
  },
  {
    method: "post",
    path: "/admin/businesses/:id/api-keys",
    summary: CREATE_API_KEY_SUMMARY,
    requiresSession: true,
    body: createApiKeyInputSchema,
    run: async (services, { params, body }, auth) => {
      const created = await services.apiKeys.create(session(auth), params.id!, body);
      return { ...pick(created.apiKey, ["id", "prefix", "name", "createdAt"]), key: created.key };
    },
    successStatus: 201,
    response: createdApiKeyResponse,
    examples: {
      request: { name: "Order system" },
      response: {
        id: exampleApiKey.id,
        prefix: exampleApiKey.prefix,
        key: exampleFullApiKey,
        name: exampleApiKey.name,
        createdAt: exampleTime,
      },
    },
  },
  {
    method: "delete",
    path: "/admin/businesses/:id/api-keys/:keyId",
    summary: REVOKE_API_KEY_SUMMARY,
    requiresSession: true,
    run: async (services, { params }, auth) => {
      await services.apiKeys.revoke(session(auth), params.id!, params.keyId!);
    },
    successStatus: 204,
    examples: {},
    refusals: [KEY_ALREADY_REVOKED],
  },
  {
    method: "get",
    path: "/admin/businesses/:id/templates",
    summary: "A business's message templates",
    requiresSession: true,
    run: (services, { params }) => services.templates.list(params.id!),
    successStatus: 200,
    response: templatesResponse,
    examples: { response: [exampleTemplate] },
  },
  {
    method: "post",
    path: "/admin/businesses/:id/templates",
    summary: ADD_TEMPLATE_SUMMARY,
    requiresSession: true,
    body: createTemplateInputSchema,
    run: (services, { params, body }, auth) =>
      services.templates.create(session(auth), params.id!, body),
    successStatus: 201,
    response: templateResponse,
    refusals: [TEMPLATE_EXISTS],
    examples: { request: exampleTemplateInput, response: exampleTemplate },
  },
  {
    method: "delete",
    path: "/admin/businesses/:id/templates/:templateId",
    summary: "Delete a message template",
    requiresSession: true,
    run: (services, { params }, auth) =>
      services.templates.delete(session(auth), params.id!, params.templateId!),
    successStatus: 204,
    examples: {},
  },
  {
    method: "post",
    path: "/admin/sandbox/inbound",
    summary:
      "Simulate a customer's WhatsApp message to a business's sandbox: it opens the 24-hour window and reaches the business as a message.received webhook",
    requiresSession: true,
    body: sandboxInboundInputSchema,
    run: (services, { body }, auth) => services.pipeline.simulateInbound(session(auth), body),
    successStatus: 201,
    response: inboundResponse,
    refusals: [{ status: 409, description: "The business has no active sandbox configuration." }],
    examples: {
      request: {
        businessId: exampleBusinessId,
        from: "+91 98765 43210",
        text: "Is my order shipped?",
      },
      response: { messageId: "0193a2b4-3333-7e8f-9a0b-1c2d3e4f5a6b" },
    },
  },
  {
    method: "post",
    path: "/admin/whatsapp-messages/:id/retry",
    summary: "Send a parked message again (its retries had run out), with a fresh set of attempts",
    requiresSession: true,
    run: (services, { params }, auth) => services.pipeline.retryMessage(session(auth), params.id!),
    successStatus: 204,
    examples: {},
    refusals: [{ status: 409, description: "The message is not parked." }],
  },
  {
    method: "post",
    path: "/admin/webhook-events/:id/redeliver",
    summary:
      "Deliver a webhook event again now: a delivered or failed one, or one waiting for its next retry",
    requiresSession: true,
    run: (services, { params }, auth) =>
      services.pipeline.redeliverWebhook(session(auth), params.id!),
    successStatus: 204,
    examples: {},
    refusals: [
      {
        status: 409,
        description:
          "An attempt at the event is due right now, or its endpoint is gone or disabled.",
      },
    ],
  },
  {
    method: "post",
    path: "/admin/api-configs/:id/enable-webhooks",
    summary:
      "Re-enable webhooks disabled after three days of failures; the events held meanwhile go out",
    requiresSession: true,
    run: async (services, { params }, auth) => ({
      released: await services.pipeline.enableWebhooks(session(auth), params.id!),
    }),
    successStatus: 200,
    response: releasedResponse,
    examples: { response: { released: 12 } },
    refusals: [{ status: 409, description: "Webhooks of this configuration are not disabled." }],
  },
  {
    method: "get",
    path: "/admin/whatsapp-messages",
    summary: "WhatsApp messages both ways, newest first, a page at a time",
    requiresSession: true,
    run: async (services, { query }) => {
      const page = await services.whatsappMessages.page(
        textQuery(query, MESSAGE_FILTERS),
        pageQuery(query),
      );
      return { messages: page.items, pageInfo: page.pageInfo };
    },
    successStatus: 200,
    response: whatsappMessagesResponse,
    queryParameters: [
      {
        name: "businessId",
        description: "Only this business's.",
        schema: { type: "string", format: "uuid" },
      },
      {
        name: "direction",
        description: "outbound or inbound.",
        schema: { type: "string", enum: [...MESSAGE_DIRECTIONS] },
      },
      {
        name: "status",
        description: "Only this status.",
        schema: { type: "string", enum: [...WHATSAPP_MESSAGE_STATUSES] },
      },
      {
        name: "queueState",
        description: "parked: the ones waiting for an operator.",
        schema: { type: "string", enum: [...MESSAGE_QUEUE_STATES] },
      },
      {
        name: "customerNumber",
        description: "The customer's number (+91 assumed).",
        schema: { type: "string" },
      },
      ...timeRangeParameters,
      ...pageParameters,
    ],
    examples: {
      response: {
        messages: [exampleMessage],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: "WyIyMDI2In0",
          endCursor: "WyIyMDI2In0",
        },
      },
    },
  },
  {
    method: "get",
    path: "/admin/whatsapp-messages/:id",
    summary: "One WhatsApp message with its status history",
    requiresSession: true,
    run: (services, { params }) => services.whatsappMessages.get(params.id!),
    successStatus: 200,
    response: whatsappMessageResponse,
    examples: {
      response: {
        ...exampleMessage,
        templateLanguage: "en",
        templateParameters: ["Priya", "#10245"],
        errorDetail: null,
        billable: true,
        insideServiceWindow: false,
        statusHistory: [
          { status: "sent", occurredAt: exampleTime, errorCode: null },
          { status: "delivered", occurredAt: exampleTime, errorCode: null },
        ],
      },
    },
  },
  {
    method: "get",
    path: "/admin/webhook-events",
    summary: "Webhooks sent to businesses, newest first, each with its delivery log",
    requiresSession: true,
    run: async (services, { query }) => {
      const page = await services.webhookEvents.page(
        textQuery(query, EVENT_FILTERS),
        pageQuery(query),
      );
      return { events: page.items, pageInfo: page.pageInfo };
    },
    successStatus: 200,
    response: webhookEventsResponse,
    queryParameters: [
      {
        name: "businessId",
        description: "Only this business's.",
        schema: { type: "string", format: "uuid" },
      },
      {
        name: "apiConfigId",
        description: "Only this configuration's endpoint.",
        schema: { type: "string", format: "uuid" },
      },
      DELIVERY_STATE_PARAMETER,
      ...pageParameters,
    ],
    examples: {
      response: {
        events: [
          {
            ...exampleWebhookEvent,
            attempts: 2,
            deliveryLog: [
              {
                ...exampleDeliveredAttempt,
                statusCode: 503,
                latencyMs: 41,
                responseExcerpt: "busy",
              },
              { ...exampleDeliveredAttempt, attempt: 2 },
            ],
          },
        ],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
      },
    },
  },
  {
    method: "get",
    path: "/admin/businesses/:id/usage",
    summary: "A business's messages and what they cost, month by month (IST), this month first",
    requiresSession: true,
    run: (services, { params, query }) => services.billing.usage(params.id!, monthsOf(query)),
    successStatus: 200,
    response: usageResponse,
    queryParameters: [MONTHS_PARAMETER],
    examples: {
      response: {
        businessId: exampleMessage.businessId,
        months: [
          {
            month: "2026-11",
            sent: 1250,
            delivered: 1210,
            failed: 12,
            received: 340,
            byCategory: [
              { category: "marketing", delivered: 400, billable: 400, costInr: 352 },
              { category: "utility", delivered: 700, billable: 520, costInr: 65 },
              { category: "authentication", delivered: 60, billable: 60, costInr: 7.5 },
              { category: "service", delivered: 50, billable: 0, costInr: 0 },
            ],
            costInr: 424.5,
          },
        ],
      },
    },
  },
  {
    method: "get",
    path: "/admin/rate-card",
    summary: "The price per delivered message of each category now, and the prices scheduled",
    requiresSession: true,
    run: (services) => services.billing.rateCard(),
    successStatus: 200,
    response: rateCardResponse,
    examples: { response: { current: [exampleRate], scheduled: [] } },
  },
  {
    method: "post",
    path: "/admin/rate-card",
    summary: "Schedule a new price for a category from a future date",
    requiresSession: true,
    body: scheduleRateInputSchema,
    run: (services, { body }, auth) => services.billing.scheduleRate(session(auth), body),
    successStatus: 201,
    response: rateResponse,
    refusals: [
      { status: 409, description: "A price for this category already starts at that time." },
    ],
    examples: {
      request: {
        category: "marketing",
        priceInr: 0.92,
        effectiveFrom: "2027-01-01T00:00:00+05:30",
      },
      response: { ...exampleRate, priceInr: 0.92, effectiveFrom: "2026-12-31T18:30:00.000Z" },
    },
  },
  {
    method: "delete",
    path: "/admin/rate-card/:id",
    summary: "Withdraw a scheduled price before it takes effect",
    requiresSession: true,
    run: (services, { params }, auth) => services.billing.cancelRate(session(auth), params.id!),
    successStatus: 204,
    examples: {},
    refusals: [{ status: 409, description: "The price is already in effect." }],
  },
  {
    method: "get",
    path: "/admin/system-status",
    summary:
      "The platform's state: database, message queue, webhook and analytics backlogs, provider reachability",
    requiresSession: true,
    run: (services) => services.pipeline.systemStatus(),
    successStatus: 200,
    response: systemStatusResponse,
    examples: {
      response: {
        database: { healthy: true, latencyMs: 0.4, kind: "postgres" },
        messageQueue: { waiting: 3, oldestWaitingSeconds: 1, parked: 0 },
        webhooks: { pending: 2, overdueSeconds: 0, disabledEndpoints: 0 },
        analytics: { waiting: 4, oldestWaitingSeconds: 0 },
        providers: {
          sandbox: { reachable: true },
          whatsappCloud: { reachable: true, latencyMs: 84, checkedAt: exampleTime },
        },
      },
    },
  },
];
