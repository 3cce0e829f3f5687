import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { type ContactMessageStatus } from "../status";
import { MESSAGE_DEPENDENT_FIELDS } from "./get-contact-messages";

export const UpdateContactMessageStatusMutation = graphql(`
  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {
    updateContactMessageStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

/**
 * Sets a message's status, has the list refetched and says how it went;
 * resolves to the status it now has, or null when the change failed.
 */
export function useUpdateContactMessageStatus() {
  const [mutate, { loading }] = useMutation(UpdateContactMessageStatusMutation, {
    update: (cache) => evictRootFields(cache, MESSAGE_DEPENDENT_FIELDS),
  });

  const updateStatus = async (id: string, status: ContactMessageStatus) => {
    try {
      const { data } = await mutate({ variables: { id, status } });
      notifySuccess("Status Updated", "Message status has been updated successfully.");
      return data?.updateContactMessageStatus.status ?? status;
    } catch (error) {
      notifyRequestFailure(
        "Update Failed",
        error,
        "Failed to update message status. Please try again.",
      );
      return null;
    }
  };

  return { updateStatus, isUpdating: loading };
}
