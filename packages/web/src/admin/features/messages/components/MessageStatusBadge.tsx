import { Badge } from "@aizapy/design-system";
import { capitalize } from "../../../../shared/lib/format";
import { statusTone } from "../status";

/** unread red, read blue, replied green, archived and anything else gray. */
export function MessageStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} data-status={status}>
      {capitalize(status)}
    </Badge>
  );
}
