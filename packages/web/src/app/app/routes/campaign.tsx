import { EmptyState, Stack } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { ArrowLeft, Megaphone } from "lucide-react";
import { useParams } from "react-router-dom";
import { ButtonLink } from "../../../shared/components/ButtonLink";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryErrorState } from "../../../shared/components/QueryErrorState";
import { isNotFound } from "../../../shared/lib/errors";
import { useWorkspaceAccount } from "../../api/workspace-account";
import {
  CampaignSegmentQuery,
  RetargetedCampaignQuery,
} from "../../features/campaigns/api/campaigns";
import { useLiveCampaign } from "../../features/campaigns/api/use-live-campaign";
import { canRetarget } from "../../features/campaigns/campaign-status";
import { CampaignOverviewCard } from "../../features/campaigns/components/CampaignOverviewCard";
import { FailuresCard } from "../../features/campaigns/components/FailuresCard";
import { FunnelCard } from "../../features/campaigns/components/FunnelCard";
import { PreflightCard } from "../../features/campaigns/components/PreflightCard";
import { RecipientsCard } from "../../features/campaigns/components/RecipientsCard";
import { RetargetCard } from "../../features/campaigns/components/RetargetCard";
import { canManage } from "../../lib/roles";
import { paths } from "../../lib/paths";

const back = (
  <ButtonLink to={paths.campaigns} icon={<ArrowLeft size={16} />} size="small">
    All campaigns
  </ButtonLink>
);

/**
 * /app/campaigns/:campaignId: a campaign's overview and the changes its status allows; a draft's
 * preflight and launch; a launched one's funnel, failures, retargeting and recipients, followed
 * live while it sends.
 */
export function Component() {
  const { campaignId = "" } = useParams();
  const { account } = useWorkspaceAccount();
  const canEdit = canManage(account.role);
  const { data, loading, error, refetch } = useLiveCampaign(campaignId);
  const campaign = data?.workspaceCampaign;
  const segmentId = campaign?.audience?.segmentId;
  const segment = useQuery(CampaignSegmentQuery, {
    variables: { id: segmentId ?? "" },
    skip: !segmentId,
  });
  const retargetedId = campaign?.retargetOf?.campaignId;
  const retargeted = useQuery(RetargetedCampaignQuery, {
    variables: { id: retargetedId ?? "" },
    skip: !retargetedId,
  });

  if (!campaign) {
    return (
      <>
        <PageHeader title="Campaign" actions={back} />
        {error && isNotFound(error, "workspaceCampaign") ? (
          <EmptyState
            icon={<Megaphone size={24} />}
            titleAs="h2"
            title="Campaign not found"
            description="Find it again among your campaigns."
          />
        ) : error ? (
          <QueryErrorState what="the campaign" error={error} onRetry={refetch} />
        ) : (
          loading && <EmptyState titleAs="p" title="Loading the campaign..." />
        )}
      </>
    );
  }

  const { counts } = campaign;
  return (
    <>
      <PageHeader
        title={campaign.name}
        description={`${campaign.template.name} (${campaign.template.language})`}
        actions={back}
      />
      {/* Keyed by the campaign: another campaign's page starts with its own filters and dialogs. */}
      <Stack key={campaign.id} space="large">
        <CampaignOverviewCard
          campaign={campaign}
          segmentName={segment.data?.workspaceSegment.name ?? null}
          retargeted={retargeted.data?.workspaceCampaign ?? null}
          canEdit={canEdit}
        />
        {campaign.status === "draft" ? (
          <PreflightCard campaign={campaign} canEdit={canEdit} />
        ) : (
          <>
            <FunnelCard campaign={campaign} />
            {canEdit && canRetarget(campaign) && <RetargetCard campaign={campaign} />}
            <FailuresCard campaign={campaign} />
            <RecipientsCard
              campaignId={campaign.id}
              refreshKey={`${campaign.status} ${Object.values(counts).join(" ")}`}
            />
          </>
        )}
      </Stack>
    </>
  );
}
