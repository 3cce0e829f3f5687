import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { WEBHOOK_DEPENDENT_FIELDS } from "./get-webhook-event-page";

export const RedeliverWebhookEventMutation = graphql(`
  mutation RedeliverWebhookEvent($id: ID!) {
    redeliverWebhookEvent(id: $id)
  }
`);

/** Delivers a webhook event again now, says so, and reloads the events; resolves to success. */
export function useRedeliverWebhookEvent() {
  const [mutate, { loading }] = useMutation(RedeliverWebhookEventMutation, {
    update: (cache) => evictRootFields(cache, WEBHOOK_DEPENDENT_FIELDS),
  });

  const redeliver = async (event: { id: string; type: string }) => {
    try {
      await mutate({ variables: { id: event.id } });
      notifySuccess("Webhook Redelivered", `The ${event.type} webhook is being delivered again.`);
      return true;
    } catch (error) {
      notifyRequestFailure(
        "Redelivery Failed",
        error,
        "Failed to redeliver the webhook. Please try again.",
      );
      return false;
    }
  };

  return { redeliver, isRedelivering: loading };
}
