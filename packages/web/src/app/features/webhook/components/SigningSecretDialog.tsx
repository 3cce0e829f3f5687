import { type RefObject } from "react";
import { SecretsShownOnceDialog } from "../../../../shared/components/SecretsShownOnceDialog";

export interface SigningSecretDialogProps {
  /** The secret to show once; the dialog is open while there is one. */
  secret: string | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (what opened it may be busy or gone). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The only time the webhook's signing secret is shown in full, with a copy button. */
export function SigningSecretDialog({ secret, onClose, returnFocusTo }: SigningSecretDialogProps) {
  return (
    <SecretsShownOnceDialog
      secrets={
        secret === null
          ? null
          : [
              {
                label: "Signing secret",
                value: secret,
                caution: "Copy it now and store it with your endpoint: it is shown only this once.",
                copyLabel: "Copy signing secret",
              },
            ]
      }
      title="Copy your signing secret now"
      description="Your endpoint checks the webhook-signature header with it (Standard Webhooks). It cannot be shown again."
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
