import type { Logger, MessagingObserver, Sql } from "@aizapy/contracts";
import type { RateLimiter } from "./rate-limit/rate-limiter.ts";
import type { Clock } from "./clock.ts";
import type { JobQueue } from "@aizapy/db";

/** What every part of the platform works with: the database, the queue, the time, the log. */
export interface PlatformContext {
  sql: Sql;
  queue: JobQueue;
  limiter: RateLimiter;
  clock: Clock;
  log: Logger;
  /** Unseals stored provider secrets and webhook signing secrets. */
  appSecret: string;
  /** Told of every inbound message and status change, inside the transaction recording it. */
  observer: MessagingObserver;
}

/** The observer until the host names one: the platform works alone. */
export const NO_OBSERVER: MessagingObserver = {
  inboundReceived: async () => undefined,
  statusesChanged: async () => undefined,
};
