import { Card, CardBody, CardHeader } from "@aizapy/design-system";
import { DetailList } from "../../../components/DetailList";
import { StatusIndicator } from "../../../components/StatusIndicator";

/** Static indicators, as in spec §2. */
export function SettingsSystemStatusCard() {
  return (
    <Card as="section" aria-labelledby="settings-system-status-title">
      <CardHeader
        title={<span id="settings-system-status-title">System Status</span>}
        titleAs="h2"
        description="Current state of the platform"
      />
      <CardBody>
        <DetailList
          items={[
            {
              label: "Platform Status",
              value: <StatusIndicator tone="positive">Operational</StatusIndicator>,
            },
            {
              label: "Database",
              value: <StatusIndicator tone="positive">Connected</StatusIndicator>,
            },
            {
              label: "API Gateway",
              value: <StatusIndicator tone="positive">Active</StatusIndicator>,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
