import { z } from "zod";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./text.ts";

// Campaigns: one template sent to an audience of a business's contacts, each message a /v1
// message with its status, webhooks and billing. The shapes /v1 and the workspace take and answer.

/** A campaign's life: a draft is launched (now or at a time), may pause, and ends once. */
export const CAMPAIGN_STATUSES = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "completed",
  "cancelled",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Where one recipient is: waiting to be sent (`pending`, also while the messaging limit or quiet
 * hours hold it), kept back as the holdout, accepted by the platform (`queued`), then as its
 * message goes, or `failed` with a code; `retrying` waits for Meta's marketing limit (131049) to
 * pass; `cancelled` was never sent because the campaign was cancelled.
 */
export const CAMPAIGN_RECIPIENT_STATUSES = [
  "pending",
  "holdout",
  "queued",
  "sent",
  "delivered",
  "read",
  "replied",
  "failed",
  "retrying",
  "cancelled",
] as const;
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];

/** Who a retargeting campaign goes to, among a campaign's recipients. */
export const RETARGET_AUDIENCES = [
  "not_delivered",
  "not_read",
  "read_not_replied",
  "failed",
] as const;
export type RetargetAudience = (typeof RETARGET_AUDIENCES)[number];

export const CAMPAIGN_LIMITS = {
  nameMax: 100,
  parametersMax: 20,
  textParameterMax: 1000,
  contactIdsMax: 10_000,
  holdoutMax: 50,
  retriesMax: 3,
  pageDefault: 50,
  pageMax: 200,
  /** Days after a message in which the customer's message counts as its reply. */
  replyWindowDays: 7,
  /** Hours Meta asks to wait before a marketing template is tried again after 131049. */
  retryAfterHours: 24,
} as const;

/** Why a recipient was not sent, or failed: a code and the sentence a marketer reads. */
export const CAMPAIGN_FAILURE_REASONS: Record<string, string> = {
  contact_opted_out: "The contact opted out of marketing before the message was sent.",
  frequency_cap: "The contact already had the most marketing messages your settings allow.",
  missing_parameter: "The contact has no value for one of the template's parameters.",
  contact_deleted: "The contact was deleted before the message was sent.",
  failed: "The provider reported the message failed without saying why.",
  "131049":
    "Meta held the message back to keep this customer's marketing messages few; it is tried again after 24 hours.",
  "131026": "The number is not on WhatsApp, or cannot receive this message.",
  "131047": "More than 24 hours have passed since the customer last wrote.",
  "131051": "The message type is not supported.",
  "131056": "Too many messages were sent to this number in a short time.",
  "132000": "The template's parameters do not match the template.",
  "132001": "The template does not exist in this language, or is not approved.",
  "130472": "Meta is testing with this customer and held the marketing message back.",
};

/** The sentence for a failure code; a code not listed is described by what Meta said. */
export const campaignFailureReason = (code: string, detail?: string | null): string =>
  CAMPAIGN_FAILURE_REASONS[code] ?? detail ?? `The message failed (code ${code}).`;

const text = (message: string, max: number) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, message)
    .superRefine((value, ctx) => {
      if (!isStorableText(value))
        ctx.addIssue({ code: "custom", message: UNSTORABLE_TEXT_MESSAGE });
    });

const NAME_MESSAGE = `Name the campaign (1 to ${CAMPAIGN_LIMITS.nameMax} characters)`;
const PARAMETER_MESSAGE =
  'Each parameter is {"field": "name"}, {"field": "phone"}, {"attribute": "city"} or {"text": "…"}';

/** A template parameter filled per recipient: a contact's field, one of its attributes, or text. */
export const campaignParameterSchema = z.union(
  [
    z.strictObject({ field: z.enum(["name", "phone"], PARAMETER_MESSAGE) }),
    z.strictObject({
      attribute: z.string(PARAMETER_MESSAGE).regex(/^[A-Za-z0-9_]{1,64}$/, PARAMETER_MESSAGE),
    }),
    z.strictObject({ text: text(PARAMETER_MESSAGE, CAMPAIGN_LIMITS.textParameterMax) }),
  ],
  PARAMETER_MESSAGE,
);
export type CampaignParameter = z.infer<typeof campaignParameterSchema>;

export const campaignTemplateSchema = z.strictObject({
  name: text("Give the approved template's name", 512),
  language: text("Give the template's language, e.g. en or hi", 20),
  parameters: z
    .array(campaignParameterSchema, PARAMETER_MESSAGE)
    .max(CAMPAIGN_LIMITS.parametersMax, `At most ${CAMPAIGN_LIMITS.parametersMax} parameters`)
    .default([]),
});
export type CampaignTemplate = z.output<typeof campaignTemplateSchema>;

const uuid = z.uuid("Give an id this API answered");

/**
 * Who a campaign goes to: the contacts with any of `tags`, in the segment, or named, together;
 * each contact once. A retargeting campaign's audience is a bucket of an earlier campaign's
 * recipients instead.
 */
export const campaignAudienceSchema = z
  .strictObject({
    tags: z.array(text("A tag is 1 to 50 characters", 50)).max(20, "At most 20 tags").optional(),
    segmentId: uuid.optional(),
    contactIds: z
      .array(uuid)
      .max(CAMPAIGN_LIMITS.contactIdsMax, `At most ${CAMPAIGN_LIMITS.contactIdsMax} contacts`)
      .optional(),
  })
  .refine(
    (audience) => audience.tags?.length || audience.segmentId || audience.contactIds?.length,
    "Choose the audience: tags, a segment or contacts",
  );
