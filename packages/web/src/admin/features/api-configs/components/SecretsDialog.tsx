import {
  Button,
  DialogClose,
  DialogContent,
  DialogFooter,
  Dialog,
  MaskedSecret,
  Stack,
} from "@aizapy/design-system";
import { type RevealedSecrets } from "../api/use-api-config-actions";

export interface SecretsDialogProps {
  /** The secrets to show once; the dialog is open while there are some. */
  secrets: RevealedSecrets | null;
  onClose: () => void;
}

const CAUTION = "Copy it now: it is shown only once.";

/**
 * The one time secrets are shown in full, each with a copy button. After this dialog closes they
 * are masked everywhere; the console keeps no copy.
 */
export function SecretsDialog({ secrets, onClose }: SecretsDialogProps) {
  return (
    <Dialog
      open={secrets !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title="Copy the secrets now"
        description="They are shown only this once. Once you close this window they are masked everywhere."
        size="large"
      >
        <Stack space="medium">
          {secrets?.apiKey && (
            <MaskedSecret
              label="Access token"
              value={secrets.apiKey}
              revealed
              caution={CAUTION}
              copyLabel="Copy access token"
            />
          )}
          {secrets?.appSecret && (
            <MaskedSecret
              label="App secret"
              value={secrets.appSecret}
              revealed
              caution={CAUTION}
              copyLabel="Copy app secret"
            />
          )}
          {secrets?.webhookSecret && (
            <MaskedSecret
              label="Webhook signing secret"
              value={secrets.webhookSecret}
              revealed
              caution={`${CAUTION} Give it to the business to check the signatures of its webhooks.`}
              copyLabel="Copy webhook signing secret"
            />
          )}
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
