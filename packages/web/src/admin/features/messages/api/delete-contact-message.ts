import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { MESSAGE_DEPENDENT_FIELDS } from "./get-contact-messages";

export const DeleteContactMessageMutation = graphql(`
  mutation DeleteContactMessage($id: ID!) {
    deleteContactMessage(id: $id)
  }
`);

/** Deletes a message, has the list refetched and says how it went. */
export function useDeleteContactMessage() {
  const [mutate, { loading }] = useMutation(DeleteContactMessageMutation, {
    update: (cache) => evictRootFields(cache, MESSAGE_DEPENDENT_FIELDS),
  });

  /** Resolves to whether the message was deleted. */
  const deleteMessage = async (id: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      notifySuccess("Message Deleted", "Contact message has been deleted successfully.");
      return true;
    } catch (error) {
      notifyRequestFailure("Delete Failed", error, "Failed to delete message. Please try again.");
      return false;
    }
  };

  return { deleteMessage, isDeleting: loading };
}
