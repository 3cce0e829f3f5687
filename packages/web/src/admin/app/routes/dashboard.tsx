import { Grid, Stack } from "@aizapy/design-system";
import { PageHeader } from "../../../shared/components/PageHeader";
import { DashboardStats } from "../../features/dashboard/components/DashboardStats";
import { QuickActions } from "../../features/dashboard/components/QuickActions";
import { useSystemStatus } from "../../features/system-status/api/use-system-status";
import { DashboardSystemStatusCard } from "../../features/system-status/components/DashboardSystemStatusCard";
import { SystemStatusBadge } from "../../features/system-status/components/SystemStatusBadge";

/** /admin: this month's figures, quick actions and the system status. */
export function Component() {
  // One measurement for the badge and the card, so they never disagree.
  const systemStatus = useSystemStatus();
  return (
    <Stack space="large">
      <PageHeader
        title="Dashboard"
        description="An overview of the platform this month"
        actions={<SystemStatusBadge reading={systemStatus} />}
      />
      <DashboardStats />
      <Grid columns={{ mobile: 1, desktop: 2 }} space="medium">
        <QuickActions />
        <DashboardSystemStatusCard reading={systemStatus} />
      </Grid>
    </Stack>
  );
}
