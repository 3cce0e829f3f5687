import { Card, CardBody, CardHeader, Stack, Text } from "@aizapy/design-system";
import { formatCount } from "../../../../shared/lib/format";
import { type CampaignDetail_CampaignFragment } from "../../../gql/graphql";
import { describeUplift, funnelStages } from "../funnel";
import { FunnelChart } from "./FunnelChart";

export interface FunnelCardProps {
  campaign: Pick<CampaignDetail_CampaignFragment, "counts" | "uplift">;
}

/**
 * How far the campaign's messages got (audience → sent → delivered → read → replied), and, with a
 * holdout, how many more replied than those who were not sent it.
 */
export function FunnelCard({ campaign }: FunnelCardProps) {
  const { counts, uplift } = campaign;
  const hasHoldout = counts.holdout > 0;
  return (
    <Card as="section" aria-labelledby="funnel-title">
      <CardHeader
        title={<span id="funnel-title">Funnel</span>}
        titleAs="h2"
        description={
          hasHoldout
            ? `Shares of the audience sent to; the ${formatCount(counts.holdout)} held out are not in it.`
            : "Each stage counts the recipients that reached at least it, as a share of the audience."
        }
      />
      <CardBody>
        <Stack space="large">
          <FunnelChart stages={funnelStages(counts)} />
          {(counts.retrying > 0 || counts.recovered > 0) && (
            <Text tone="secondary">
              {`${formatCount(counts.retrying)} waiting to be tried again after Meta's marketing limit; ${formatCount(counts.recovered)} sent on a later try.`}
            </Text>
          )}
          {hasHoldout && (
            <section aria-labelledby="uplift-title">
              <Stack space="small">
                <Text as="h3" id="uplift-title" weight="semibold">
                  Uplift
                </Text>
                <Text>{describeUplift(uplift)}</Text>
              </Stack>
            </section>
          )}
        </Stack>
      </CardBody>
    </Card>
  );
}
