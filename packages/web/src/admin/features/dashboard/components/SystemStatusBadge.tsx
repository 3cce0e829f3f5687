import { Badge } from "@aizapy/design-system";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useDatabaseStatus } from "../api/use-database-status";

/** "System Operational" unless the database probe failed. */
export function SystemStatusBadge() {
  const database = useDatabaseStatus();
  if (database.state === "unavailable") {
    return (
      <Badge tone="critical" icon={<CircleAlert size={14} />}>
        System Degraded
      </Badge>
    );
  }
  return (
    <Badge tone="positive" icon={<CircleCheck size={14} />}>
      System Operational
    </Badge>
  );
}
