import { Stack } from "@aizapy/design-system";
import { PageHeader } from "../../components/PageHeader";
import { AnalyticsCards } from "../../features/analytics/components/AnalyticsCards";
import { ChartsPlaceholder } from "../../features/analytics/components/ChartsPlaceholder";

/** /admin/analytics (spec §2). */
export function Component() {
  return (
    <Stack space="large">
      <PageHeader title="Analytics" description="Platform performance this month" />
      <AnalyticsCards />
      <ChartsPlaceholder />
    </Stack>
  );
}
