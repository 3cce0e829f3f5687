import {
  CAMPAIGN_RECIPIENT_STATUSES,
  type CampaignRecipientStatus,
  type CampaignStatus,
  RETARGET_AUDIENCES,
  type RetargetAudience,
} from "@aizapy/contracts";
import type { BadgeTone } from "@aizapy/design-system/Badge";
import { formatCount } from "../../../shared/lib/format";

// Where a campaign and each recipient stand, in words and tones, and what a campaign's status
// allows: the campaign's page offers only the changes the server would accept.

/** A change of a campaign's status a member asks for. */
export type CampaignChange = "launch" | "pause" | "resume" | "cancel";

const statusWords: Record<CampaignStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draft", tone: "neutral" },
  scheduled: { label: "Scheduled", tone: "info" },
  sending: { label: "Sending", tone: "brand" },
  paused: { label: "Paused", tone: "caution" },
  completed: { label: "Completed", tone: "positive" },
  cancelled: { label: "Cancelled", tone: "critical" },
};

/** "sending" → "Sending", in the brand colour; a status not known is shown as it is. */
export const describeCampaignStatus = (status: string) =>
  statusWords[status as CampaignStatus] ?? { label: status, tone: "neutral" as const };

/** The changes each status allows: a draft is launched from its preflight. */
const changesByStatus: Record<CampaignStatus, readonly CampaignChange[]> = {
  draft: ["launch", "cancel"],
  scheduled: ["pause", "cancel"],
  sending: ["pause", "cancel"],
  paused: ["resume", "cancel"],
  completed: [],
  cancelled: [],
};

export const allowedChanges = (status: string): readonly CampaignChange[] =>
  changesByStatus[status as CampaignStatus] ?? [];

/** Still moving on its own (sending, or waiting for its time): its page follows it live. */
export const isLive = (status: string) => status === "sending" || status === "scheduled";

/** How often a live campaign is read again. */
export const LIVE_POLL_MS = 2000;

/**
 * How long a completed campaign is still followed: it completes once every message is sent, and
 * the deliveries and reads of the last ones arrive in the seconds after.
 */
export const FOLLOW_AFTER_COMPLETION_MS = 60_000;

/** For how many more milliseconds the campaign's page reads it again (Infinity while live). */
export function followFor(
  campaign: { status: string; completedAt: string | null },
  now: number,
): number {
  if (isLive(campaign.status)) return Infinity;
  if (campaign.status !== "completed" || !campaign.completedAt) return 0;
  return Math.max(0, Date.parse(campaign.completedAt) + FOLLOW_AFTER_COMPLETION_MS - now);
}

/** Recipients of the funnel's stages, as the retarget buttons need them. */
export interface StageCounts {
  sent: number;
  delivered: number;
  read: number;
  replied: number;
  failed: number;
}

export const retargetLabels: Record<RetargetAudience, string> = {
  not_delivered: "Not delivered",
  not_read: "Not read",
  read_not_replied: "Read, not replied",
  failed: "Failed",
};

/** "not_read" → "Not read"; a bucket not known as it is. */
export const retargetLabel = (audience: string) =>
  retargetLabels[audience as RetargetAudience] ?? audience;

/**
 * Each retargeting bucket with the recipients in it now: sent and never delivered, delivered and
 * never read, read and never replied, failed for good.
 */
export function retargetBuckets(counts: StageCounts) {
  const sizes: Record<RetargetAudience, number> = {
    not_delivered: counts.sent - counts.delivered,
    not_read: counts.delivered - counts.read,
    read_not_replied: counts.read - counts.replied,
    failed: counts.failed,
  };
  return RETARGET_AUDIENCES.map((audience) => ({
    audience,
    label: retargetLabels[audience],
    count: Math.max(0, sizes[audience]),
  }));
}

/** A campaign can be retargeted once it was launched. */
export const canRetarget = (campaign: { launchedAt: string | null }) =>
  campaign.launchedAt !== null;

const recipientWords: Record<CampaignRecipientStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting", tone: "neutral" },
  holdout: { label: "Held out", tone: "neutral" },
  queued: { label: "Queued", tone: "info" },
  sent: { label: "Sent", tone: "info" },
  delivered: { label: "Delivered", tone: "positive" },
  read: { label: "Read", tone: "positive" },
  replied: { label: "Replied", tone: "brand" },
  failed: { label: "Failed", tone: "critical" },
  retrying: { label: "Retrying", tone: "caution" },
  cancelled: { label: "Cancelled", tone: "neutral" },
};

export const describeRecipientStatus = (status: string) =>
  recipientWords[status as CampaignRecipientStatus] ?? { label: status, tone: "neutral" as const };

/** The recipient statuses the recipients table filters by. */
export const recipientStatusOptions = [
  { value: "", label: "Every status" },
  ...CAMPAIGN_RECIPIENT_STATUSES.map((status) => ({
    value: status,
    label: recipientWords[status].label,
  })),
];

/** Why a preflight leaves contacts out, as a marketer reads it. */
export const exclusionLabels = {
  optedOut: "Opted out of marketing",
  invalid: "Not a contact, or no value for a parameter",
  duplicate: "Named more than once",
  frequencyCap: "Over your marketing frequency cap",
  overCapacity: "Over your messaging limit now (they wait for capacity)",
} as const;

/** What a campaign's sending waits for, when it waits. */
export const waitingWords: Record<string, string> = {
  capacity:
    "Your messaging limit for the last 24 hours is used up; sending goes on as it frees up.",
  quiet_hours: "Quiet hours: marketing messages wait until they end.",
};

export interface AudienceView {
  audience: { tags: readonly string[]; segmentId: string | null; contactCount: number } | null;
  retargetOf: { audience: string } | null;
}

/**
 * A campaign's audience in words, e.g. "Tagged vip or pune · Segment Diwali buyers"; a retargeting
 * campaign's as its bucket ("Not read of an earlier campaign").
 */
export function describeAudience(
  { audience, retargetOf }: AudienceView,
  segmentName?: string | null,
): string {
  if (retargetOf) return `${retargetLabel(retargetOf.audience)} of an earlier campaign`;
  if (!audience) return "No audience";
  const parts = [
    audience.tags.length ? `Tagged ${audience.tags.join(" or ")}` : null,
    audience.segmentId ? (segmentName ? `Segment ${segmentName}` : "A segment") : null,
    audience.contactCount
      ? `${formatCount(audience.contactCount)} named ${audience.contactCount === 1 ? "contact" : "contacts"}`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.join(" · ") || "No audience";
}
