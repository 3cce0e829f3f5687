import { Grid, Stack } from "@aizapy/design-system";
import { PageHeader } from "../../../shared/components/PageHeader";
import { RateCardCard } from "../../features/rate-card/components/RateCardCard";
import { PlatformConfigurationCard } from "../../features/settings/components/PlatformConfigurationCard";
import { SecuritySettingsCard } from "../../features/settings/components/SecuritySettingsCard";
import { useSystemStatus } from "../../features/system-status/api/use-system-status";
import { SettingsSystemStatusCard } from "../../features/system-status/components/SettingsSystemStatusCard";

/** /admin/settings: security switches, configuration and system status, then the rate card. */
export function Component() {
  const systemStatus = useSystemStatus();
  return (
    <Stack space="large">
      <PageHeader
        title="Platform Settings"
        description="Switches and configuration of the platform"
      />
      <SecuritySettingsCard />
      <Grid columns={{ mobile: 1, desktop: 2 }} space="medium">
        <PlatformConfigurationCard />
        <SettingsSystemStatusCard reading={systemStatus} />
      </Grid>
      <RateCardCard />
    </Stack>
  );
}
