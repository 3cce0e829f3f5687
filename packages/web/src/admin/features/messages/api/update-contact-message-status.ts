import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { notifyRequestFailure, notifySuccess } from "../../../lib/notify";
import { type ContactMessageStatus } from "../status";
import { ContactMessagesQuery } from "./get-contact-messages";

export const UpdateContactMessageStatusMutation = graphql(`
  mutation UpdateContactMessageStatus($id: ID!, $status: String!) {
    updateContactMessageStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

/** Sets a message's status, refetches the list (spec §7) and says how it went (spec §8). */
export function useUpdateContactMessageStatus() {
  const [mutate, { loading }] = useMutation(UpdateContactMessageStatusMutation, {
    refetchQueries: [ContactMessagesQuery],
    awaitRefetchQueries: true,
  });

  const updateStatus = async (id: string, status: ContactMessageStatus) => {
    try {
      await mutate({ variables: { id, status } });
      notifySuccess("Status Updated", "Message status has been updated successfully.");
    } catch (error) {
      notifyRequestFailure(
        "Update Failed",
        error,
        "Failed to update message status. Please try again.",
      );
    }
  };

  return { updateStatus, isUpdating: loading };
}
