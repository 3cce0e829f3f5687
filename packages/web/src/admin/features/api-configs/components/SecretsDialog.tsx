import {
  SecretsShownOnceDialog,
  type ShownSecret,
} from "../../../../shared/components/SecretsShownOnceDialog";
import { type RevealedSecrets } from "../api/use-api-config-actions";

export interface SecretsDialogProps {
  /** The secrets to show once; the dialog is open while there are some. */
  secrets: RevealedSecrets | null;
  onClose: () => void;
}

const CAUTION = "Copy it now: it is shown only once.";

/** A configuration's secrets in the order the form asks for them, those it has. */
function shown({ apiKey, appSecret, webhookSecret }: RevealedSecrets): ShownSecret[] {
  const secrets: Array<[string | null, Omit<ShownSecret, "value">]> = [
    [apiKey, { label: "Access token", caution: CAUTION, copyLabel: "Copy access token" }],
    [appSecret, { label: "App secret", caution: CAUTION, copyLabel: "Copy app secret" }],
    [
      webhookSecret,
      {
        label: "Webhook signing secret",
        caution: `${CAUTION} Give it to the business to check the signatures of its webhooks.`,
        copyLabel: "Copy webhook signing secret",
      },
    ],
  ];
  return secrets.flatMap(([value, secret]) => (value ? [{ ...secret, value }] : []));
}

/**
 * The one time a configuration's secrets are shown in full. After this dialog closes they are
 * masked everywhere; the console keeps no copy.
 */
export function SecretsDialog({ secrets, onClose }: SecretsDialogProps) {
  return (
    <SecretsShownOnceDialog
      secrets={secrets && shown(secrets)}
      title="Copy the secrets now"
      description="They are shown only this once. Once you close this window they are masked everywhere."
      onClose={onClose}
    />
  );
}
