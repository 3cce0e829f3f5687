import { type ContactBulkAction } from "@aizapy/contracts";
import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { MESSAGE_DEPENDENT_FIELDS } from "./get-contact-messages";

export const BulkUpdateContactMessagesMutation = graphql(`
  mutation BulkUpdateContactMessages($input: ContactBulkActionInput!) {
    bulkUpdateContactMessages(input: $input) {
      affected
    }
  }
`);

const messages = (count: number) => (count === 1 ? "1 message" : `${count} messages`);

const done: Record<ContactBulkAction, (count: string) => [string, string]> = {
  read: (count) => ["Messages Updated", `${count} marked as read.`],
  replied: (count) => ["Messages Updated", `${count} marked as replied.`],
  archived: (count) => ["Messages Updated", `${count} archived.`],
  delete: (count) => ["Messages Deleted", `${count} deleted successfully.`],
};

/** Marks the chosen messages read, replied or archived, or deletes them; refetches and toasts. */
export function useBulkUpdateContactMessages() {
  const [mutate, { loading }] = useMutation(BulkUpdateContactMessagesMutation, {
    update: (cache) => evictRootFields(cache, MESSAGE_DEPENDENT_FIELDS),
  });

  /** Resolves to whether the action was applied. */
  const bulkUpdate = async (ids: string[], action: ContactBulkAction): Promise<boolean> => {
    try {
      const { data } = await mutate({ variables: { input: { ids, action } } });
      const affected = data?.bulkUpdateContactMessages.affected ?? ids.length;
      notifySuccess(...done[action](messages(affected)));
      return true;
    } catch (error) {
      if (action === "delete") {
        notifyRequestFailure(
          "Delete Failed",
          error,
          "Failed to delete messages. Please try again.",
        );
      } else {
        notifyRequestFailure(
          "Update Failed",
          error,
          "Failed to update messages. Please try again.",
        );
      }
      return false;
    }
  };

  return { bulkUpdate, isBulkUpdating: loading };
}
