import { Button } from "@aizapy/design-system";
import { Notice } from "../../../components/Notice";
import { paths } from "../../../config/paths";
import { signedInCopy } from "../../../content/account";

export interface SignedInOfferProps {
  /** The other way forward, e.g. "Sign in with another account". */
  alternative: string;
  onAlternative: () => void;
}

/** On the sign-in and sign-up pages for someone already signed in on this device. */
export function SignedInOffer({ alternative, onAlternative }: SignedInOfferProps) {
  return (
    <>
      <Notice tone="info" title={signedInCopy.title}>
        {signedInCopy.description}
      </Notice>
      <Button href={paths.workspace} size="large" fullWidth>
        {signedInCopy.continue}
      </Button>
      <Button variant="secondary" size="large" fullWidth onClick={onAlternative}>
        {alternative}
      </Button>
    </>
  );
}
