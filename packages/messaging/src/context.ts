import type { Sql } from "@aizapy/contracts";
import type { RateLimiter } from "./rate-limit/rate-limiter.ts";
import type { Clock } from "./clock.ts";
import type { JobQueue } from "./queue/job-queue.ts";

export interface PlatformLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What every part of the platform works with: the database, the queue, the time, the log. */
export interface PlatformContext {
  sql: Sql;
  queue: JobQueue;
  limiter: RateLimiter;
  clock: Clock;
  log: PlatformLogger;
  /** Unseals stored provider secrets and webhook signing secrets. */
  appSecret: string;
}
