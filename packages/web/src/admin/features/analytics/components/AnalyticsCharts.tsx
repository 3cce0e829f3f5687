import { ChartFrame, Grid, Select, Skeleton, Stack } from "@aizapy/design-system";
import { ANALYTICS_PERIODS } from "@aizapy/contracts";
import { useQuery } from "@apollo/client/react";
import { type ReactNode, Suspense } from "react";
import { describeRequestError } from "../../../../shared/lib/errors";
import { formatCount } from "../../../../shared/lib/format";
import { BusinessPicker } from "../../../components/BusinessPicker";
import { formatPercent } from "../../../lib/format";
import { asUuid, type ListParams } from "../../../lib/list-params";
import { AnalyticsSeriesQuery } from "../api/get-analytics-series";
import { BarChart, LineChart } from "./lazy-charts";

const DEFAULT_DAYS = 30;

const periodOptions = ANALYTICS_PERIODS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));

// The series' days are India Standard Time dates: shown as such, whatever the browser's zone.
const dayFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const formatDay = (value: string | number) => dayFormat.format(new Date(`${value}T00:00:00Z`));

/** The period and business in the URL (`?days=90&business=…`); anything else is the default. */
export function readAnalyticsParams(list: ListParams) {
  const days = Number(list.get("days"));
  return {
    days: (ANALYTICS_PERIODS as readonly number[]).includes(days) ? days : DEFAULT_DAYS,
    businessId: asUuid(list.get("business")),
  };
}

/** Where a chart appears once recharts has loaded: a placeholder of its height until then. */
function ChartSlot({ children, height = 280 }: { children: ReactNode; height?: number }) {
  return <Suspense fallback={<Skeleton height={height} />}>{children}</Suspense>;
}

/**
 * Trends over 7, 30 or 90 days, for all businesses or one: messages, delivery rate and average
 * response time per day, and messages by business. Each chart can be read as a table, and its
 * tooltip is moved with the arrow keys.
 */
export function AnalyticsCharts({ list }: { list: ListParams }) {
  const { days, businessId } = readAnalyticsParams(list);
  const { data, loading, error, refetch } = useQuery(AnalyticsSeriesQuery, {
    variables: { days, businessId },
  });
  const series = data?.analyticsSeries;
  const isLoading = loading && !series;
  const failure =
    error && !series
      ? (describeRequestError(error).message ?? "Check your connection and try again.")
      : undefined;
  const daily = series?.daily ?? [];
  const isEmpty = series !== undefined && series.totalMessages === 0;
  const period = series ? `${formatDay(series.from)} – ${formatDay(series.to)} (IST)` : undefined;

  const frame = {
    titleAs: "h3" as const,
    description: period,
    loading: isLoading,
    error: failure,
    onRetry: () => void refetch(),
    empty: isEmpty,
    emptyText: "No messages in this period",
  };

  const byBusiness = series
    ? [
        ...series.topBusinesses.map((business) => ({
          label: business.name,
          value: business.messages,
        })),
        ...(series.otherMessages > 0
          ? [{ label: "Other businesses", value: series.otherMessages }]
          : []),
      ]
    : [];

  const barHeight = Math.max(280, byBusiness.length * 32 + 40);

  return (
    <Stack space="medium">
      <div role="group" aria-label="Chart options">
        <Grid columns={{ mobile: 1, tablet: 2 }} space="medium">
          <Select
            label="Period"
            options={periodOptions}
            value={String(days)}
            onChange={(event) =>
              list.setFilters({
                days: event.target.value === String(DEFAULT_DAYS) ? undefined : event.target.value,
              })
            }
          />
          <BusinessPicker
            label="Business"
            allLabel="All businesses"
            value={businessId}
            onChange={(id) => list.setFilters({ business: id })}
          />
        </Grid>
      </div>
      <Grid columns={{ mobile: 1, wide: 2 }} space="medium">
        <ChartFrame title="Messages per day" {...frame}>
          <ChartSlot>
            <LineChart
              data={daily}
              xKey="date"
              xLabel="Date"
              formatX={formatDay}
              formatValue={formatCount}
              series={[{ key: "messages", label: "Messages", tone: "brand" }]}
            />
          </ChartSlot>
        </ChartFrame>
        <ChartFrame title="Delivery rate per day" {...frame}>
          <ChartSlot>
            <LineChart
              data={daily}
              xKey="date"
              xLabel="Date"
              formatX={formatDay}
              formatValue={(value) => formatPercent(value).replace("%", "")}
              unit="%"
              series={[{ key: "deliveryRate", label: "Delivery rate", tone: "positive" }]}
            />
          </ChartSlot>
        </ChartFrame>
        <ChartFrame title="Average response time per day" {...frame}>
          <ChartSlot>
            <LineChart
              data={daily}
              xKey="date"
              xLabel="Date"
              formatX={formatDay}
              formatValue={formatCount}
              unit="ms"
              series={[{ key: "avgResponseMs", label: "Average response time", tone: "info" }]}
            />
          </ChartSlot>
        </ChartFrame>
        <ChartFrame
          title="Messages by business"
          {...frame}
          // Room for every business's name on the category axis.
          height={barHeight}
        >
          <ChartSlot height={barHeight}>
            <BarChart
              data={byBusiness}
              orientation="horizontal"
              categoryLabel="Business"
              valueLabel="Messages"
              formatValue={formatCount}
            />
          </ChartSlot>
        </ChartFrame>
      </Grid>
    </Stack>
  );
}
