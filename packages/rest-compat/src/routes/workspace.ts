import {
  createApiKeyInputSchema,
  createTemplateInputSchema,
  invitationInputSchema,
  memberRoleInputSchema,
  WEBHOOK_DELIVERY_STATES,
} from "@aizapy/contracts";
import { z } from "zod";
import {
  acceptedMessageResponse,
  apiKeysResponse,
  invitationResponse,
  invitationsResponse,
  memberResponse,
  membersResponse,
  onboardingResponse,
  templateResponse,
  templatesResponse,
  usageResponse,
  workspaceBusinessResponse,
  workspaceCreatedApiKeyResponse,
  workspaceWebhookDeliveriesResponse,
  workspaceWebhookResponse,
} from "../response-schemas.ts";
import { pageParameters, pageQuery, textQuery } from "./query.ts";
import { exampleTime, pick, type RestRoute } from "./route.ts";

// A business's own workspace, for its members: the business, the onboarding checklist, the team,
// /v1 API keys, the webhook, templates and usage. Keys, webhook, usage and the team are for owners
// and admins (403 forbidden to agents); ids of another business's records are not found, exactly
// as unknown ids.

/**
 * The bodies of PUT /workspace/webhook and POST /workspace/sandbox/hello-world, for the document:
 * the service validates with its own schemas, whose rules these describe.
 */
export const webhookUrlInputSchema = z.object({
  url: z
    .string()
    .max(2048)
    .nullable()
    .describe("An https:// URL (at most 2048 characters); null (or empty) removes the webhook"),
});
export const helloWorldInputSchema = z.object({
  to: z
    .string()
    .max(32)
    .describe("Your WhatsApp number, e.g. +91 98765 43210 (+91 assumed without a country code)"),
});

const businessId = "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const exampleMember = {
  id: "5f0c2a4e-8b1d-4c3e-9a7f-2d6b8e1c4a90",
  fullName: "Priya Sharma",
  email: "priya@spiceroute.in",
  role: "owner",
  emailVerified: true,
  lastSignInAt: exampleTime,
  joinedAt: exampleTime,
} as const;
const exampleInvitation = {
  id: "8d7c6b5a-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
  email: "arjun@spiceroute.in",
  role: "agent",
  status: "pending",
  createdAt: exampleTime,
  expiresAt: "2026-11-29T09:15:00.000Z",
} as const;
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
const exampleWebhook = {
  url: "https://spiceroute.in/webhooks/whatsapp",
  signingSecret: null,
  failingSince: null,
  disabledAt: null,
};

const MEMBER_FIELDS = [
  "id",
  "fullName",
  "email",
  "role",
  "emailVerified",
  "lastSignInAt",
  "joinedAt",
] as const;
const INVITATION_FIELDS = ["id", "email", "role", "status", "createdAt", "expiresAt"] as const;
const WEBHOOK_FIELDS = ["url", "signingSecret", "failingSince", "disabledAt"] as const;

const MANAGERS_ONLY = {
  status: 403,
  description: "Only owners and admins may (code forbidden); agents answer customers.",
} as const;
const OWNERS_ONLY = {
  status: 403,
  description:
    "An agent, or an admin making, changing or removing an owner: only owners may (code forbidden).",
} as const;

