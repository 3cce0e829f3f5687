import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  MaskedSecret,
  Stack,
} from "@aizapy/design-system";
import { type ReactNode, type RefObject } from "react";

/** One secret in full, with its copy button. */
export interface ShownSecret {
  /** Names the secret ("Signing secret", or the key's name). */
  label: string;
  value: string;
  /** Under the secret: that it is shown only this once. */
  caution: string;
  /** The copy button's name ("Copy API key"). */
  copyLabel: string;
}

export interface SecretsShownOnceDialogProps {
  /** The dialog is open while there are secrets to show. */
  secrets: readonly ShownSecret[] | null;
  title: string;
  description: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes, when what opened it is busy or gone. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Shown under the secrets (a command that uses the new key). */
  children?: ReactNode;
}

/**
 * The one time secrets are shown in full (a new API key, a signing secret, a configuration's
 * credentials), each with a copy button: the server keeps only their hash or sealed copy, and the
 * page no copy once this dialog closes.
 */
export function SecretsShownOnceDialog({
  secrets,
  title,
  description,
  onClose,
  returnFocusTo,
  children,
}: SecretsShownOnceDialogProps) {
  return (
    <Dialog
      open={secrets !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title={title}
        description={description}
        size="large"
        onCloseAutoFocus={
          returnFocusTo &&
          ((event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          })
        }
      >
        <Stack space="medium">
          {secrets?.map((secret) => (
            <MaskedSecret key={secret.label} revealed {...secret} />
          ))}
          {secrets && children}
        </Stack>
        <DialogFooter>
          <DialogClose>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
