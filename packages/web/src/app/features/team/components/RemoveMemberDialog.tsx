import { ConfirmDialog } from "@aizapy/design-system";
import { useRemoveMember } from "../api/team-mutations";

export interface RemoveMemberDialogProps {
  /** The member to remove; the dialog is open while there is one. */
  member: { id: string; fullName: string; email: string } | null;
  onClose: () => void;
}

/** Asks before removing a member: they are signed out at once and cannot sign in again. */
export function RemoveMemberDialog({ member, onClose }: RemoveMemberDialogProps) {
  const { remove, isRemoving } = useRemoveMember();

  const confirm = async () => {
    if (member && (await remove(member))) onClose();
  };

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !isRemoving) onClose();
      }}
      title="Remove member?"
      description={
        member
          ? `${member.fullName} (${member.email}) is signed out at once and can no longer sign in to this workspace.`
          : ""
      }
      confirmLabel="Remove"
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isRemoving}
    />
  );
}
