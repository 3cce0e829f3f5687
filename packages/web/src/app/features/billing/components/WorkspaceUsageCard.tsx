import { useQuery } from "@apollo/client/react";
import { USAGE_MONTHS_SHOWN, UsageCard } from "../../../../shared/components/UsageCard";
import { WorkspaceUsageQuery } from "../api/usage";

/** The business's messaging month by month, as it is billed: sent and delivered, and the cost. */
export function WorkspaceUsageCard() {
  const query = useQuery(WorkspaceUsageQuery, {
    variables: { months: USAGE_MONTHS_SHOWN },
    // Usage grows with every message: asked afresh on every visit.
    fetchPolicy: "cache-and-network",
  });
  return (
    <UsageCard
      months={query.data?.workspaceUsage.months}
      query={query}
      countBesideSent="delivered"
      description="Month by month in Indian time, this month so far first. Each category counts its delivered messages and what they cost; service replies are free."
      emptyDescription="Usage and cost appear here once you send or receive WhatsApp messages."
    />
  );
}
