import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  MaskedSecret,
} from "@aizapy/design-system";
import { type CreatedApiKey } from "../api/create-api-key";

export interface NewApiKeyDialogProps {
  /** The key to show once; the dialog is open while there is one. */
  created: CreatedApiKey | null;
  onClose: () => void;
}

/**
 * The only time a key is shown in full, with a copy button: the server keeps only its hash, and
 * the console no copy once this dialog closes.
 */
export function NewApiKeyDialog({ created, onClose }: NewApiKeyDialogProps) {
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title="Copy the API key now"
        description="It cannot be shown again: once you close this window, only its first characters are kept to recognise it."
        size="large"
      >
        {created && (
          <MaskedSecret
            label={created.name}
            value={created.key}
            revealed
            caution="Copy it now and store it safely: it is shown only this once."
            copyLabel="Copy API key"
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
