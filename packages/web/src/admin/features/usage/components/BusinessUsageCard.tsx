import { useQuery } from "@apollo/client/react";
import { USAGE_MONTHS_SHOWN, UsageCard } from "../../../../shared/components/UsageCard";
import { BusinessUsageQuery } from "../api/get-business-usage";

/** A business's messaging month by month: sent and received, and what delivery cost. */
export function BusinessUsageCard({ businessId }: { businessId: string }) {
  const query = useQuery(BusinessUsageQuery, {
    variables: { businessId, months: USAGE_MONTHS_SHOWN },
  });
  return (
    <UsageCard
      months={query.data?.businessUsage.months}
      query={query}
      countBesideSent="received"
      description="Month by month in Indian time, this month so far first. Each category counts its delivered messages, with what they cost; service replies are free."
      emptyDescription="Usage and cost appear here once the business sends or receives WhatsApp messages."
    />
  );
}
