import { useQuery } from "@apollo/client/react";
import { type SystemStatusQuery as SystemStatusResult } from "../../../gql/graphql";
import { SystemStatusQuery } from "./get-system-status";

export type SystemStatus = SystemStatusResult["systemStatus"];

/** The latest reading: not in yet, not answered (a failed request), or measured. */
export type SystemStatusReading =
  { state: "checking" } | { state: "unavailable" } | { state: "measured"; status: SystemStatus };

/**
 * How often an open page measures again. Unlike the console's data, which never goes stale by
 * time, the status is a measurement: a queue figure a few minutes old misleads. Twice a
 * minute follows a backlog as it builds, and costs a handful of counts each time; the server asks
 * the Cloud API at most once a minute whatever the console does.
 */
export const SYSTEM_STATUS_REFRESH_MS = 30_000;

/**
 * The system status, measured afresh whenever a page showing it opens and every
 * SYSTEM_STATUS_REFRESH_MS while the tab is visible. A failed measurement reads as unavailable
 * (with the database away the server answers nothing else).
 */
export function useSystemStatus(): SystemStatusReading {
  const { data, error } = useQuery(SystemStatusQuery, {
    fetchPolicy: "cache-and-network",
    pollInterval: SYSTEM_STATUS_REFRESH_MS,
    skipPollAttempt: () => document.hidden,
  });
  if (error) return { state: "unavailable" };
  if (data) return { state: "measured", status: data.systemStatus };
  return { state: "checking" };
}
