import { Badge } from "@aizapy/design-system";
import { deliveryStateTone } from "../lib/delivery-state";
import { describeCode } from "../lib/format";

/** A webhook event's delivery state, in words and its tone ("Endpoint disabled", amber). */
export function DeliveryStateBadge({ state }: { state: string }) {
  return <Badge tone={deliveryStateTone(state)}>{describeCode(state)}</Badge>;
}
