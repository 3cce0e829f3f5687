import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type CreateTemplateInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";

export const WorkspaceTemplateFragment = graphql(`
  fragment WorkspaceTemplate_messageTemplate on MessageTemplate {
    id
    name
    language
    category
    body
    status
    rejectionReason
    parameterCount
    createdAt
  }
`);

/** The business's message templates. */
export const WorkspaceTemplatesQuery = graphql(`
  query WorkspaceTemplates {
    workspaceTemplates {
      ...WorkspaceTemplate_messageTemplate
    }
  }
`);

export const CreateWorkspaceTemplateMutation = graphql(`
  mutation CreateWorkspaceTemplate($input: CreateTemplateInput!) {
    createWorkspaceTemplate(input: $input) {
      ...WorkspaceTemplate_messageTemplate
    }
  }
`);

/**
 * Adds a template: approved at once on the sandbox, submitted to Meta's review on the Cloud API.
 * The error goes back to the form.
 */
export function useCreateTemplate() {
  const [mutate, { loading }] = useMutation(CreateWorkspaceTemplateMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceTemplates"]),
  });

  const createTemplate = async (input: CreateTemplateInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("The server sent no template");
      const { name, status } = data.createWorkspaceTemplate;
      notifySuccess(
        "Template added",
        status === "approved"
          ? `${name} is approved and can be sent now.`
          : `${name} was submitted to Meta for review.`,
      );
      return { ok: true as const };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { createTemplate, isCreating: loading };
}
