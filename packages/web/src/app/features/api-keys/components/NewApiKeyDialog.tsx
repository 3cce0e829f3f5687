import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  MaskedSecret,
  Stack,
} from "@aizapy/design-system";
import { type RefObject } from "react";
import { CodeBlock } from "../../../components/CodeBlock";
import { type CreatedApiKey } from "../api/api-keys";

export interface NewApiKeyDialogProps {
  /** The key to show once; the dialog is open while there is one. */
  created: CreatedApiKey | null;
  /** The cURL command that sends hello_world with this key. */
  curlFor: (key: string) => string;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the create dialog that opened it is gone). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The only time a key is shown in full, with a copy button and a cURL command that uses it: the
 * server keeps only its hash, and the workspace no copy once this dialog closes.
 */
export function NewApiKeyDialog({
  created,
  curlFor,
  onClose,
  returnFocusTo,
}: NewApiKeyDialogProps) {
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title="Copy your API key now"
        description="It cannot be shown again: once you close this window, only its first characters are kept to recognise it."
        size="large"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {created && (
          <Stack space="medium">
            <MaskedSecret
              label={created.name}
              value={created.key}
              revealed
              caution="Copy it now and store it safely: it is shown only this once."
              copyLabel="Copy API key"
            />
            <CodeBlock
              label="Try it: send hello_world with this key"
              code={curlFor(created.key)}
              copyLabel="Copy command"
            />
          </Stack>
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
