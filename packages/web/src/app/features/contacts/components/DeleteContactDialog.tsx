import { ConfirmDialog } from "@aizapy/design-system";
import { useDeleteContact } from "../api/contact-mutations";

export interface DeleteContactDialogProps {
  /** The contact to delete; the dialog is open while there is one. */
  contact: { id: string; name: string | null; phone: string } | null;
  /** How the contact is called ("Asha Verma", or its number). */
  label: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a contact: its details go, its consent stays with its number. */
export function DeleteContactDialog({
  contact,
  label,
  onClose,
  onDeleted,
}: DeleteContactDialogProps) {
  const { remove, isDeleting } = useDeleteContact();

  const confirm = async () => {
    if (contact && (await remove(contact))) {
      onClose();
      onDeleted();
    }
  };

  return (
    <ConfirmDialog
      open={contact !== null}
      onOpenChange={(open) => {
        if (!open && !isDeleting) onClose();
      }}
      title="Delete contact?"
      description={`${label}'s name, tags and attributes are deleted. If the number opted out, it stays opted out should it be added again.`}
      confirmLabel="Delete"
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isDeleting}
    />
  );
}
