import { ConfirmDialog } from "@aizapy/design-system";
import { useDeleteMessageTemplate } from "../api/delete-message-template";

export interface DeleteTemplateDialogProps {
  businessId: string;
  /** The template to delete; the dialog is open while there is one. */
  template: { id: string; name: string; language: string } | null;
  onClose: () => void;
}

/** Asks before deleting a template; messages already sent with it keep their text. */
export function DeleteTemplateDialog({ businessId, template, onClose }: DeleteTemplateDialogProps) {
  const { deleteTemplate, isDeleting } = useDeleteMessageTemplate(businessId);

  const confirm = async () => {
    if (template && (await deleteTemplate(template))) onClose();
  };

  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open && !isDeleting) onClose();
      }}
      title="Delete template?"
      description={
        template
          ? `Are you sure you want to delete ${template.name} (${template.language})? Messages already sent with it keep their text. This action cannot be undone.`
          : ""
      }
      confirmLabel="Delete"
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isDeleting}
    />
  );
}
