import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { followFor, LIVE_POLL_MS } from "../campaign-status";
import { WorkspaceCampaignQuery } from "./campaigns";

/**
 * A campaign, read again every two seconds while it sends or waits for its time, and for a minute
 * after it completes (the last deliveries and reads); then no more.
 */
export function useLiveCampaign(id: string) {
  const result = useQuery(WorkspaceCampaignQuery, {
    variables: { id },
    notifyOnNetworkStatusChange: false,
  });
  const { startPolling, stopPolling } = result;
  const status = result.data?.workspaceCampaign.status;
  const completedAt = result.data?.workspaceCampaign.completedAt ?? null;

  useEffect(() => {
    if (!status) return;
    const remaining = followFor({ status, completedAt }, Date.now());
    if (remaining === 0) {
      stopPolling();
      return;
    }
    startPolling(LIVE_POLL_MS);
    if (remaining === Infinity) return;
    const timer = setTimeout(stopPolling, remaining);
    return () => clearTimeout(timer);
  }, [status, completedAt, startPolling, stopPolling]);

  return result;
}
