import {
  createApiKeyInputSchema,
  createTemplateInputSchema,
  sandboxInboundInputSchema,
} from "@aizapy/contracts";
import {
  apiKeysResponse,
  createdApiKeyResponse,
  inboundResponse,
  releasedResponse,
  systemStatusResponse,
  templateResponse,
  templatesResponse,
} from "../response-schemas.ts";
import { exampleTime, pick, session, type RestRoute } from "./route.ts";

const businessId = "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const exampleKey = {
  id: "0193a2b4-1111-7e8f-9a0b-1c2d3e4f5a6b",
  businessId,
  name: "Order system",
  prefix: "azk_7Qm2xK9p",
  createdAt: exampleTime,
  lastUsedAt: null,
  revokedAt: null,
};
const exampleTemplate = {
  id: "0193a2b4-2222-7e8f-9a0b-1c2d3e4f5a6b",
  businessId,
  name: "order_confirmation",
  language: "en",
  category: "utility",
  body: "Hi {{1}}, your order {{2}} is confirmed.",
  parameterCount: 2,
  status: "approved",
  rejectionReason: null,
  createdAt: exampleTime,
  updatedAt: exampleTime,
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
    examples: { response: [exampleKey] },
  },
  {
    method: "post",
    path: "/admin/businesses/:id/api-keys",
    summary: "Create a /v1 API key: the answer shows the key in full, this once",
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
        id: exampleKey.id,
        prefix: exampleKey.prefix,
        key: "azk_7Qm2xK9pVbN3cR8sT1uW4yZ6aD0fG2hJ5kL7mP9q",
        name: exampleKey.name,
        createdAt: exampleTime,
      },
    },
  },
  {
    method: "delete",
    path: "/admin/businesses/:id/api-keys/:keyId",
    summary: "Revoke an API key: refused at once here, within a second on every server",
    requiresSession: true,
    run: async (services, { params }, auth) => {
      await services.apiKeys.revoke(session(auth), params.id!, params.keyId!);
    },
    successStatus: 204,
    examples: {},
    refusals: [{ status: 409, description: "The key is already revoked." }],
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
    summary:
      "Add a message template ({{1}}…{{n}} placeholders): approved at once in the sandbox, submitted for Meta's review on the WhatsApp Cloud API",
    requiresSession: true,
    body: createTemplateInputSchema,
    run: (services, { params, body }, auth) =>
      services.templates.create(session(auth), params.id!, body),
    successStatus: 201,
    response: templateResponse,
    refusals: [
      {
        status: 409,
        description:
          "A template with this name and language exists (a field error on name), or Meta refused it.",
      },
    ],
    examples: {
      request: {
        name: "order_confirmation",
        language: "en",
        category: "utility",
        body: "Hi {{1}}, your order {{2}} is confirmed.",
      },
      response: exampleTemplate,
    },
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
      request: { businessId, from: "+91 98765 43210", text: "Is my order shipped?" },
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
    summary: "Deliver a webhook event again now",
    requiresSession: true,
    run: (services, { params }, auth) =>
      services.pipeline.redeliverWebhook(session(auth), params.id!),
    successStatus: 204,
    examples: {},
    refusals: [
      {
        status: 409,
        description: "The event is already waiting, or its endpoint is gone or disabled.",
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
    path: "/admin/system-status",
    summary:
      "The platform's state: database, message queue, webhook backlog and provider reachability",
    requiresSession: true,
    run: (services) => services.pipeline.systemStatus(),
    successStatus: 200,
    response: systemStatusResponse,
    examples: {
      response: {
        database: { healthy: true, latencyMs: 0.4, kind: "postgres" },
        messageQueue: { waiting: 3, oldestWaitingSeconds: 1, parked: 0 },
        webhooks: { pending: 2, overdueSeconds: 0, disabledEndpoints: 0 },
        providers: {
          sandbox: { reachable: true },
          whatsappCloud: { reachable: true, latencyMs: 84, checkedAt: exampleTime },
        },
      },
    },
  },
];
