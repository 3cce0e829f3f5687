import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";

/** A page of the webhooks sent to the business, newest first. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($state: String, $first: Int, $after: String) {
    workspaceWebhookDeliveries(state: $state, first: $first, after: $after) {
      items {
        id
        type
        state
        attempts
        lastStatusCode
        messageId
        createdAt
        deliveredAt
        nextAttemptAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const RedeliverWorkspaceWebhookMutation = graphql(`
  mutation RedeliverWorkspaceWebhook($id: ID!) {
    redeliverWorkspaceWebhook(id: $id)
  }
`);

/** Delivers a webhook again now; the list loads again. Resolves to whether it worked. */
export function useRedeliverWebhook() {
  const [mutate, { loading }] = useMutation(RedeliverWorkspaceWebhookMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceWebhookDeliveries"]),
  });

  const redeliver = async (event: { id: string; type: string }) => {
    try {
      await mutate({ variables: { id: event.id } });
      notifySuccess("Redelivery started", `The ${event.type} webhook is being delivered again.`);
      return true;
    } catch (error) {
      notifyRequestFailure("Redelivery failed", error, "The webhook could not be redelivered.");
      return false;
    }
  };

  return { redeliver, isRedelivering: loading };
}
