import { Card, CardBody, CardHeader, Stack } from "@aizapy/design-system";
import { PageHeader } from "../../../shared/components/PageHeader";
import { AnalyticsCards } from "../../features/analytics/components/AnalyticsCards";
import { AnalyticsCharts } from "../../features/analytics/components/AnalyticsCharts";
import { useListParams } from "../../lib/list-params";

/** /admin/analytics: this month's four figures, then the trend charts. */
export function Component() {
  const list = useListParams();
  return (
    <Stack space="large">
      <PageHeader title="Analytics" description="Platform performance this month" />
      <AnalyticsCards />
      <Card as="section" aria-labelledby="trends-title">
        <CardHeader
          title={<span id="trends-title">Trends</span>}
          titleAs="h2"
          description="Messages, delivery and response times per day"
        />
        <CardBody>
          <AnalyticsCharts list={list} />
        </CardBody>
      </Card>
    </Stack>
  );
}
