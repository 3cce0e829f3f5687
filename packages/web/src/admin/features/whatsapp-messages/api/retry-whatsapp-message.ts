import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { WHATSAPP_MESSAGE_DEPENDENT_FIELDS } from "./get-whatsapp-message-page";

export const RetryWhatsappMessageMutation = graphql(`
  mutation RetryWhatsappMessage($id: ID!) {
    retryWhatsappMessage(id: $id)
  }
`);

/**
 * Sends a parked message again with a fresh set of attempts, says how it went, and drops the
 * lists and details that showed it parked; resolves to whether it was queued again.
 */
export function useRetryWhatsappMessage() {
  const [mutate, { loading }] = useMutation(RetryWhatsappMessageMutation, {
    update: (cache) => evictRootFields(cache, WHATSAPP_MESSAGE_DEPENDENT_FIELDS),
  });

  const retry = async (message: { id: string; customerNumber: string }) => {
    try {
      await mutate({ variables: { id: message.id } });
      notifySuccess(
        "Message Retried",
        `The message to ${message.customerNumber} is queued to be sent again.`,
      );
      return true;
    } catch (error) {
      notifyRequestFailure("Retry Failed", error, "Failed to retry the message. Please try again.");
      return false;
    }
  };

  return { retry, isRetrying: loading };
}
