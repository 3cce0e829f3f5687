import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type CreateTemplateInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { TEMPLATE_DEPENDENT_FIELDS } from "./template-changes";

export const CreateMessageTemplateMutation = graphql(`
  mutation CreateMessageTemplate($businessId: ID!, $input: CreateTemplateInput!) {
    createMessageTemplate(businessId: $businessId, input: $input) {
      ...MessageTemplateFields_messageTemplate
    }
  }
`);

/**
 * Adds a template and says how it went: approved at once, or submitted to Meta for review. The
 * error is handed back for the form's fields (a name and language the business already has).
 */
export function useCreateMessageTemplate(businessId: string) {
  const [mutate, { loading }] = useMutation(CreateMessageTemplateMutation, {
    update: (cache) => evictRootFields(cache, TEMPLATE_DEPENDENT_FIELDS),
  });

  const createTemplate = async (input: CreateTemplateInput) => {
    try {
      const { data } = await mutate({ variables: { businessId, input } });
      const named = `${input.name} (${input.language})`;
      notifySuccess(
        "Template added",
        data?.createMessageTemplate.status === "approved"
          ? `${named} is approved and can be sent now.`
          : `${named} has been submitted to Meta for review.`,
      );
      return { ok: true as const };
    } catch (error) {
      notifyRequestFailure("Add failed", error, "Failed to add the template. Please try again.");
      return { ok: false as const, error };
    }
  };

  return { createTemplate, isCreating: loading };
}
