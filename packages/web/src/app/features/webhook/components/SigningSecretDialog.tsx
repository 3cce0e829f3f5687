import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  MaskedSecret,
} from "@aizapy/design-system";
import { type RefObject } from "react";

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
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title="Copy your signing secret now"
        description="Your endpoint checks the webhook-signature header with it (Standard Webhooks). It cannot be shown again."
        size="large"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {secret && (
          <MaskedSecret
            label="Signing secret"
            value={secret}
            revealed
            caution="Copy it now and store it with your endpoint: it is shown only this once."
            copyLabel="Copy signing secret"
          />
        )}
        <DialogFooter>
          <DialogClose>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
