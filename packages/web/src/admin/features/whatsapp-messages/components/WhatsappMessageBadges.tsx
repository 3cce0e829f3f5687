import { Badge } from "@aizapy/design-system";
import { CircleAlert } from "lucide-react";
import { capitalize } from "../../../../shared/lib/format";
import { messageStatusTone, queueStateTone } from "../status";

/** accepted, sent, delivered, read or failed; received for a customer's message. */
export function WhatsappStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={messageStatusTone(status)} data-status={status}>
      {capitalize(status)}
    </Badge>
  );
}

/** Where the delivery pipeline has the message; a parked one (waiting for an operator) is solid. */
export function QueueStateBadge({ queueState }: { queueState: string }) {
  const isParked = queueState === "parked";
  return (
    <Badge
      tone={queueStateTone(queueState)}
      variant={isParked ? "solid" : "soft"}
      icon={isParked ? <CircleAlert size={12} /> : undefined}
      data-queue-state={queueState}
    >
      {capitalize(queueState)}
    </Badge>
  );
}
