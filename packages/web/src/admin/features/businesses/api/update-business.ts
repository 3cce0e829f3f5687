import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type UpdateBusinessInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { BUSINESS_DEPENDENT_FIELDS } from "./business-changes";

export const UpdateBusinessMutation = graphql(`
  mutation UpdateBusiness($id: ID!, $input: UpdateBusinessInput!) {
    updateBusiness(id: $id, input: $input) {
      ...BusinessFields_business
    }
  }
`);

/** Saves a business's changes and says how it went; the error is handed back for the form. */
export function useUpdateBusiness() {
  const [mutate, { loading }] = useMutation(UpdateBusinessMutation, {
    update: (cache) => evictRootFields(cache, BUSINESS_DEPENDENT_FIELDS),
  });

  const updateBusiness = async (id: string, input: UpdateBusinessInput) => {
    try {
      const { data } = await mutate({ variables: { id, input } });
      const name = data?.updateBusiness.name ?? input.name ?? "The business";
      notifySuccess("Business Updated", `${name} has been updated successfully.`);
      return { ok: true as const };
    } catch (error) {
      notifyRequestFailure("Update Failed", error, "Failed to update business. Please try again.");
      return { ok: false as const, error };
    }
  };

  return { updateBusiness, isUpdating: loading };
}
