import type { Logger } from "@aizapy/contracts";
import { createJobQueue, type Database } from "@aizapy/db";
import { createEngagement } from "@aizapy/engagement";
import { createPlatform, createRateLimiter, type Clock } from "@aizapy/messaging";
import { createServices } from "@aizapy/services";
import type { AppConfig } from "./config.ts";
import { PRODUCT_QUEUES } from "./queues.ts";

export interface ComposeOptions {
  config: AppConfig;
  database: Database;
  log: Logger;
  /** The messaging platform's time; tests move it by hand. */
  clock?: Clock;
  /** Injected by tests that must not wait for the attacked-username slowdown. */
  delay?: (ms: number) => Promise<unknown>;
}

/**
 * The product's parts on one database, from the runtime configuration: the job queue and the rate
 * limiter they share (neither started), the messaging platform, the businesses' product on it
 * (engagement, which hears of every message) and the services every transport calls.
 */
export function composeServices({ config, database, log, clock, delay }: ComposeOptions) {
  const webhookPolicy = { allowPrivateTargets: config.allowPrivateWebhookTargets };
  const limiter = createRateLimiter(database.sql, clock);
  const queue = createJobQueue({
    connection: database.queueConnection,
    queues: PRODUCT_QUEUES,
    onError: (error) => log.warn("job queue error", { error: String(error) }),
  });
  const platform = createPlatform({
    sql: database.sql,
    queue,
    limiter,
    appSecret: config.appSecret,
    webhookPolicy,
    graphUrl: config.messaging.graphUrl,
    mediaDir: config.mediaDir,
    sandbox: config.messaging.sandbox,
    delivery: config.messaging.delivery,
    log,
    ...(clock ? { clock } : {}),
    // PGlite answers one statement at a time: a smaller batch keeps requests from queueing.
    workerBatchSize: database.kind === "pglite" ? 5 : 20,
  });
  const engagement = createEngagement({
    sql: database.sql,
    messages: platform.messages,
    webhooks: platform.webhooks,
    queue,
    clock: platform.ctx.clock,
    log,
    listen: (channel, handlers) => database.listen(channel, handlers),
  });
  platform.observe(engagement.observer);
  const services = createServices({
    database,
    platform,
    limiter,
    appSecret: config.appSecret,
    webhookPolicy,
    graphUrl: config.messaging.graphUrl,
    limits: config.limits,
    queue,
    mail: config.mail,
    log,
    engagement,
    ...(delay ? { delay } : {}),
  });
  return { queue, platform, engagement, services };
}
