import { Badge } from "@aizapy/design-system";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import { type SystemStatusReading } from "../api/use-system-status";
import { overallState } from "../status-lines";

/** The dashboard header's word on the whole platform: the worst of the status card's parts. */
export function SystemStatusBadge({ reading }: { reading: SystemStatusReading }) {
  const { tone } = overallState(reading);
  if (tone === "critical") {
    return (
      <Badge tone="critical" icon={<CircleAlert size={14} />}>
        System Degraded
      </Badge>
    );
  }
  if (tone === "caution") {
    return (
      <Badge tone="caution" icon={<TriangleAlert size={14} />}>
        Needs Attention
      </Badge>
    );
  }
  if (tone === "positive") {
    return (
      <Badge tone="positive" icon={<CircleCheck size={14} />}>
        System Operational
      </Badge>
    );
  }
  return <Badge tone="neutral">Checking...</Badge>;
}
