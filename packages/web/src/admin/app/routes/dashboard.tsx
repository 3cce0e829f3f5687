import { Grid, Stack } from "@aizapy/design-system";
import { PageHeader } from "../../components/PageHeader";
import { DashboardStats } from "../../features/dashboard/components/DashboardStats";
import { QuickActions } from "../../features/dashboard/components/QuickActions";
import { SystemStatusBadge } from "../../features/dashboard/components/SystemStatusBadge";
import { SystemStatusCard } from "../../features/dashboard/components/SystemStatusCard";

/** /admin (spec §2). */
export function Component() {
  return (
    <Stack space="large">
      <PageHeader
        title="Dashboard"
        description="An overview of the platform this month"
        actions={<SystemStatusBadge />}
      />
      <DashboardStats />
      <Grid columns={{ mobile: 1, desktop: 2 }} space="medium">
        <QuickActions />
        <SystemStatusCard />
      </Grid>
    </Stack>
  );
}
