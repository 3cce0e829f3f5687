import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { describeReleased } from "../delivery-state";
import { WEBHOOK_DEPENDENT_FIELDS } from "./get-webhook-event-page";

export const EnableWebhooksMutation = graphql(`
  mutation EnableWebhooks($apiConfigId: ID!) {
    enableWebhooks(apiConfigId: $apiConfigId)
  }
`);

/**
 * Turns a disabled webhook endpoint back on; the toast says how many held events go out again.
 * Resolves to success.
 */
export function useEnableWebhooks() {
  const [mutate, { loading }] = useMutation(EnableWebhooksMutation, {
    update: (cache) => evictRootFields(cache, WEBHOOK_DEPENDENT_FIELDS),
  });

  const enable = async (apiConfigId: string) => {
    try {
      const { data } = await mutate({ variables: { apiConfigId } });
      notifySuccess("Webhooks Re-enabled", describeReleased(data?.enableWebhooks ?? 0));
      return true;
    } catch (error) {
      notifyRequestFailure(
        "Re-enabling Failed",
        error,
        "Failed to re-enable webhooks. Please try again.",
      );
      return false;
    }
  };

  return { enable, isEnabling: loading };
}
