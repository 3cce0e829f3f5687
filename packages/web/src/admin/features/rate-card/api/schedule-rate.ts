import { useMutation } from "@apollo/client/react";
import { formatDateTime } from "../../../../shared/lib/format";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type ScheduleRateInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { describeCategory, describePrice } from "../labels";

export const ScheduleRateMutation = graphql(`
  mutation ScheduleRate($input: ScheduleRateInput!) {
    scheduleRate(input: $input) {
      ...RateFields_rate
    }
  }
`);

/** Schedules a new price and says how it went; the error is handed back for the form's fields. */
export function useScheduleRate() {
  const [mutate, { loading }] = useMutation(ScheduleRateMutation, {
    update: (cache) => evictRootFields(cache, ["rateCard"]),
  });

  const scheduleRate = async (input: ScheduleRateInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      const rate = data?.scheduleRate;
      if (rate) {
        notifySuccess(
          "Price Scheduled",
          `${describeCategory(rate.category)} messages will cost ${describePrice(rate.priceInr)} from ${formatDateTime(rate.effectiveFrom)}.`,
        );
      }
      return { ok: true as const };
    } catch (error) {
      notifyRequestFailure(
        "Schedule Failed",
        error,
        "Failed to schedule the price. Please try again.",
      );
      return { ok: false as const, error };
    }
  };

  return { scheduleRate, isScheduling: loading };
}
