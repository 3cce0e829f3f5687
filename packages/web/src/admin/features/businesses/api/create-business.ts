import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type CreateBusinessInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { BUSINESS_DEPENDENT_FIELDS } from "./business-changes";

export const CreateBusinessMutation = graphql(`
  mutation CreateBusiness($input: CreateBusinessInput!) {
    createBusiness(input: $input) {
      ...BusinessFields_business
    }
  }
`);

/** Adds a business and says how it went; the error is handed back for the form's fields. */
export function useCreateBusiness() {
  const [mutate, { loading }] = useMutation(CreateBusinessMutation, {
    update: (cache) => evictRootFields(cache, BUSINESS_DEPENDENT_FIELDS),
  });

  const createBusiness = async (input: CreateBusinessInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      const name = data?.createBusiness.name ?? input.name;
      notifySuccess("Business Added", `${name} has been added successfully.`);
      return { ok: true as const };
    } catch (error) {
      notifyRequestFailure("Add Failed", error, "Failed to add business. Please try again.");
      return { ok: false as const, error };
    }
  };

  return { createBusiness, isCreating: loading };
}
