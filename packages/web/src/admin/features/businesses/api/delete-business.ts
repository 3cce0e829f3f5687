import { useMutation } from "@apollo/client/react";
import { describeRequestError } from "../../../../shared/lib/errors";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { BUSINESS_DEPENDENT_FIELDS } from "./business-changes";

export const DeleteBusinessMutation = graphql(`
  mutation DeleteBusiness($id: ID!, $cascade: Boolean!) {
    deleteBusiness(id: $id, cascade: $cascade)
  }
`);

export type DeleteBusinessOutcome =
  | { state: "deleted" }
  /** Refused: the business still owns records; `reason` names them (the server's words). */
  | { state: "has-dependents"; reason: string }
  | { state: "failed" };

/**
 * Deletes a business. Without `cascade` the server refuses while the business owns API
 * configurations; that refusal is not a failure but a question for the operator.
 */
export function useDeleteBusiness() {
  const [mutate, { loading }] = useMutation(DeleteBusinessMutation, {
    update: (cache) => evictRootFields(cache, BUSINESS_DEPENDENT_FIELDS),
  });

  const deleteBusiness = async (
    business: { id: string; name: string },
    cascade: boolean,
  ): Promise<DeleteBusinessOutcome> => {
    try {
      await mutate({ variables: { id: business.id, cascade } });
      notifySuccess("Business Deleted", `${business.name} has been deleted successfully.`);
      return { state: "deleted" };
    } catch (error) {
      const { code, message } = describeRequestError(error);
      if (code === "CONFLICT" && !cascade && message) {
        return { state: "has-dependents", reason: message };
      }
      notifyRequestFailure("Delete Failed", error, "Failed to delete business. Please try again.");
      return { state: "failed" };
    }
  };

  return { deleteBusiness, isDeleting: loading };
}
