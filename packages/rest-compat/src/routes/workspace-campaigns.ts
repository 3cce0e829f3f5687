import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_RECIPIENT_STATUSES,
  createCampaignInputSchema,
  retargetInputSchema,
  V1_EXAMPLES,
} from "@aizapy/contracts";
import {
  campaignPageResponse,
  campaignPreflightResponse,
  campaignRecipientPageResponse,
  campaignRecipientsCsvResponse,
  campaignResponse,
} from "../response-schemas.ts";
import { textQuery } from "./query.ts";
import type { MemberRoute, RestRoute } from "./route.ts";
import { MANAGERS_ONLY } from "./workspace.ts";

// The business's campaigns: every member follows them and their recipients; owners and admins
// create, launch, pause, resume, cancel and retarget them. The shapes and examples are /v1's.

const cursorParameter = {
  name: "cursor",
  description: "The `nextCursor` of the page before.",
  schema: { type: "string" },
};
const limitParameter = {
  name: "limit",
  description: `Page size (1–${CAMPAIGN_LIMITS.pageMax}, default ${CAMPAIGN_LIMITS.pageDefault}).`,
  schema: { type: "integer", minimum: 1, maximum: CAMPAIGN_LIMITS.pageMax },
};
const statusParameter = {
  name: "status",
  description: "Only recipients in this status.",
  schema: { type: "string", enum: [...CAMPAIGN_RECIPIENT_STATUSES] },
};

/** A campaign just created: nothing counted, sent or spent yet. */
const exampleDraft = {
  ...V1_EXAMPLES.campaign,
  status: "draft",
  counts: Object.fromEntries(Object.keys(V1_EXAMPLES.campaign.counts).map((stage) => [stage, 0])),
  excluded: {},
  failures: {},
  cost: { currency: "INR", amount: "0.00" },
  uplift: { sentReplyRate: null, holdoutReplyRate: null },
  launchedAt: null,
};

const NOT_IN_THAT_STATUS = {
  status: 409,
  description: "The campaign's status does not allow it (code conflict); the message says why.",
} as const;

const TEMPLATE_REFUSED = {
  status: 422,
  description:
    "No approved template of that name and language (template_not_found), or another number of parameters (template_params_mismatch).",
} as const;

const CHANGES = {
  launch: {
    summary:
      "Launch a draft: take its audience as it is now and start sending, or wait for its scheduled time",
    successStatus: 202,
    status: "sending",
  },
  pause: {
    summary: "Pause sending after the batch in flight",
    successStatus: 200,
    status: "paused",
  },
  resume: { summary: "Resume a paused campaign", successStatus: 200, status: "sending" },
  cancel: {
    summary: "Cancel a campaign: the recipients not yet sent never are",
    successStatus: 200,
    status: "cancelled",
  },
} as const;

const changeRoute = (change: keyof typeof CHANGES): MemberRoute => ({
  method: "post",
  path: `/workspace/campaigns/:id/${change}`,
  summary: CHANGES[change].summary,
  requiresSession: "member",
  run: (services, { params }, auth) => services.workspace.campaigns[change](auth, params.id!),
  successStatus: CHANGES[change].successStatus,
  response: campaignResponse,
  refusals:
    change === "launch"
      ? [MANAGERS_ONLY, NOT_IN_THAT_STATUS, TEMPLATE_REFUSED]
      : [MANAGERS_ONLY, NOT_IN_THAT_STATUS],
  examples: { response: { ...V1_EXAMPLES.campaign, status: CHANGES[change].status } },
});

