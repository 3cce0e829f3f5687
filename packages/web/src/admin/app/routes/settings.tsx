import { Grid, Stack } from "@aizapy/design-system";
import { PageHeader } from "../../components/PageHeader";
import { PlatformConfigurationCard } from "../../features/settings/components/PlatformConfigurationCard";
import { SecuritySettingsCard } from "../../features/settings/components/SecuritySettingsCard";
import { SettingsSystemStatusCard } from "../../features/settings/components/SystemStatusCard";

/** /admin/settings (spec §2). */
export function Component() {
  return (
    <Stack space="large">
      <PageHeader
        title="Platform Settings"
        description="Switches and configuration of the platform"
      />
      <SecuritySettingsCard />
      <Grid columns={{ mobile: 1, desktop: 2 }} space="medium">
        <PlatformConfigurationCard />
        <SettingsSystemStatusCard />
      </Grid>
    </Stack>
  );
}
