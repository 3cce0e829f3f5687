import {
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Inline,
  Stack,
  Text,
  TextLink,
} from "@aizapy/design-system";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Megaphone, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { DateTime } from "../../../../shared/components/DateTime";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatCount } from "../../../../shared/lib/format";
import { type CampaignRow_CampaignFragment } from "../../../gql/graphql";
import { campaignPath } from "../../../lib/paths";
import { WorkspaceCampaignsQuery } from "../api/campaigns";
import { describeAudience, isLive, LIVE_POLL_MS } from "../campaign-status";
import { NewCampaignDialog } from "./NewCampaignDialog";
import { CampaignStatusBadge } from "./StatusBadges";

type Campaign = CampaignRow_CampaignFragment;

const PAGE_SIZE = 50;

/** A stage's count, or a dash before the campaign was launched. */
const stageCell = (stage: "sent" | "delivered" | "read" | "replied") => (campaign: Campaign) =>
  campaign.launchedAt ? formatCount(campaign.counts[stage]) : "–";

const columns: DataTableColumn<Campaign>[] = [
  {
    id: "name",
    header: "Name",
    isRowHeader: true,
    cell: (campaign) => (
      <TextLink asChild>
        <Link to={campaignPath(campaign.id)}>{campaign.name}</Link>
      </TextLink>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
  },
  {
    id: "audience",
    header: "Audience",
    hideBelow: "tablet",
    cell: (campaign) => (
      <Stack space="xxsmall">
        <span>{describeAudience(campaign)}</span>
        {campaign.launchedAt && (
          <Text as="span" size="small" tone="secondary">
            {`${formatCount(campaign.counts.audience)} recipients`}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: "sent", header: "Sent", align: "end", cell: stageCell("sent") },
  { id: "delivered", header: "Delivered", align: "end", cell: stageCell("delivered") },
  { id: "read", header: "Read", align: "end", cell: stageCell("read") },
  { id: "replied", header: "Replied", align: "end", cell: stageCell("replied") },
  {
    id: "createdAt",
    header: "Created",
    hideBelow: "desktop",
    cell: (campaign) => <DateTime iso={campaign.createdAt} />,
  },
];

export interface CampaignsCardProps {
  /** Owners and admins create campaigns; agents follow them. */
  canEdit: boolean;
}

/**
 * The business's campaigns, newest first, 50 at a time with "Load more", those sending followed
 * live; New campaign.
 */
export function CampaignsCard({ canEdit }: CampaignsCardProps) {
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const { data, loading, networkStatus, error, refetch, fetchMore, startPolling, stopPolling } =
    useQuery(WorkspaceCampaignsQuery, {
      variables: { limit: PAGE_SIZE },
      notifyOnNetworkStatusChange: true,
    });
  const page = data?.workspaceCampaigns;

  // Campaigns sending show their counts live. Only the first page is read again, so the list
  // stops following once more pages were loaded (reading it again would drop them).
  const isFollowing =
    (page?.items.length ?? 0) <= PAGE_SIZE &&
    (page?.items.some((campaign) => isLive(campaign.status)) ?? false);
  useEffect(() => {
    if (isFollowing) startPolling(LIVE_POLL_MS);
    else stopPolling();
  }, [isFollowing, startPolling, stopPolling]);

  return (
    <Card as="section" aria-labelledby="campaigns-title">
      <CardHeader
        title={<span id="campaigns-title">Campaigns</span>}
        titleAs="h2"
        description="One approved template to an audience of your contacts, and how each message went."
        action={
          canEdit && (
            <Button size="small" iconStart={<Plus size={16} />} onClick={() => setCreating(true)}>
              New campaign
            </Button>
          )
        }
      />
      <CardBody>
        <Stack space="medium">
          {!canEdit && (
            <Text tone="secondary">
              Owners and admins create and launch campaigns; you can follow every one.
            </Text>
          )}
          {error && !page ? (
            <QueryErrorState what="campaigns" error={error} onRetry={refetch} />
          ) : (
            <DataTable
              caption="Campaigns"
              hideCaption
              columns={columns}
              rows={page?.items ?? []}
              getRowId={(campaign) => campaign.id}
              loading={loading && !page}
              loadingLabel="Loading campaigns"
              loadingRowCount={3}
              empty={
                <EmptyState
                  icon={<Megaphone size={24} />}
                  titleAs="p"
                  title="No campaigns yet"
                  description={
                    canEdit
                      ? 'Click "New campaign" to send an approved template to a segment or to tagged contacts.'
                      : "Campaigns your team creates appear here."
                  }
                />
              }
            />
          )}
          {page?.nextCursor && (
            <Inline align="center">
              <Button
                variant="secondary"
                loading={networkStatus === NetworkStatus.fetchMore}
                loadingText="Loading..."
                onClick={() => void fetchMore({ variables: { cursor: page.nextCursor } })}
              >
                Load more
              </Button>
            </Inline>
          )}
        </Stack>
      </CardBody>
      {canEdit && (
        <NewCampaignDialog
          open={isCreating}
          onOpenChange={setCreating}
          onCreated={(id) => void navigate(campaignPath(id))}
        />
      )}
    </Card>
  );
}
