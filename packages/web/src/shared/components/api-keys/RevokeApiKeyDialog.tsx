import { ConfirmDialog } from "@aizapy/design-system";
import { type ApiKeyActions, type ApiKeyRow } from "./api-key-actions";

export interface RevokeApiKeyDialogProps extends Pick<
  ApiKeyActions,
  "revokeApiKey" | "isRevoking"
> {
  /** The key to revoke; the dialog is open while there is one. */
  apiKey: Pick<ApiKeyRow, "id" | "name" | "prefix"> | null;
  onClose: () => void;
}

/** Asks before revoking: the systems using the key are refused from then on, for good. */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  revokeApiKey,
  isRevoking,
}: RevokeApiKeyDialogProps) {
  const confirm = async () => {
    if (apiKey && (await revokeApiKey(apiKey))) onClose();
  };

  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (!open && !isRevoking) onClose();
      }}
      title="Revoke API key?"
      description={
        apiKey
          ? `Systems using ${apiKey.name} (${apiKey.prefix}…) are refused from now on. A revoked key cannot be used again.`
          : ""
      }
      confirmLabel="Revoke"
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isRevoking}
    />
  );
}
