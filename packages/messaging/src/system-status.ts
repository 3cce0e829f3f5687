import type { SystemStatus } from "@aizapy/contracts";
import type { PlatformContext } from "./context.ts";

/** The platform's part of the system status (the host adds the database's). */
export type PlatformStatus = Omit<SystemStatus, "database">;

const BACKLOG = `
  SELECT
    (SELECT count(*) FROM messages WHERE "queueState" IN ('queued', 'sending'))::int AS waiting,
    (SELECT COALESCE(EXTRACT(EPOCH FROM ($1::timestamptz - min("createdAt"))), 0)
       FROM messages WHERE "queueState" IN ('queued', 'sending'))::float8 AS "oldestWaitingSeconds",
    (SELECT count(*) FROM messages WHERE "queueState" = 'parked')::int AS parked,
    (SELECT count(*) FROM webhook_events WHERE state = 'pending')::int AS pending,
    (SELECT COALESCE(EXTRACT(EPOCH FROM ($1::timestamptz - min("nextAttemptAt"))), 0)
       FROM webhook_events WHERE state = 'pending' AND "nextAttemptAt" <= $1)::float8 AS "overdueSeconds",
    (SELECT count(*) FROM api_configs WHERE "webhookDisabledAt" IS NOT NULL)::int AS "disabledEndpoints",
    (SELECT count(*) FROM analytics_increments)::int AS "analyticsWaiting",
    -- The database stamps increments, so their age is measured on its clock. Ids rise with
    -- insertion: the lowest is the oldest, found through the primary key.
    COALESCE((SELECT EXTRACT(EPOCH FROM (now() - "createdAt"))
       FROM analytics_increments ORDER BY id LIMIT 1), 0)::float8 AS "analyticsOldestSeconds"`;

const REACHABILITY_TTL_MS = 60_000;
const REACHABILITY_TIMEOUT_MS = 3_000;

/** The status reader: provider reachability is probed at most once a minute. */
export function createStatusReader(ctx: Pick<PlatformContext, "sql" | "clock">, graphUrl: string) {
  let probe: { at: number; result: PlatformStatus["providers"]["whatsappCloud"] } | undefined;

  async function whatsappCloud(now: Date): Promise<PlatformStatus["providers"]["whatsappCloud"]> {
    if (probe && now.getTime() - probe.at < REACHABILITY_TTL_MS) return probe.result;
    const started = performance.now();
    let reachable = true;
    try {
      // Any HTTP answer (Meta answers 400 without a token) means the Graph API can be reached.
      await fetch(graphUrl, {
        method: "HEAD",
        signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
      });
    } catch {
      reachable = false;
    }
    const result = {
      reachable,
      latencyMs: reachable ? Math.round(performance.now() - started) : null,
      checkedAt: now.toISOString(),
    };
    probe = { at: now.getTime(), result };
    return result;
  }

  return {
    async read(): Promise<PlatformStatus> {
      const now = ctx.clock.now();
      const [[backlog], cloud] = await Promise.all([
        ctx.sql.query<{
          waiting: number;
          oldestWaitingSeconds: number;
          parked: number;
          pending: number;
          overdueSeconds: number;
          disabledEndpoints: number;
          analyticsWaiting: number;
          analyticsOldestSeconds: number;
        }>(BACKLOG, [now]),
        whatsappCloud(now),
      ]);
      const b = backlog!;
      return {
        messageQueue: {
          waiting: b.waiting,
          oldestWaitingSeconds: Math.round(b.oldestWaitingSeconds),
          parked: b.parked,
        },
        webhooks: {
          pending: b.pending,
          overdueSeconds: Math.round(Math.max(0, b.overdueSeconds)),
          disabledEndpoints: b.disabledEndpoints,
        },
        analytics: {
          waiting: b.analyticsWaiting,
          oldestWaitingSeconds: Math.round(Math.max(0, b.analyticsOldestSeconds)),
        },
        providers: { sandbox: { reachable: true }, whatsappCloud: cloud },
      };
    },
  };
}
