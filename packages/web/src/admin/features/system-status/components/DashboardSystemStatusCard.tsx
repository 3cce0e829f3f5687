import { Card, CardBody, CardHeader } from "@aizapy/design-system";
import { DetailList } from "../../../components/DetailList";
import { type SystemStatusReading } from "../api/use-system-status";
import { analyticsLine, databaseLine, gatewayLine, messageQueueLine } from "../status-lines";
import { StatusLineIndicator } from "./StatusLineIndicator";

/** The dashboard's system status (gateway, database, queue, analytics), each as measured now. */
export function DashboardSystemStatusCard({ reading }: { reading: SystemStatusReading }) {
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
            { label: "API Gateway", value: <StatusLineIndicator line={gatewayLine(reading)} /> },
            { label: "Database", value: <StatusLineIndicator line={databaseLine(reading)} /> },
            {
              label: "Message Queue",
              value: <StatusLineIndicator line={messageQueueLine(reading)} />,
            },
            {
              label: "Analytics Engine",
              value: <StatusLineIndicator line={analyticsLine(reading)} />,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
