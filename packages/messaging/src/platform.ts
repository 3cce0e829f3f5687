import {
  buildV1OpenApiDocument,
  type BusinessWebhooks,
  IDEMPOTENCY_KEY_HOURS,
  type Logger,
  type MessageSendService,
  type MessagingObserver,
  type MessagingProvider,
  type Sql,
} from "@aizapy/contracts";
import {
  createApiKeyAuthenticator,
  type ApiKeyAuthenticator,
} from "./api-keys/authenticate-api-key.ts";
import { foldAnalyticsIncrements } from "./analytics/analytics-increments.ts";
import { systemClock, type Clock } from "./clock.ts";
import { NO_OBSERVER, type PlatformContext } from "./context.ts";
import { createMessageSendService } from "./messages/send-for-business.ts";
import { createSendWorker, type DeliveryLimits } from "./delivery/send-worker.ts";
import type { MessageSendJob } from "./messages/accept-message.ts";
import { createOperations, type PlatformOperations } from "./operations.ts";
import type { Provider } from "./providers/provider.ts";
import {
  createSandboxProvider,
  createSandboxReporter,
  type SandboxTimings,
} from "./providers/sandbox/sandbox-provider.ts";
import { createWhatsAppCloudProvider } from "./providers/whatsapp-cloud/graph-client.ts";
import { createMediaUploader } from "./providers/whatsapp-cloud/upload-media.ts";
import { createInboundMediaDownloader } from "./media/download-inbound-media.ts";
import type { MediaDownloadJob } from "./messages/receive-inbound.ts";
import type { JobQueue } from "@aizapy/db";
import { QUEUES } from "./queue/queues.ts";
import type { RateLimiter } from "./rate-limit/rate-limiter.ts";
import { createStatusReader, type PlatformStatus } from "./system-status.ts";
import { createWebhookDeliverer } from "./webhooks/deliver-webhook.ts";
import { createBusinessWebhooks, type WebhookDeliveryJob } from "./webhooks/outbox.ts";
import type { WebhookTargetPolicy } from "./webhooks/target-policy.ts";

export interface PlatformOptions {
  sql: Sql;
  /** The host's job queue, declaring MESSAGING_QUEUES among its own; started by the host. */
  queue: JobQueue;
  limiter: RateLimiter;
  /** Unseals stored provider and webhook secrets. */
  appSecret: string;
  webhookPolicy: WebhookTargetPolicy;
  /** WHATSAPP_GRAPH_URL: Meta's Graph API, or a local fake in tests. */
  graphUrl: string;
  /** MEDIA_DIR: the businesses' files, uploaded or received, sent from here to Meta. */
  mediaDir: string;
  sandbox: SandboxTimings;
  delivery: DeliveryLimits;
  log: Logger;
  clock?: Clock;
  /** Jobs handled at once per queue in this process (PGlite: fewer; it has one connection). */
  workerBatchSize: number;
}

