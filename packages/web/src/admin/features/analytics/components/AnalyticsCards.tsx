import { Grid, StatCard } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Activity, Building2, CircleCheck, MessageSquare } from "lucide-react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatCount } from "../../../../shared/lib/format";
import { formatPercent } from "../../../lib/format";
import { AnalyticsSummaryQuery } from "../api/get-analytics-summary";

/** This month's four figures; a missing value shows 0, also while loading. */
export function AnalyticsCards() {
  const { data, loading, error, refetch } = useQuery(AnalyticsSummaryQuery);
  const summary = data?.analyticsSummary;

  if (error && !data) {
    return <QueryErrorState what="analytics" error={error} onRetry={refetch} />;
  }

  return (
    <Grid
      columns={{ mobile: 1, tablet: 2, wide: 4 }}
      space="medium"
      aria-busy={loading || undefined}
    >
      <StatCard
        titleAs="h2"
        title="Total Messages"
        value={formatCount(summary?.totalMessages ?? 0)}
        description="Messages sent this month"
        icon={<MessageSquare size={20} />}
      />
      <StatCard
        titleAs="h2"
        title="Delivery Rate"
        value={formatPercent(summary?.deliveryRate ?? 0)}
        description="Average delivery success"
        icon={<CircleCheck size={20} />}
      />
      <StatCard
        titleAs="h2"
        title="Response Time"
        value={`${formatCount(summary?.avgResponseTime ?? 0)}ms`}
        description="Average API response time"
        icon={<Activity size={20} />}
      />
      <StatCard
        titleAs="h2"
        title="Active Businesses"
        value={formatCount(summary?.activeBusinesses ?? 0)}
        description="Businesses with active APIs"
        icon={<Building2 size={20} />}
      />
    </Grid>
  );
}
