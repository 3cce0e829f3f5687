import { Card, CardBody, CardHeader, Stack, Switch } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { PlatformSettingsQuery } from "../api/get-platform-settings";
import { useUpdatePlatformSettings } from "../api/update-platform-settings";

type SettingFlag = "maintenanceMode" | "signupEnabled";

/**
 * Maintenance Mode and New User Signup: each toggle sends the whole settings
 * object with that one flag changed; both switches wait while loading or saving.
 */
export function SecuritySettingsCard() {
  const { data, loading } = useQuery(PlatformSettingsQuery);
  const { updateSettings, isSaving } = useUpdatePlatformSettings();
  const settings = data?.platformSettings;
  const isDisabled = loading || isSaving || !settings;

  const toggle = (flag: SettingFlag, checked: boolean) => {
    if (!settings) return;
    void updateSettings({
      maintenanceMode: settings.maintenanceMode,
      signupEnabled: settings.signupEnabled,
      allowedOrigins: settings.allowedOrigins,
      [flag]: checked,
    });
  };

  return (
    <Card as="section" aria-labelledby="security-settings-title">
      <CardHeader
        title={<span id="security-settings-title">Security Settings</span>}
        titleAs="h2"
        description="Control access to the platform"
      />
      <CardBody>
        <Stack space="large">
          <Switch
            label="Maintenance Mode"
            description="Temporarily disable platform access for maintenance"
            checked={settings?.maintenanceMode ?? false}
            disabled={isDisabled}
            onCheckedChange={(checked) => toggle("maintenanceMode", checked)}
          />
          <Switch
            label="New User Signup"
            description="Allow new users to create accounts"
            // Signup counts as enabled unless it is explicitly false.
            checked={settings?.signupEnabled !== false}
            disabled={isDisabled}
            onCheckedChange={(checked) => toggle("signupEnabled", checked)}
          />
        </Stack>
      </CardBody>
    </Card>
  );
}
