import {
  contactTagSchema,
  CONSENT_STATUSES,
  SEGMENT_CAMPAIGN_ENGAGEMENTS,
  type SegmentCampaignEngagement,
} from "@aizapy/contracts";
import { z } from "zod";
import type { SegmentFilterInput, SegmentInput } from "../../gql/graphql";

// The segment form: what a member types, the filter the server takes, and a filter in words.

const DAYS_MESSAGE = "Days are a whole number from 1 to 365";

const days = z
  .string()
  .trim()
  .refine((text) => text === "" || (/^\d+$/.test(text) && +text >= 1 && +text <= 365), DAYS_MESSAGE)
  .transform((text) => (text === "" ? null : Number(text)));

const tagList = z
  .string()
  .transform((text) => [
    ...new Set(
      text
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(contactTagSchema).max(20, "At most 20 tags"));

/** How a contact took a campaign, in a marketer's words: a stage reached, or where they stopped. */
export const ENGAGEMENT_WORDS: Record<SegmentCampaignEngagement, string> = {
  sent: "Received it",
  delivered: "Delivered",
  read: "Read it",
  replied: "Replied",
  not_delivered: "Sent, never delivered",
  not_read: "Delivered, never read",
  read_not_replied: "Read, never replied",
  failed: "Failed",
};

/** The choices of how they took the campaign; "" leaves the condition out. */
export const engagementOptions = [
  { value: "", label: "Any way" },
  ...SEGMENT_CAMPAIGN_ENGAGEMENTS.map((engagement) => ({
    value: engagement,
    label: ENGAGEMENT_WORDS[engagement],
  })),
];

/**
 * The campaign choices: "Any campaign" (no condition), then the campaigns by name. A chosen one
 * not among them (older than those listed, or while they load) stays a choice, by `chosenName`.
 */
export function campaignOptions(
  campaigns: readonly { id: string; name: string }[],
  chosen: string,
  chosenName = "A campaign",
) {
  const listed = campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name }));
  const unlisted =
    chosen && !campaigns.some((campaign) => campaign.id === chosen)
      ? [{ value: chosen, label: chosenName }]
      : [];
  return [{ value: "", label: "Any campaign" }, ...unlisted, ...listed];
}

export const CAMPAIGN_MISSING = 'Choose a campaign, or set how they took it to "Any way"';
export const ENGAGEMENT_MISSING = 'Choose how they took it, or set the campaign to "Any campaign"';

const filterFields = {
  tags: tagList,
  anyTags: tagList,
  attributes: z.array(
    z.object({
      name: z
        .string()
        .trim()
        .refine(
          (name) => name === "" || /^[A-Za-z0-9_]{1,64}$/.test(name),
          "Attribute names are letters, digits or _",
        ),
      value: z.string().max(500, "At most 500 characters"),
    }),
  ),
  consent: z.union([z.literal(""), z.enum(CONSENT_STATUSES)]),
  inboundWithinDays: days,
  noInboundWithinDays: days,
  /** The campaign's id, or "" for none: given together with `campaignEngagement`, or neither. */
  campaignId: z.string(),
  campaignEngagement: z.union([z.literal(""), z.enum(SEGMENT_CAMPAIGN_ENGAGEMENTS)]),
};

/** A campaign and how they took it go together: each without the other is its field's error. */
function campaignBothOrNeither(
  form: { campaignId: string; campaignEngagement: string },
  context: z.RefinementCtx,
) {
  if (form.campaignId !== "" && form.campaignEngagement === "")
    context.addIssue({ code: "custom", path: ["campaignEngagement"], message: ENGAGEMENT_MISSING });
  if (form.campaignId === "" && form.campaignEngagement !== "")
    context.addIssue({ code: "custom", path: ["campaignId"], message: CAMPAIGN_MISSING });
}

/** The filter's part of the form, checked as it is typed (the live count needs a valid one). */
export const segmentFilterFormSchema = z.object(filterFields).superRefine(campaignBothOrNeither);

export const segmentFormSchema = z
  .object({
    ...filterFields,
    name: z.string().trim().min(1, "Name the segment").max(100, "At most 100 characters"),
  })
  .superRefine(campaignBothOrNeither);

export type SegmentFormValues = z.input<typeof segmentFormSchema>;
type SegmentFilterOutput = z.output<typeof segmentFilterFormSchema>;

export const emptySegmentForm: SegmentFormValues = {
  name: "",
  tags: "",
  anyTags: "",
  attributes: [],
  consent: "",
  inboundWithinDays: "",
  noInboundWithinDays: "",
  campaignId: "",
  campaignEngagement: "",
};

