import type { Logger, Sql } from "@aizapy/contracts";
import type { RateLimiter } from "./rate-limit/rate-limiter.ts";
import type { Clock } from "./clock.ts";
import type { JobQueue } from "./queue/job-queue.ts";

/** What every part of the platform works with: the database, the queue, the time, the log. */
export interface PlatformContext {
  sql: Sql;
  queue: JobQueue;
  limiter: RateLimiter;
  clock: Clock;
  log: Logger;
  /** Unseals stored provider secrets and webhook signing secrets. */
  appSecret: string;
}
