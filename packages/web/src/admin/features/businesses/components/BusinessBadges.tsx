import { Badge } from "@aizapy/design-system";
import { capitalize } from "../../../lib/format";

/** Active highlighted, any other status secondary. */
export function BusinessStatusBadge({ status }: { status: string }) {
  const isActive = status === "active";
  return (
    <Badge tone={isActive ? "positive" : "neutral"} variant={isActive ? "soft" : "outline"}>
      {capitalize(status)}
    </Badge>
  );
}

export function BusinessPlanBadge({ plan }: { plan: string }) {
  return (
    <Badge tone="info" variant="outline">
      {capitalize(plan)} plan
    </Badge>
  );
}
