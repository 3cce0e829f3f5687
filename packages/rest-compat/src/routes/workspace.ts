import {
  createApiKeyInputSchema,
  createTemplateInputSchema,
  invitationInputSchema,
  memberRoleInputSchema,
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
import {
  ADD_TEMPLATE_SUMMARY,
  CREATE_API_KEY_SUMMARY,
  DELIVERY_STATE_PARAMETER,
  exampleApiKey,
  exampleBusinessId as businessId,
  exampleFullApiKey,
  exampleTemplate,
  exampleTemplateInput,
  exampleWebhookEvent,
  KEY_ALREADY_REVOKED,
  MONTHS_PARAMETER,
  monthsOf,
  REVOKE_API_KEY_SUMMARY,
  TEMPLATE_EXISTS,
} from "./messaging.ts";
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

export const MANAGERS_ONLY = {
  status: 403,
  description: "Only owners and admins may (code forbidden); agents answer customers.",
} as const;
const OWNERS_ONLY = {
  status: 403,
  description:
    "An agent, or an admin making, changing or removing an owner: only owners may (code forbidden).",
} as const;
/** What the webhook's routes refuse: agents, and a business with nothing to send webhooks from. */
const WEBHOOK_REFUSALS: RestRoute["refusals"] = [
  MANAGERS_ONLY,
  {
    status: 409,
    description: "The business has no active WhatsApp connection (code no_active_configuration).",
  },
];

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
        phoneNumberId: "482913560274418",
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
    examples: { response: [exampleApiKey] },
  },
  {
    method: "post",
    path: "/workspace/api-keys",
    summary: CREATE_API_KEY_SUMMARY,
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
      response: { apiKey: exampleApiKey, key: exampleFullApiKey },
    },
  },
  {
    method: "delete",
    path: "/workspace/api-keys/:id",
    summary: REVOKE_API_KEY_SUMMARY,
    requiresSession: "member",
    run: async (services, { params }, auth) => {
      await services.workspace.apiKeys.revoke(auth, params.id!);
    },
    successStatus: 204,
    refusals: [MANAGERS_ONLY, KEY_ALREADY_REVOKED],
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
    refusals: WEBHOOK_REFUSALS,
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
    refusals: WEBHOOK_REFUSALS,
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
    refusals: WEBHOOK_REFUSALS,
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
    queryParameters: [DELIVERY_STATE_PARAMETER, ...pageParameters],
    examples: {
      response: {
        items: [exampleWebhookEvent],
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
    summary: ADD_TEMPLATE_SUMMARY,
    requiresSession: "member",
    body: createTemplateInputSchema,
    run: (services, { body }, auth) => services.workspace.templates.create(auth, body),
    successStatus: 201,
    response: templateResponse,
    refusals: [TEMPLATE_EXISTS],
    examples: { request: exampleTemplateInput, response: exampleTemplate },
  },
  {
    method: "get",
    path: "/workspace/usage",
    summary: "The business's messages and what they cost, month by month (IST), this month first",
    requiresSession: "member",
    run: (services, { query }, auth) => services.workspace.usage(auth, monthsOf(query)),
    successStatus: 200,
    response: usageResponse,
    refusals: [MANAGERS_ONLY],
    queryParameters: [MONTHS_PARAMETER],
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
