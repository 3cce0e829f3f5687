import { useMutation } from "@apollo/client/react";
import { capitalize } from "../../../../shared/lib/format";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type RateFields_RateFragment } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { describeRate } from "../labels";

export const CancelScheduledRateMutation = graphql(`
  mutation CancelScheduledRate($id: ID!) {
    cancelScheduledRate(id: $id)
  }
`);

/** Withdraws a scheduled price before it takes effect; answers whether it was withdrawn. */
export function useCancelScheduledRate() {
  const [mutate, { loading }] = useMutation(CancelScheduledRateMutation, {
    update: (cache) => evictRootFields(cache, ["rateCard"]),
  });

  const cancelRate = async (rate: RateFields_RateFragment): Promise<boolean> => {
    try {
      await mutate({ variables: { id: rate.id } });
      notifySuccess("Price Cancelled", `${capitalize(describeRate(rate))} will not take effect.`);
      return true;
    } catch (error) {
      notifyRequestFailure("Cancel Failed", error, "Failed to cancel the price. Please try again.");
      return false;
    }
  };

  return { cancelRate, isCancelling: loading };
}
