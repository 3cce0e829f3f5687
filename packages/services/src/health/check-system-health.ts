import type { Database } from "@aizapy/db";

export interface SystemHealth {
  databaseHealthy: boolean;
  /** Round trip of the probe query, in ms. */
  databaseLatencyMs: number;
  databaseKind: "pglite" | "postgres";
}

/** A real probe of the database, for the console's system status card. */
export async function checkSystemHealth(
  database: Pick<Database, "isHealthy" | "kind">,
): Promise<SystemHealth> {
  const started = performance.now();
  const databaseHealthy = await database.isHealthy();
  return {
    databaseHealthy,
    databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10,
    databaseKind: database.kind,
  };
}
