import { Button } from "@aizapy/design-system";
import { useEffect, useState } from "react";
import type { FieldPath, FieldValues, UseFormSetFocus } from "react-hook-form";
import { Notice } from "../../../components/Notice";
import { paths } from "../../../config/paths";
import { signedInCopy } from "../../../content/account";
import { useHasStoredSession } from "../session";

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

/**
 * Whether the form gives way to the offer: someone is signed in on this device (and is not leaving
 * for the workspace). `decline` shows the form instead, focused on `field`.
 */
export function useSignedInOffer<Values extends FieldValues>(
  setFocus: UseFormSetFocus<Values>,
  field: FieldPath<Values>,
  isLeaving: boolean,
) {
  const hasSession = useHasStoredSession();
  const [isDeclined, setDeclined] = useState(false);

  useEffect(() => {
    if (isDeclined) setFocus(field);
  }, [isDeclined, setFocus, field]);

  return {
    isShown: Boolean(hasSession) && !isDeclined && !isLeaving,
    decline: () => setDeclined(true),
  };
}
