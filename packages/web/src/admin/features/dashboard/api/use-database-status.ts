import { useQuery } from "@apollo/client/react";
import { SystemHealthQuery } from "./get-system-health";

export type DatabaseStatus =
  { state: "checking" } | { state: "healthy"; latencyMs: number } | { state: "unavailable" };

/** The database probe as one of three states; a failed probe counts as unavailable. */
export function useDatabaseStatus(): DatabaseStatus {
  const { data, error } = useQuery(SystemHealthQuery);
  if (data) {
    return data.systemHealth.databaseHealthy
      ? { state: "healthy", latencyMs: data.systemHealth.databaseLatencyMs }
      : { state: "unavailable" };
  }
  return error ? { state: "unavailable" } : { state: "checking" };
}