/** A saved segment's filter as GraphQL answers it. */
export interface SegmentFilterView {
  tags: string[];
  anyTags: string[];
  attributes: { name: string; value: string }[];
  consent?: string | null;
  inboundWithinDays?: number | null;
  noInboundWithinDays?: number | null;
  campaign?: { id: string; engagement: string } | null;
}

/** The form filled with a saved segment. */
export const segmentFormValues = (segment: {
  name: string;
  filter: SegmentFilterView;
}): SegmentFormValues => ({
  name: segment.name,
  tags: segment.filter.tags.join(", "),
  anyTags: segment.filter.anyTags.join(", "),
  attributes: segment.filter.attributes.map(({ name, value }) => ({ name, value })),
  consent: (segment.filter.consent ?? "") as SegmentFormValues["consent"],
  inboundWithinDays: segment.filter.inboundWithinDays?.toString() ?? "",
  noInboundWithinDays: segment.filter.noInboundWithinDays?.toString() ?? "",
  campaignId: segment.filter.campaign?.id ?? "",
  campaignEngagement: (segment.filter.campaign?.engagement ??
    "") as SegmentFormValues["campaignEngagement"],
});

/** The filter the server takes: conditions left empty are left out. */
export function toSegmentFilterInput(filter: SegmentFilterOutput): SegmentFilterInput {
  const attributes = filter.attributes.filter((attribute) => attribute.name !== "");
  return {
    ...(filter.tags.length ? { tags: filter.tags } : {}),
    ...(filter.anyTags.length ? { anyTags: filter.anyTags } : {}),
    ...(attributes.length ? { attributes } : {}),
    ...(filter.consent ? { consent: filter.consent } : {}),
    ...(filter.inboundWithinDays !== null ? { inboundWithinDays: filter.inboundWithinDays } : {}),
    ...(filter.noInboundWithinDays !== null
      ? { noInboundWithinDays: filter.noInboundWithinDays }
      : {}),
    ...(filter.campaignId && filter.campaignEngagement
      ? { campaign: { id: filter.campaignId, engagement: filter.campaignEngagement } }
      : {}),
  };
}

/** The whole form as the server's segment input. */
export const toSegmentInput = (form: z.output<typeof segmentFormSchema>): SegmentInput => ({
  name: form.name,
  filter: toSegmentFilterInput(form),
});

/** The filter of the form as typed so far, or null while part of it is not valid. */
export function liveFilter(values: SegmentFormValues): SegmentFilterInput | null {
  const parsed = segmentFilterFormSchema.safeParse(values);
  return parsed.success ? toSegmentFilterInput(parsed.data) : null;
}

const CONSENT_WORDS: Record<string, string> = {
  opted_in: "opted in",
  opted_out: "opted out",
  unknown: "consent unknown",
};

/** How they took a campaign, in words: `Campaign "Diwali sale": read it`, `A campaign: replied`. */
export function describeCampaignCondition(
  condition: { id: string; engagement: string },
  campaignName?: string | null,
): string {
  const words = ENGAGEMENT_WORDS[condition.engagement as SegmentCampaignEngagement];
  const how = words ? words.charAt(0).toLowerCase() + words.slice(1) : condition.engagement;
  return `${campaignName ? `Campaign "${campaignName}"` : "A campaign"}: ${how}`;
}

/**
 * A filter in words, e.g. "Tagged vip · city = Pune · opted in"; "Every contact" when empty.
 * `campaignName` names the campaign of its condition when the campaigns are at hand.
 */
export function describeFilter(
  filter: SegmentFilterView,
  campaignName?: (id: string) => string | null | undefined,
): string {
  const parts = [
    filter.tags.length ? `Tagged ${filter.tags.join(" and ")}` : null,
    filter.anyTags.length ? `Tagged ${filter.anyTags.join(" or ")}` : null,
    ...filter.attributes.map(({ name, value }) => `${name} = ${value}`),
    filter.consent ? (CONSENT_WORDS[filter.consent] ?? filter.consent) : null,
    filter.inboundWithinDays ? `Wrote within ${filter.inboundWithinDays} days` : null,
    filter.noInboundWithinDays ? `No message in ${filter.noInboundWithinDays} days` : null,
    filter.campaign
      ? describeCampaignCondition(filter.campaign, campaignName?.(filter.campaign.id))
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(" · ") : "Every contact";
}
