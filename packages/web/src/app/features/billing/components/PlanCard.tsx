import { Badge, Grid, Heading, Stack, StatCard } from "@aizapy/design-system";
import { Gauge, ShieldCheck, Sparkles } from "lucide-react";
import { capitalize } from "../../../../shared/lib/format";
import { useWorkspaceAccount } from "../../../api/workspace-account";
import { describeTier } from "../../../lib/messaging-tier";
import { describeQuality } from "../labels";

/** The plan, messaging limit tier and quality rating, as the operator and Meta set them. */
export function PlanCard() {
  const { business } = useWorkspaceAccount();
  const quality = describeQuality(business.qualityRating);

  return (
    <section aria-labelledby="plan-title">
      <Stack space="medium">
        <Heading level={3} as="h2" id="plan-title">
          Plan and limits
        </Heading>
        <Grid columns={{ mobile: 1, tablet: 3 }} space="medium">
          <StatCard
            title="Plan"
            value={capitalize(business.plan)}
            description={`Business ${business.status}`}
            icon={<Sparkles size={20} />}
          />
          <StatCard
            title="Messaging limit tier"
            value={describeTier(business.messagingTier)}
            description="Unique customers per rolling 24 hours"
            icon={<Gauge size={20} />}
          />
          <StatCard
            title="Quality rating"
            value={<Badge tone={quality.tone}>{quality.label}</Badge>}
            description="Meta's rating of your recent messages"
            icon={<ShieldCheck size={20} />}
          />
        </Grid>
      </Stack>
    </section>
  );
}
