import { Grid, Skeleton, StatCard, VisuallyHidden } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Building2, CircleCheck, KeyRound, MessageSquare } from "lucide-react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatCount } from "../../../../shared/lib/format";
import { formatPercent } from "../../../lib/format";
import { DashboardStatsQuery } from "../api/get-dashboard-stats";
import { additionsTrend, deliveryRateTrend, messagesTrend, type Trend } from "../trends";

const trendProps = ({ figure, tone, description }: Trend) => ({
  trend: figure ?? undefined,
  trendTone: tone,
  description,
});

const statIcons = {
  businesses: <Building2 size={20} />,
  apiConfigs: <KeyRound size={20} />,
  messages: <MessageSquare size={20} />,
  deliveryRate: <CircleCheck size={20} />,
};

const statTitles = ["Total Businesses", "API Configurations", "Messages Sent", "Delivery Rate"];

/** The dashboard's four key figures, each with a trend computed from this month and last. */
export function DashboardStats() {
  const { data, loading, error, refetch } = useQuery(DashboardStatsQuery);

  if (error && !data) {
    return <QueryErrorState what="the dashboard figures" error={error} onRetry={refetch} />;
  }

  if (loading || !data) {
    return (
      <div role="status">
        <VisuallyHidden>Loading dashboard figures</VisuallyHidden>
        <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} space="medium" aria-hidden="true">
          {statTitles.map((title, index) => (
            <StatCard
              key={title}
              titleAs="h2"
              title={title}
              value={<Skeleton width={96} height={32} />}
              icon={Object.values(statIcons)[index]}
            />
          ))}
        </Grid>
      </div>
    );
  }

  const stats = data.dashboardStats;
  const { trends } = stats;
  return (
    <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} space="medium">
      <StatCard
        titleAs="h2"
        title="Total Businesses"
        value={formatCount(stats.totalBusinesses)}
        icon={statIcons.businesses}
        {...trendProps(
          additionsTrend(trends.businessesAddedThisMonth, trends.businessesAddedLastMonth),
        )}
      />
      <StatCard
        titleAs="h2"
        title="API Configurations"
        value={formatCount(stats.totalApiConfigs)}
        icon={statIcons.apiConfigs}
        {...trendProps(
          additionsTrend(trends.apiConfigsAddedThisMonth, trends.apiConfigsAddedLastMonth),
        )}
      />
      <StatCard
        titleAs="h2"
        title="Messages Sent"
        value={formatCount(stats.totalMessages)}
        icon={statIcons.messages}
        {...trendProps(messagesTrend(trends.messagesChangePct))}
      />
      <StatCard
        titleAs="h2"
        title="Delivery Rate"
        value={formatPercent(stats.avgDeliveryRate)}
        icon={statIcons.deliveryRate}
        {...trendProps(deliveryRateTrend(trends.deliveryRateChangePoints))}
      />
    </Grid>
  );
}
