import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { TEMPLATE_DEPENDENT_FIELDS } from "./template-changes";

export const DeleteMessageTemplateMutation = graphql(`
  mutation DeleteMessageTemplate($businessId: ID!, $id: ID!) {
    deleteMessageTemplate(businessId: $businessId, id: $id)
  }
`);

/** Deletes a template and says how it went; answers whether it worked. */
export function useDeleteMessageTemplate(businessId: string) {
  const [mutate, { loading }] = useMutation(DeleteMessageTemplateMutation, {
    update: (cache) => evictRootFields(cache, TEMPLATE_DEPENDENT_FIELDS),
  });

  const deleteTemplate = async (template: { id: string; name: string; language: string }) => {
    try {
      await mutate({ variables: { businessId, id: template.id } });
      notifySuccess(
        "Template deleted",
        `${template.name} (${template.language}) has been deleted successfully.`,
      );
      return true;
    } catch (error) {
      notifyRequestFailure(
        "Delete failed",
        error,
        "Failed to delete the template. Please try again.",
      );
      return false;
    }
  };

  return { deleteTemplate, isDeleting: loading };
}
