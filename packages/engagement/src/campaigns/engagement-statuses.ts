import type { CampaignRecipientStatus, SegmentCampaignEngagement } from "@aizapy/contracts";

/**
 * The recipient statuses each way of taking a campaign stands for: a stage reached counts every
 * later stage too; a bucket is the recipients who stopped there, as retargeting takes them.
 */
export const ENGAGEMENT_STATUSES: Record<
  SegmentCampaignEngagement,
  readonly CampaignRecipientStatus[]
> = {
  sent: ["sent", "delivered", "read", "replied"],
  delivered: ["delivered", "read", "replied"],
  read: ["read", "replied"],
  replied: ["replied"],
  not_delivered: ["sent"],
  not_read: ["delivered"],
  read_not_replied: ["read"],
  failed: ["failed"],
};
