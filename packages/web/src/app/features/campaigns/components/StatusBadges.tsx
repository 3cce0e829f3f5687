import { Badge } from "@aizapy/design-system";
import { describeCampaignStatus, describeRecipientStatus } from "../campaign-status";

/** A campaign's status in words and its tone ("Sending", in the brand colour). */
export function CampaignStatusBadge({ status }: { status: string }) {
  const { label, tone } = describeCampaignStatus(status);
  return <Badge tone={tone}>{label}</Badge>;
}

/** A recipient's status in words and its tone ("Failed", red). */
export function RecipientStatusBadge({ status }: { status: string }) {
  const { label, tone } = describeRecipientStatus(status);
  return <Badge tone={tone}>{label}</Badge>;
}
