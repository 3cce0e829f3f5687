import { ConfirmDialog } from "@aizapy/design-system";
import { useRevokeInvitation } from "../api/team-mutations";

export interface RevokeInvitationDialogProps {
  /** The invitation to revoke; the dialog is open while there is one. */
  invitation: { id: string; email: string } | null;
  onClose: () => void;
}

/** Asks before revoking an invitation: its link stops working. */
export function RevokeInvitationDialog({ invitation, onClose }: RevokeInvitationDialogProps) {
  const { revoke, isRevoking } = useRevokeInvitation();

  const confirm = async () => {
    if (invitation && (await revoke(invitation))) onClose();
  };

  return (
    <ConfirmDialog
      open={invitation !== null}
      onOpenChange={(open) => {
        if (!open && !isRevoking) onClose();
      }}
      title="Revoke invitation?"
      description={
        invitation
          ? `The link mailed to ${invitation.email} stops working. You can invite them again later.`
          : ""
      }
      confirmLabel="Revoke"
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isRevoking}
    />
  );
}