export type CampaignAudience = z.output<typeof campaignAudienceSchema>;

const holdoutPercent = z
  .number("The holdout is a whole percentage from 0 to 50")
  .int("The holdout is a whole percentage from 0 to 50")
  .min(0, "The holdout is a whole percentage from 0 to 50")
  .max(CAMPAIGN_LIMITS.holdoutMax, "The holdout is a whole percentage from 0 to 50");

const retries = z
  .number(`Retries are a whole number from 0 to ${CAMPAIGN_LIMITS.retriesMax}`)
  .int(`Retries are a whole number from 0 to ${CAMPAIGN_LIMITS.retriesMax}`)
  .min(0, `Retries are a whole number from 0 to ${CAMPAIGN_LIMITS.retriesMax}`)
  .max(
    CAMPAIGN_LIMITS.retriesMax,
    `Retries are a whole number from 0 to ${CAMPAIGN_LIMITS.retriesMax}`,
  );

const scheduledAt = z.iso
  .datetime({ offset: true, message: "Give the time as ISO 8601, e.g. 2026-12-24T10:00:00+05:30" })
  .transform((value) => new Date(value));

/** `POST /v1/campaigns`: a draft. */
export const createCampaignInputSchema = z.strictObject({
  name: text(NAME_MESSAGE, CAMPAIGN_LIMITS.nameMax),
  template: campaignTemplateSchema,
  audience: campaignAudienceSchema,
  scheduledAt: scheduledAt.optional(),
  holdoutPercent: holdoutPercent.default(0),
  /** Tries after Meta's per-user marketing limit (131049), 24 hours apart. */
  marketingLimitRetries: retries.default(CAMPAIGN_LIMITS.retriesMax),
});
export type CreateCampaignInput = z.input<typeof createCampaignInputSchema>;

/** `POST /v1/campaigns/{id}/retarget`: a draft to one bucket of a campaign's recipients. */
export const retargetInputSchema = z.strictObject({
  audience: z.enum(RETARGET_AUDIENCES, `The audience is one of ${RETARGET_AUDIENCES.join(", ")}`),
  name: text(NAME_MESSAGE, CAMPAIGN_LIMITS.nameMax).optional(),
  template: campaignTemplateSchema.optional(),
});
export type RetargetInput = z.input<typeof retargetInputSchema>;

export const listCampaignsInputSchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit is a whole number from 1 to ${CAMPAIGN_LIMITS.pageMax}`)
    .max(CAMPAIGN_LIMITS.pageMax, `limit is a whole number from 1 to ${CAMPAIGN_LIMITS.pageMax}`)
    .default(CAMPAIGN_LIMITS.pageDefault),
});

export const listCampaignRecipientsInputSchema = listCampaignsInputSchema.extend({
  status: z
    .enum(CAMPAIGN_RECIPIENT_STATUSES, `status is one of ${CAMPAIGN_RECIPIENT_STATUSES.join(", ")}`)
    .optional(),
});

const money = z.object({ currency: z.literal("INR"), amount: z.string() });

/** Recipients that reached at least each stage; `holdout` and `failed` stand apart. */
export const campaignCountsSchema = z.object({
  audience: z.number(),
  holdout: z.number(),
  pending: z.number(),
  queued: z.number(),
  sent: z.number(),
  delivered: z.number(),
  read: z.number(),
  replied: z.number(),
  failed: z.number(),
  retrying: z.number(),
  recovered: z
    .number()
    .meta({ description: "Recipients sent after Meta's marketing limit held them back." }),
});

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  template: campaignTemplateSchema.extend({ category: z.string().nullable() }),
  audience: z.unknown(),
  scheduledAt: z.string().nullable(),
  holdoutPercent: z.number(),
  marketingLimitRetries: z.number(),
  retargetOf: z.object({ campaignId: z.string(), audience: z.enum(RETARGET_AUDIENCES) }).nullable(),
  counts: campaignCountsSchema,
  excluded: z.record(z.string(), z.number()),
  failures: z.record(z.string(), z.number()),
  cost: money,
  uplift: z
    .object({
      sentReplyRate: z.number().nullable(),
      holdoutReplyRate: z.number().nullable(),
    })
    .meta({ description: "Replies within 7 days: the sent group against the holdout." }),
  waitingFor: z.enum(["capacity", "quiet_hours"]).nullable(),
  createdAt: z.string(),
  launchedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type CampaignView = z.infer<typeof campaignSchema>;
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const preflightSchema = z.object({
  eligible: z.number(),
  excluded: z.object({
    optedOut: z.number(),
    invalid: z.number(),
    duplicate: z.number(),
    frequencyCap: z.number(),
    overCapacity: z.number(),
  }),
  holdout: z.number(),
  estimatedCost: money,
  capacity: z.object({ tier: z.string(), remaining: z.number().nullable() }),
});
export type Preflight = z.infer<typeof preflightSchema>;

export const campaignRecipientSchema = z.object({
  contactId: z.string(),
  phone: z.string(),
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES),
  messageId: z.string().nullable(),
  attempts: z.number(),
  failure: z.object({ code: z.string(), reason: z.string() }).nullable(),
  nextAttemptAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CampaignRecipientView = z.infer<typeof campaignRecipientSchema>;

export const campaignCompletedEventSchema = z.object({
  type: z.literal("campaign.completed"),
  timestamp: z.string(),
  data: z.object({ campaign_id: z.string(), name: z.string(), counts: campaignCountsSchema }),
});
export type CampaignCompletedEvent = z.infer<typeof campaignCompletedEventSchema>;
