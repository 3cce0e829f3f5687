import {
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  Inline,
  Stack,
  Text,
  TextLink,
} from "@aizapy/design-system";
import { Pause, Play, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { DateTime } from "../../../../shared/components/DateTime";
import { formatCount, formatRupees } from "../../../../shared/lib/format";
import { Notice } from "../../../components/Notice";
import { type CampaignDetail_CampaignFragment } from "../../../gql/graphql";
import { campaignPath } from "../../../lib/paths";
import { useChangeCampaign } from "../api/campaign-mutations";
import { allowedChanges, describeAudience, retargetLabel, waitingWords } from "../campaign-status";
import { CampaignFacts, type CampaignFact } from "./CampaignFacts";
import { SendingProgress } from "./SendingProgress";
import { CampaignStatusBadge } from "./StatusBadges";

export interface CampaignOverviewCardProps {
  campaign: CampaignDetail_CampaignFragment;
  /** The name of the segment it goes to, once read. */
  segmentName: string | null;
  /** The campaign a retargeting campaign follows up, once read. */
  retargeted: { id: string; name: string } | null;
  /** Owners and admins pause, resume and cancel; agents follow. */
  canEdit: boolean;
}

/**
 * What a campaign is and where it stands: its status, template, audience, times, holdout and cost;
 * while it sends, how far it got and what it waits for; the changes its status allows.
 */
export function CampaignOverviewCard({
  campaign,
  segmentName,
  retargeted,
  canEdit,
}: CampaignOverviewCardProps) {
  const { change, isChanging } = useChangeCampaign();
  const [isCancelling, setCancelling] = useState(false);
  const changes = allowedChanges(campaign.status);
  const { template } = campaign;

  const facts: CampaignFact[] = [
    { label: "Status", value: <CampaignStatusBadge status={campaign.status} /> },
    {
      label: "Template",
      value: `${template.name} (${template.language})${template.category ? ` · ${template.category}` : ""}`,
    },
    {
      label: "Audience",
      value:
        retargeted && campaign.retargetOf ? (
          <>
            {`${retargetLabel(campaign.retargetOf.audience)} of `}
            <TextLink asChild>
              <Link to={campaignPath(retargeted.id)}>{retargeted.name}</Link>
            </TextLink>
          </>
        ) : (
          describeAudience(campaign, segmentName)
        ),
    },
    {
      label: campaign.launchedAt ? "Launched" : "Created",
      value: <DateTime iso={campaign.launchedAt ?? campaign.createdAt} />,
    },
    ...(campaign.scheduledAt
      ? [{ label: "Scheduled for", value: <DateTime iso={campaign.scheduledAt} /> }]
      : []),
    ...(campaign.completedAt
      ? [
          {
            label: campaign.status === "cancelled" ? "Cancelled" : "Completed",
            value: <DateTime iso={campaign.completedAt} />,
          },
        ]
      : []),
    {
      label: "Holdout",
      value: campaign.launchedAt
        ? `${campaign.holdoutPercent}% (${formatCount(campaign.counts.holdout)} contacts)`
        : `${campaign.holdoutPercent}%`,
    },
    ...(campaign.launchedAt
      ? [{ label: "Cost so far", value: formatRupees(Number(campaign.cost.amount)) }]
      : []),
  ];

  const run = (what: "pause" | "resume" | "cancel") => change(what, campaign);

  return (
    <Card as="section" aria-labelledby="campaign-overview-title">
      <CardHeader
        title={<span id="campaign-overview-title">Overview</span>}
        titleAs="h2"
        action={
          canEdit && (
            <Inline space="small">
              {changes.includes("pause") && (
                <Button
                  size="small"
                  variant="secondary"
                  iconStart={<Pause size={16} />}
                  disabled={isChanging}
                  onClick={() => void run("pause")}
                >
                  Pause
                </Button>
              )}
              {changes.includes("resume") && (
                <Button
                  size="small"
                  iconStart={<Play size={16} />}
                  disabled={isChanging}
                  onClick={() => void run("resume")}
                >
                  Resume
                </Button>
              )}
              {changes.includes("cancel") && (
                <Button
                  size="small"
                  variant="secondary"
                  iconStart={<XCircle size={16} />}
                  disabled={isChanging}
                  onClick={() => setCancelling(true)}
                >
                  {campaign.status === "draft" ? "Discard" : "Cancel campaign"}
                </Button>
              )}
            </Inline>
          )
        }
      />
      <CardBody>
        <Stack space="large">
          <CampaignFacts facts={facts} />
          {campaign.status === "sending" && <SendingProgress counts={campaign.counts} />}
          {campaign.waitingFor && (
            <Notice tone="caution" title="Sending is waiting" role="status">
              {waitingWords[campaign.waitingFor] ?? campaign.waitingFor}
            </Notice>
          )}
          {campaign.status === "paused" && (
            <Text tone="secondary">
              Nothing more is sent until the campaign is resumed; messages already sent go on.
            </Text>
          )}
        </Stack>
      </CardBody>
      <ConfirmDialog
        open={isCancelling}
        onOpenChange={(open) => {
          if (!open && !isChanging) setCancelling(false);
        }}
        title={campaign.status === "draft" ? "Discard this draft?" : "Cancel this campaign?"}
        description={
          campaign.status === "draft"
            ? "Nothing has been sent. The draft is kept as cancelled."
            : "Recipients not sent yet are never sent; messages already sent go on. This cannot be undone."
        }
        confirmLabel={campaign.status === "draft" ? "Discard" : "Cancel campaign"}
        cancelLabel="Keep it"
        onConfirm={() =>
          void run("cancel").then((done) => {
            if (done) setCancelling(false);
          })
        }
        keepOpenOnConfirm
        loading={isChanging}
      />
    </Card>
  );
}