export interface Platform {
  ctx: PlatformContext;
  /** Sends for a business on behalf of the rest of the product (campaigns, automation, agents). */
  messages: MessageSendService;
  /** Webhooks the rest of the product announces to a business, delivered like the platform's. */
  webhooks: BusinessWebhooks;
  /** Names who hears of every inbound message and status change (before `start`). */
  observe(observer: MessagingObserver): void;
  authenticator: ApiKeyAuthenticator;
  operations: PlatformOperations;
  openApiDocument: Record<string, unknown>;
  status(): Promise<PlatformStatus>;
  /** Starts this process's workers (unless told not to), once the host has started the queue. */
  start(options?: { workers?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** How often the sandbox looks for statuses that have come due (its reports' precision). */
const SANDBOX_TICK_MS = 100;

/** How often waiting analytics increments are folded into the daily rows. */
const ANALYTICS_FOLD_INTERVAL_MS = 1_000;

/** Expired Idempotency-Key records are cleared this often, off the request path. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const DELETE_EXPIRED_KEYS = `DELETE FROM idempotency_keys WHERE "createdAt" < $1`;

/** The messaging platform: the /v1 API's engine, the delivery pipeline and its workers. */
export function createPlatform(options: PlatformOptions): Platform {
  const clock = options.clock ?? systemClock;
  const { queue } = options;
  const ctx: PlatformContext = {
    sql: options.sql,
    queue,
    limiter: options.limiter,
    clock,
    log: options.log,
    appSecret: options.appSecret,
    observer: NO_OBSERVER,
  };
  const providers: Record<MessagingProvider, Provider> = {
    sandbox: createSandboxProvider(ctx, options.sandbox),
    "whatsapp-cloud": createWhatsAppCloudProvider(
      options.graphUrl,
      createMediaUploader({
        sql: options.sql,
        mediaDir: options.mediaDir,
        graphUrl: options.graphUrl,
        now: () => clock.now(),
      }),
    ),
  };
  const sendWorker = createSendWorker(ctx, providers, options.delivery);
  const deliverer = createWebhookDeliverer(ctx, options.webhookPolicy);
  const inboundMedia = createInboundMediaDownloader(ctx, options);
  const statusReader = createStatusReader(ctx, options.graphUrl);
  const sandboxReporter = createSandboxReporter(ctx, options.sandbox);
  let housekeeping: NodeJS.Timeout | undefined;
  let sandboxTick: NodeJS.Timeout | undefined;
  let analyticsTick: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Reports what is due, as long as there is more, then waits a tick. */
  const runSandbox = async () => {
    try {
      while (!stopped && (await sandboxReporter.reportDue()) > 0);
    } catch (error) {
      options.log.warn("sandbox reports failed; trying again", { error: String(error) });
    }
    if (!stopped) sandboxTick = setTimeout(runSandbox, SANDBOX_TICK_MS);
  };

  const foldAnalytics = async () => {
    try {
      await foldAnalyticsIncrements(options.sql);
    } catch (error) {
      options.log.warn("could not fold analytics increments; trying again", {
        error: String(error),
      });
    }
    if (!stopped) analyticsTick = setTimeout(foldAnalytics, ANALYTICS_FOLD_INTERVAL_MS);
  };

  return {
    ctx,
    messages: createMessageSendService(ctx),
    webhooks: createBusinessWebhooks(queue, clock),
    observe(observer) {
      ctx.observer = observer;
    },
    authenticator: createApiKeyAuthenticator(options.sql, clock),
    operations: createOperations(ctx),
    openApiDocument: buildV1OpenApiDocument(),
    status: () => statusReader.read(),

    async start({ workers = true } = {}) {
      if (!workers) return;
      const batchSize = options.workerBatchSize;
      await queue.workBatches<MessageSendJob>(QUEUES.messageSend.name, { batchSize }, (jobs) =>
        sendWorker.handleBatch(jobs.map((job) => job.data)),
      );
      await queue.work<WebhookDeliveryJob>(QUEUES.webhookDeliver.name, { batchSize }, (job) =>
        deliverer.handle(job.data),
      );
      await queue.workDeadLetters(QUEUES.messageSend, sendWorker.abandon);
      await queue.workDeadLetters(QUEUES.webhookDeliver, deliverer.abandon);
      await queue.work<MediaDownloadJob>(QUEUES.mediaDownload.name, { batchSize }, (job) =>
        inboundMedia.handle(job.data),
      );
      await queue.workDeadLetters(QUEUES.mediaDownload, inboundMedia.abandon);
      sandboxTick = setTimeout(runSandbox, SANDBOX_TICK_MS);
      analyticsTick = setTimeout(foldAnalytics, ANALYTICS_FOLD_INTERVAL_MS);
      housekeeping = setInterval(() => {
        const cutoff = new Date(clock.now().getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
        options.sql
          .query(DELETE_EXPIRED_KEYS, [cutoff])
          .catch((error: unknown) =>
            options.log.warn("could not clear expired idempotency keys", { error: String(error) }),
          );
      }, HOUSEKEEPING_INTERVAL_MS);
      housekeeping.unref();
    },

    async stop() {
      stopped = true;
      clearTimeout(sandboxTick);
      clearTimeout(analyticsTick);
      clearInterval(housekeeping);
    },
  };
}