/** /api/workspace/campaigns: a business's campaigns, their preflight, launch and recipients. */
export const workspaceCampaignRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/workspace/campaigns",
    summary: "The business's campaigns, newest first, a page at a time, with their counts",
    requiresSession: "member",
    run: (services, { query }, auth) =>
      services.workspace.campaigns.list(auth, textQuery(query, ["cursor", "limit"])),
    successStatus: 200,
    response: campaignPageResponse,
    queryParameters: [cursorParameter, limitParameter],
    examples: { response: { items: [V1_EXAMPLES.campaign], nextCursor: null } },
  },
  {
    method: "post",
    path: "/workspace/campaigns",
    summary:
      "Create a draft campaign: an approved template, what fills each placeholder, the audience",
    requiresSession: "member",
    body: createCampaignInputSchema,
    run: (services, { body }, auth) => services.workspace.campaigns.create(auth, body),
    successStatus: 201,
    response: campaignResponse,
    refusals: [MANAGERS_ONLY, TEMPLATE_REFUSED],
    examples: {
      request: V1_EXAMPLES.createCampaign,
      response: exampleDraft,
    },
  },
  {
    method: "get",
    path: "/workspace/campaigns/:id",
    summary: "A campaign with its counts, failures by reason, cost and uplift as they are now",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.campaigns.get(auth, params.id!),
    successStatus: 200,
    response: campaignResponse,
    examples: { response: V1_EXAMPLES.campaign },
  },
  {
    method: "get",
    path: "/workspace/campaigns/:id/preflight",
    summary:
      "What launching now would send, leave out (and why), cost, and the messaging limit left",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.campaigns.preflight(auth, params.id!),
    successStatus: 200,
    response: campaignPreflightResponse,
    examples: { response: V1_EXAMPLES.preflight },
  },
  {
    method: "get",
    path: "/workspace/campaigns/:id/recipients",
    summary: "A campaign's recipients with their messages and failures, a page at a time",
    requiresSession: "member",
    run: (services, { params, query }, auth) =>
      services.workspace.campaigns.recipients(
        auth,
        params.id!,
        textQuery(query, ["status", "cursor", "limit"]),
      ),
    successStatus: 200,
    response: campaignRecipientPageResponse,
    queryParameters: [statusParameter, cursorParameter, limitParameter],
    examples: { response: { items: [V1_EXAMPLES.recipient], nextCursor: null } },
  },
  {
    method: "get",
    path: "/workspace/campaigns/:id/recipients.csv",
    summary:
      "Every recipient of a campaign (of one status, if given) as a CSV download, with each failure's reason",
    requiresSession: "member",
    run: (services, { params, query }, auth) =>
      services.workspace.campaigns.exportRecipients(
        auth,
        params.id!,
        textQuery(query, ["status"]).status,
      ),
    produces: "text/csv",
    successStatus: 200,
    response: campaignRecipientsCsvResponse,
    queryParameters: [statusParameter],
    examples: {
      response:
        "\uFEFFPhone,Status,Failure code,Failure reason,Message id,Attempts,Next attempt,Updated,Contact id\r\n" +
        `'+919876500000,failed,131026,"The number is not on WhatsApp, or cannot receive this message.",${V1_EXAMPLES.recipient.messageId},1,,${V1_EXAMPLES.recipient.updatedAt},${V1_EXAMPLES.recipient.contactId}\r\n`,
    },
  },
  changeRoute("launch"),
  changeRoute("pause"),
  changeRoute("resume"),
  changeRoute("cancel"),
  {
    method: "post",
    path: "/workspace/campaigns/:id/retarget",
    summary:
      "Create a draft to one bucket of a launched campaign's recipients: not_delivered, not_read, read_not_replied or failed",
    requiresSession: "member",
    body: retargetInputSchema,
    run: (services, { params, body }, auth) =>
      services.workspace.campaigns.retarget(auth, params.id!, body),
    successStatus: 201,
    response: campaignResponse,
    refusals: [MANAGERS_ONLY, NOT_IN_THAT_STATUS, TEMPLATE_REFUSED],
    examples: {
      request: V1_EXAMPLES.retarget,
      response: {
        ...exampleDraft,
        id: "0193a2b4-9999-7e8f-9a0b-1c2d3e4f5a6b",
        name: "Diwali sale: Pune: not read",
        audience: null,
        holdoutPercent: 0,
        retargetOf: { campaignId: V1_EXAMPLES.campaign.id, audience: "not_read" },
      },
    },
  },
];
