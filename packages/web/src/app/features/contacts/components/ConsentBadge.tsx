import { Badge } from "@aizapy/design-system";
import { consentTone, describeConsent } from "../contact-form";

/** A contact's consent to marketing: opted in, opted out or unknown. */
export function ConsentBadge({ status }: { status: string }) {
  return <Badge tone={consentTone(status)}>{describeConsent(status)}</Badge>;
}
