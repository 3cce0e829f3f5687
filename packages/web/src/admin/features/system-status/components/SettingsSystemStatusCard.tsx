import { Card, CardBody, CardHeader } from "@aizapy/design-system";
import { DetailList } from "../../../components/DetailList";
import { type SystemStatusReading } from "../api/use-system-status";
import { databaseLine, gatewayLine, platformLine } from "../status-lines";
import { StatusLineIndicator } from "./StatusLineIndicator";

/** The settings page's system status (platform, database, API gateway), as measured now. */
export function SettingsSystemStatusCard({ reading }: { reading: SystemStatusReading }) {
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
              value: <StatusLineIndicator line={platformLine(reading)} />,
            },
            {
              label: "Database",
              value: <StatusLineIndicator line={databaseLine(reading, "Connected")} />,
            },
            {
              label: "API Gateway",
              value: <StatusLineIndicator line={gatewayLine(reading, "Active")} />,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