/** /api/workspace: what a signed-in member sees and does in their business. */
export const workspaceRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/workspace/business",
    summary: "The member's business: plan, limits and quality as the operator set them",
    requiresSession: "member",
    run: (services, _input, auth) => services.workspace.business(auth),
    successStatus: 200,
    response: workspaceBusinessResponse,
    examples: {
      response: {
        id: businessId,
        name: "Spice Route Kitchen",
        status: "active",
        plan: "free",
        messagingTier: "250",
        qualityRating: "green",
        whatsappNumber: "+15550104321",
        provider: "sandbox",
        phoneNumberId: null,
        createdAt: exampleTime,
      },
    },
  },
  {
    method: "get",
    path: "/workspace/onboarding",
    summary: "The onboarding checklist: which first steps are done",
    requiresSession: "member",
    run: (services, _input, auth) => services.workspace.onboarding(auth),
    successStatus: 200,
    response: onboardingResponse,
    examples: {
      response: {
        sandboxReady: true,
        helloWorldSent: true,
        helloWorldDelivered: true,
        helloWorldFailed: false,
        apiKeyCreated: false,
        webhookSet: false,
        webhookDelivered: false,
        emailVerified: true,
      },
    },
  },
  {
    method: "post",
    path: "/workspace/sandbox/hello-world",
    summary: "Send the approved hello_world template to your own WhatsApp number (the first step)",
    requiresSession: "member",
    body: helloWorldInputSchema,
    run: (services, { body }, auth) => services.workspace.sendHelloWorld(auth, body),
    successStatus: 202,
    response: acceptedMessageResponse,
    refusals: [
      {
        status: 403,
        description: "The business is suspended or inactive (code business_not_active).",
      },
      { status: 429, description: "A sending limit of the business is used up." },
    ],
    examples: {
      request: { to: "+91 98765 43210" },
      response: { messageId: "0193a2b4-3333-7e8f-9a0b-1c2d3e4f5a6b" },
    },
  },
  {
    method: "get",
    path: "/workspace/members",
    summary: "The team: the business's members, first to join first",
    requiresSession: "member",
    run: async (services, _input, auth) =>
      (await services.workspace.team.members(auth)).map((member) => pick(member, MEMBER_FIELDS)),
    successStatus: 200,
    response: membersResponse,
    refusals: [MANAGERS_ONLY],
    examples: { response: [exampleMember] },
  },
  {
    method: "patch",
    path: "/workspace/members/:id",
    summary: "Change a member's role",
    requiresSession: "member",
    body: memberRoleInputSchema,
    run: async (services, { params, body }, auth) =>
      pick(await services.workspace.team.changeRole(auth, params.id!, body), MEMBER_FIELDS),
    successStatus: 200,
    response: memberResponse,
    refusals: [
      OWNERS_ONLY,
      {
        status: 409,
        description: "The business's last owner cannot stop being one (code last_owner).",
      },
    ],
    examples: {
      request: { role: "admin" },
      response: { ...exampleMember, id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", role: "admin" },
    },
  },
  {
    method: "delete",
    path: "/workspace/members/:id",
    summary: "Remove a member: their account and every session end at once",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.team.remove(auth, params.id!),
    successStatus: 204,
    refusals: [
      OWNERS_ONLY,
      {
        status: 409,
        description: "The business's last owner cannot be removed (code last_owner).",
      },
    ],
    examples: {},
  },
  {
    method: "get",
    path: "/workspace/invitations",
    summary: "Invitations sent, newest first, with their status",
    requiresSession: "member",
    run: async (services, _input, auth) =>
      (await services.workspace.team.invitations(auth)).map((invitation) =>
        pick(invitation, INVITATION_FIELDS),
      ),
    successStatus: 200,
    response: invitationsResponse,
    refusals: [MANAGERS_ONLY],
    examples: { response: [exampleInvitation] },
  },
  {
    method: "post",
    path: "/workspace/invitations",
    summary:
      "Invite someone by mail, with a role; an invitation still open for the address is replaced",
    requiresSession: "member",
    body: invitationInputSchema,
    run: async (services, { body }, auth) =>
      pick(await services.workspace.team.invite(auth, body), INVITATION_FIELDS),
    successStatus: 201,
    response: invitationResponse,
    refusals: [
      OWNERS_ONLY,
      {
        status: 409,
        description: "The address already has an account (code already_member, on email).",
      },
    ],
    examples: {
      request: { email: "arjun@spiceroute.in", role: "agent" },
      response: exampleInvitation,
    },
  },
  {
    method: "delete",
    path: "/workspace/invitations/:id",
    summary: "Revoke an invitation: its link stops working",
    requiresSession: "member",
    run: async (services, { params }, auth) => {
      await services.workspace.team.revokeInvitation(auth, params.id!);
    },
    successStatus: 204,
    refusals: [
      MANAGERS_ONLY,
      { status: 409, description: "The invitation was already accepted or revoked." },
    ],
    examples: {},
  },
  {
    method: "get",
    path: "/workspace/api-keys",
    summary: "The business's /v1 API keys, newest first (never the keys themselves)",
    requiresSession: "member",
    run: (services, _input, auth) => services.workspace.apiKeys.list(auth),
    successStatus: 200,
    response: apiKeysResponse,
    refusals: [MANAGERS_ONLY],
    examples: { response: [exampleKey] },
  },
  {
    method: "post",
    path: "/workspace/api-keys",
    summary: "Create a /v1 API key: the answer shows the key in full, this once",
    requiresSession: "member",
    body: createApiKeyInputSchema,
    run: async (services, { body }, auth) => {
      const created = await services.workspace.apiKeys.create(auth, body);
      return { apiKey: created.apiKey, key: created.key };
    },
    successStatus: 201,
    response: workspaceCreatedApiKeyResponse,
    refusals: [MANAGERS_ONLY],
    examples: {
      request: { name: "Order system" },
      response: { apiKey: exampleKey, key: "azk_7Qm2xK9pVbN3cR8sT1uW4yZ6aD0fG2hJ5kL7mP9q" },
    },
  },
  {
    method: "delete",
    path: "/workspace/api-keys/:id",
    summary: "Revoke an API key: refused at once here, within a second on every server",
    requiresSession: "member",
    run: async (services, { params }, auth) => {
      await services.workspace.apiKeys.revoke(auth, params.id!);
    },
    successStatus: 204,
    refusals: [MANAGERS_ONLY, { status: 409, description: "The key is already revoked." }],
    examples: {},
  },
  {
    method: "get",
    path: "/workspace/webhook",
    summary: "The webhook: its URL and whether deliveries fail (never the signing secret)",
    requiresSession: "member",
    run: async (services, _input, auth) =>
      pick(await services.workspace.webhook.get(auth), WEBHOOK_FIELDS),
    successStatus: 200,
    response: workspaceWebhookResponse,
    refusals: [
      MANAGERS_ONLY,
      {
        status: 409,
        description:
          "The business has no active WhatsApp connection (code no_active_configuration).",
      },
    ],
    examples: { response: exampleWebhook },
  },
  {
    method: "put",
    path: "/workspace/webhook",
    summary:
      "Set the webhook URL (null removes it); the first URL comes with a signing secret, shown this once",
    requiresSession: "member",
    body: webhookUrlInputSchema,
    run: async (services, { body }, auth) =>
      pick(await services.workspace.webhook.set(auth, body), WEBHOOK_FIELDS),
    successStatus: 200,
    response: workspaceWebhookResponse,
    refusals: [
      MANAGERS_ONLY,
      {
        status: 409,
        description:
          "The business has no active WhatsApp connection (code no_active_configuration).",
      },
    ],
    examples: {
      request: { url: exampleWebhook.url },
      response: { ...exampleWebhook, signingSecret: "whsec_c2VjcmV0LXNpZ25pbmcta2V5LTAwMDE" },
    },
  },
  {
    method: "post",
    path: "/workspace/webhook/rotate-secret",
    summary:
      "A new signing secret, shown this once; the previous one signs alongside it for 24 hours",
    requiresSession: "member",
    run: async (services, _input, auth) =>
      pick(await services.workspace.webhook.rotateSecret(auth), WEBHOOK_FIELDS),
    successStatus: 200,
    response: workspaceWebhookResponse,
    refusals: [
      MANAGERS_ONLY,
      {
        status: 409,
        description:
          "The business has no active WhatsApp connection (code no_active_configuration).",
      },
    ],
    examples: {
      response: { ...exampleWebhook, signingSecret: "whsec_bmV3LXNpZ25pbmcta2V5LTAwMDI" },
    },
  },
  {
    method: "get",
    path: "/workspace/webhook/deliveries",
    summary:
      "Webhooks sent to the business, newest first, each with its delivery log, a page at a time",
    requiresSession: "member",
    run: async (services, { query }, auth) => {
      const page = await services.workspace.webhook.deliveries(
        auth,
        textQuery(query, ["state"]),
        pageQuery(query),
      );
      return { items: page.items, pageInfo: page.pageInfo };
    },
    successStatus: 200,
    response: workspaceWebhookDeliveriesResponse,
    refusals: [MANAGERS_ONLY],
    queryParameters: [
      {
        name: "state",
        description: "Only events in this state.",
        schema: { type: "string", enum: [...WEBHOOK_DELIVERY_STATES] },
      },
      ...pageParameters,
    ],
    examples: {
      response: {
        items: [
          {
            id: "evt_0193a2b45c6d7e8f9a0b1c2d3e4f5a6b",
            businessId,
            businessName: "Spice Route Kitchen",
            apiConfigId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
            type: "message.status",
            messageId: "0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b",
            body: '{"type":"message.status","timestamp":"2026-11-22T09:15:00.000Z","data":{}}',
            state: "delivered",
            attempts: 1,
            nextAttemptAt: null,
            lastStatusCode: 200,
            createdAt: exampleTime,
            deliveredAt: exampleTime,
            deliveryLog: [
              {
                attempt: 1,
                attemptedAt: exampleTime,
                statusCode: 200,
                latencyMs: 38,
                error: null,
                responseExcerpt: "ok",
              },
            ],
          },
        ],
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
    method: "post",
    path: "/workspace/webhook/deliveries/:id/redeliver",
    summary:
      "Deliver a webhook event again now: a delivered or failed one, or one waiting for its next retry",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.webhook.redeliver(auth, params.id!),
    successStatus: 204,
    pathParameters: {
      id: { type: "string", description: "The event's id (evt_…, its webhook-id header)" },
    },
    refusals: [
      MANAGERS_ONLY,
      {
        status: 409,
        description:
          "An attempt at the event is due right now, or its endpoint is gone or disabled.",
      },
    ],
    examples: {},
  },
  {
    method: "get",
    path: "/workspace/templates",
    summary: "The business's message templates",
    requiresSession: "member",
    run: (services, _input, auth) => services.workspace.templates.list(auth),
    successStatus: 200,
    response: templatesResponse,
    examples: { response: [exampleTemplate] },
  },
  {
    method: "post",
    path: "/workspace/templates",
    summary:
      "Add a message template ({{1}}…{{n}} placeholders): approved at once in the sandbox, submitted for Meta's review on the WhatsApp Cloud API",
    requiresSession: "member",
    body: createTemplateInputSchema,
    run: (services, { body }, auth) => services.workspace.templates.create(auth, body),
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
    method: "get",
    path: "/workspace/usage",
    summary: "The business's messages and what they cost, month by month (IST), this month first",
    requiresSession: "member",
    run: (services, { query }, auth) =>
      services.workspace.usage(
        auth,
        query.months === undefined ? {} : { months: Number(query.months) },
      ),
    successStatus: 200,
    response: usageResponse,
    refusals: [MANAGERS_ONLY],
    queryParameters: [
      {
        name: "months",
        description: "How many months (1–24, default 6).",
        schema: { type: "integer", minimum: 1, maximum: 24, default: 6 },
      },
    ],
    examples: {
      response: {
        businessId,
        months: [
          {
            month: "2026-11",
            sent: 120,
            delivered: 116,
            failed: 2,
            received: 40,
            byCategory: [
              { category: "marketing", delivered: 30, billable: 30, costInr: 26.4 },
              { category: "utility", delivered: 76, billable: 50, costInr: 6.25 },
              { category: "authentication", delivered: 0, billable: 0, costInr: 0 },
              { category: "service", delivered: 10, billable: 0, costInr: 0 },
            ],
            costInr: 32.65,
          },
        ],
      },
    },
  },
];
