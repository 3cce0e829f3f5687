import { ConfirmDialog } from "@aizapy/design-system";
import { useState } from "react";
import { useDeleteBusiness } from "../api/delete-business";

export interface DeleteBusinessDialogProps {
  /** The business to delete; the dialog is open while there is one. */
  business: { id: string; name: string } | null;
  onClose: () => void;
}

/**
 * Asks before deleting. While the business still owns API configurations the server refuses and
 * says so; the dialog then asks again, naming what would go with it, and deletes it all only when
 * the operator confirms that too.
 */
export function DeleteBusinessDialog({ business, onClose }: DeleteBusinessDialogProps) {
  const { deleteBusiness, isDeleting } = useDeleteBusiness();
  // The refusal that names what the business still has: asked about for this business only.
  const [dependents, setDependents] = useState<string | null>(null);
  const [askedFor, setAskedFor] = useState(business?.id);
  if (business?.id !== askedFor) {
    setAskedFor(business?.id);
    setDependents(null);
  }

  const confirm = async () => {
    if (!business) return;
    const outcome = await deleteBusiness(business, dependents !== null);
    if (outcome.state === "deleted") onClose();
    else if (outcome.state === "has-dependents") setDependents(outcome.reason);
  };

  const name = business?.name ?? "";
  return (
    <ConfirmDialog
      open={business !== null}
      onOpenChange={(open) => {
        if (!open && !isDeleting) onClose();
      }}
      title={dependents ? `Delete ${name} and everything it has?` : "Delete business?"}
      description={
        dependents
          ? `${dependents} This action cannot be undone.`
          : `Are you sure you want to delete ${name}? This action cannot be undone.`
      }
      confirmLabel={dependents ? "Delete All" : "Delete"}
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isDeleting}
    />
  );
}
