import { Card, CardBody, CardHeader } from "@aizapy/design-system";
import { DetailList } from "../../../components/DetailList";
import { StatusIndicator } from "../../../components/StatusIndicator";
import { useDatabaseStatus } from "../api/use-database-status";

const latencyFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/**
 * The platform's parts at a glance (spec §2). The Database line is a live probe; the other
 * lines are static, as in the spec.
 */
export function SystemStatusCard() {
  const database = useDatabaseStatus();
  const databaseValue =
    database.state === "healthy" ? (
      <StatusIndicator tone="positive">
        Healthy ({latencyFormat.format(database.latencyMs)} ms)
      </StatusIndicator>
    ) : database.state === "unavailable" ? (
      <StatusIndicator tone="critical">Unavailable</StatusIndicator>
    ) : (
      <StatusIndicator tone="neutral">Checking...</StatusIndicator>
    );

  return (
    <Card as="section" aria-labelledby="system-status-title">
      <CardHeader
        title={<span id="system-status-title">System Status</span>}
        titleAs="h2"
        description="Health of the platform's services"
      />
      <CardBody>
        <DetailList
          items={[
            {
              label: "API Gateway",
              value: <StatusIndicator tone="positive">Operational</StatusIndicator>,
            },
            { label: "Database", value: databaseValue },
            {
              label: "Message Queue",
              value: <StatusIndicator tone="positive">Active</StatusIndicator>,
            },
            {
              label: "Analytics Engine",
              value: <StatusIndicator tone="info">Processing</StatusIndicator>,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
