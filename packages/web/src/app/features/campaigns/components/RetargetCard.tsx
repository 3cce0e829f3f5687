import { Button, Card, CardBody, CardHeader, Inline, Stack, Text } from "@aizapy/design-system";
import { Target } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { formatCount } from "../../../../shared/lib/format";
import { campaignPath } from "../../../lib/paths";
import { useRetargetCampaign } from "../api/campaign-mutations";
import { retargetBuckets, type StageCounts } from "../campaign-status";

export interface RetargetCardProps {
  campaign: { id: string; counts: StageCounts };
}

/**
 * One button per bucket of recipients (not delivered, not read, read but not replied, failed):
 * each creates a draft to exactly them, with the same template, and opens it.
 */
export function RetargetCard({ campaign }: RetargetCardProps) {
  const navigate = useNavigate();
  const { retarget, isRetargeting } = useRetargetCampaign();
  const buckets = retargetBuckets(campaign.counts);

  return (
    <Card as="section" aria-labelledby="retarget-title">
      <CardHeader
        title={<span id="retarget-title">Retarget</span>}
        titleAs="h2"
        description="Follow up with the recipients who stopped at one stage: a new draft goes to exactly them; contacts who opted out since are left out."
      />
      <CardBody>
        <Stack space="medium" as="ul" role="list" aria-label="Retargeting buckets">
          {buckets.map((bucket) => (
            <Inline
              key={bucket.audience}
              as="li"
              space="medium"
              alignY="center"
              align="spaceBetween"
            >
              <Text>
                <Text as="span" weight="semibold">
                  {bucket.label}
                </Text>
                {`: ${formatCount(bucket.count)} ${bucket.count === 1 ? "recipient" : "recipients"}`}
              </Text>
              <Button
                size="small"
                variant="secondary"
                iconStart={<Target size={16} />}
                disabled={bucket.count === 0 || isRetargeting}
                onClick={() =>
                  void retarget(campaign.id, bucket.audience).then((id) => {
                    if (id) void navigate(campaignPath(id));
                  })
                }
              >
                {`Retarget ${bucket.label.toLowerCase()}`}
              </Button>
            </Inline>
          ))}
        </Stack>
      </CardBody>
    </Card>
  );
}
