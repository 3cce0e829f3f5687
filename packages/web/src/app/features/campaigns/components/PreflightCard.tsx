import {
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeaderCell,
  TableRow,
  Text,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Rocket } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatCount, formatDateTime, formatRupees } from "../../../../shared/lib/format";
import { describeTier } from "../../../lib/messaging-tier";
import { useChangeCampaign } from "../api/campaign-mutations";
import { WorkspaceCampaignPreflightQuery } from "../api/campaigns";
import { exclusionLabels } from "../campaign-status";

export interface PreflightCardProps {
  campaign: {
    id: string;
    name: string;
    scheduledAt: string | null;
    template: { name: string };
  };
  /** Owners and admins launch; agents see what a launch would do. */
  canEdit: boolean;
}

/**
 * A draft's preflight, read afresh: who a launch now would send to, who it leaves out and why,
 * the estimated cost and the messaging limit left; then Launch, confirmed.
 */
export function PreflightCard({ campaign, canEdit }: PreflightCardProps) {
  const { data, error, refetch } = useQuery(WorkspaceCampaignPreflightQuery, {
    variables: { id: campaign.id },
    fetchPolicy: "network-only",
  });
  const { change, isChanging } = useChangeCampaign();
  const [isConfirming, setConfirming] = useState(false);
  const preflight = data?.workspaceCampaignPreflight;
  const toSend = preflight ? preflight.eligible - preflight.holdout : 0;
  const cost = preflight ? formatRupees(Number(preflight.estimatedCost.amount)) : "";
  const scheduled = campaign.scheduledAt && new Date(campaign.scheduledAt) > new Date();

  const rows: [string, string][] = preflight
    ? [
        ["Eligible", formatCount(preflight.eligible)],
        ["Held out", formatCount(preflight.holdout)],
        ...Object.entries(exclusionLabels).map(([key, label]): [string, string] => [
          label,
          formatCount(preflight.excluded[key as keyof typeof exclusionLabels]),
        ]),
        ["Estimated cost", cost],
        ["Messaging limit", describeTier(preflight.capacity.tier)],
        [
          "Left in the last 24 hours",
          preflight.capacity.remaining === null
            ? "No limit"
            : formatCount(preflight.capacity.remaining),
        ],
      ]
    : [];

  return (
    <Card as="section" aria-labelledby="preflight-title">
      <CardHeader
        title={<span id="preflight-title">Before you launch</span>}
        titleAs="h2"
        description="Who a launch now sends to, who it leaves out and why, and what it costs."
        action={
          canEdit && (
            <Button
              size="small"
              iconStart={<Rocket size={16} />}
              disabled={!preflight || toSend === 0}
              onClick={() => setConfirming(true)}
            >
              Launch
            </Button>
          )
        }
      />
      <CardBody>
        {error && !preflight ? (
          <QueryErrorState what="the preflight" error={error} onRetry={refetch} />
        ) : (
          <Stack space="medium">
            <Table caption="Preflight">
              <TableBody>
                {preflight ? (
                  rows.map(([label, value]) => (
                    <TableRow key={label}>
                      <TableHeaderCell scope="row">{label}</TableHeaderCell>
                      <TableCell>{value}</TableCell>
                    </TableRow>
                  ))
                ) : (
                  <TableRow>
                    <TableCell>Checking the audience...</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            {preflight && toSend === 0 && (
              <Text tone="secondary">
                Nobody in this audience can be sent to now; change the audience in a new campaign.
              </Text>
            )}
            {!canEdit && <Text tone="secondary">Owners and admins launch campaigns.</Text>}
          </Stack>
        )}
      </CardBody>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!open && !isChanging) setConfirming(false);
        }}
        title="Launch this campaign?"
        description={`${campaign.template.name} goes to ${formatCount(toSend)} ${
          toSend === 1 ? "contact" : "contacts"
        } ${scheduled ? `at ${formatDateTime(campaign.scheduledAt)}` : "now"}, for about ${cost}. A campaign is launched once.`}
        confirmLabel="Launch"
        tone="default"
        onConfirm={() =>
          void change("launch", campaign).then((done) => {
            if (done) setConfirming(false);
          })
        }
        keepOpenOnConfirm
        loading={isChanging}
      />
    </Card>
  );
}
