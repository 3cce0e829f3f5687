import type { Sql } from "@aizapy/contracts";
import type { ApiKeyCaller } from "../api-keys/authenticate-api-key.ts";
import type { Clock } from "../clock.ts";
import type { PlatformContext } from "../context.ts";
import { createSendWorker, type DeliveryLimits } from "../delivery/send-worker.ts";
import {
  acceptMessage,
  type MessageSendJob,
  type SendRequest,
} from "../messages/accept-message.ts";
import { receiveInbound } from "../messages/receive-inbound.ts";
import type { Provider } from "../providers/provider.ts";
import {
  createSandboxProvider,
  createSandboxReporter,
  type SandboxTimings,
} from "../providers/sandbox/sandbox-provider.ts";
import { QUEUES } from "../queue/queues.ts";
import type { JobQueue } from "@aizapy/db";
import { foldAnalyticsIncrements } from "../analytics/analytics-increments.ts";
import { NO_OBSERVER } from "../context.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";

// Traffic at any pace and any point in the past, through the platform's own code: messages are
// accepted as /v1 accepts them, handed to the sandbox by the send worker and moved along by the
// sandbox's reports, each at its own simulated moment. Only the queue is simulated (in memory,
// run in time order, with the sandbox's reports as they come due), so a history of months is written in seconds and every figure derived from
// it (analytics, prices, statuses) is what real traffic would have produced. The demo data is
// made this way.

interface DueJob {
  at: number;
  order: number;
  queue: string;
  data: unknown;
}

export interface SimulatedTrafficOptions {
  sql: Sql;
  appSecret: string;
  sandbox: SandboxTimings;
  delivery: DeliveryLimits;
  /** How long an accepted message waits for a worker, in ms (the response time analytics shows). */
  pickupDelayMs(): number;
}

export interface SimulatedTraffic {
  /** A customer writes to a business at `at` (opening its 24-hour window). */
  inbound(
    message: {
      businessId: string;
      apiConfigId: string;
      from: string;
      text: string;
      providerMessageId: string;
    },
    at: Date,
  ): Promise<void>;
  /** The business sends at `at`, through /v1's accept path; answers the message id, or the refusal's code. */
  send(
    caller: ApiKeyCaller,
    request: SendRequest,
    at: Date,
  ): Promise<{ messageId: string } | { refused: string }>;
  /** Runs every job due up to `until`, in time order, with the time standing at each job's moment. */
  runUntil(until: Date): Promise<void>;
}

export function createSimulatedTraffic(options: SimulatedTrafficOptions): SimulatedTraffic {
  let now = 0;
  let order = 0;
  const due: DueJob[] = [];
  const clock: Clock = { now: () => new Date(now) };
  const queue: JobQueue = {
    start: async () => undefined,
    stop: async () => undefined,
    work: async () => undefined,
    workBatches: async () => undefined,
    workDeadLetters: async () => undefined,
    wake: () => undefined,
    async send(_within, name, data, { startAfter } = {}) {
      enqueue(name, data, startAfter);
    },
    // The accept path's own statement would insert the job into pg-boss: here it inserts none,
    // and an accepted message's send job is queued in memory once it is accepted (send below).
    embeddedSend: async () => ({
      statement: (jobs) => `SELECT (${jobs}) WHERE false`,
      jobs: async () => "[]",
    }),
  };
  function enqueue(name: string, data: unknown, startAfter?: Date) {
    const pickup = name === QUEUES.messageSend.name ? options.pickupDelayMs() : 0;
    due.push({ at: (startAfter?.getTime() ?? now) + pickup, order: order++, queue: name, data });
  }
  const ctx: PlatformContext = {
    sql: options.sql,
    queue,
    // The simulation's time, not the database's: the limits count on the clock of the traffic.
    limiter: createRateLimiter(options.sql, clock),
    clock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    appSecret: options.appSecret,
    observer: NO_OBSERVER,
  };
  const sandbox = createSandboxProvider(ctx, options.sandbox);
  const reporter = createSandboxReporter(ctx, options.sandbox);
  const unsupported: Provider = {
    resendIsSafe: false,
    send: async (sends) =>
      sends.map(() => ({
        kind: "park",
        reason: "Simulated traffic goes through the sandbox only.",
      })),
  };
  const worker = createSendWorker(
    ctx,
    { sandbox, "whatsapp-cloud": unsupported },
    options.delivery,
  );

  return {
    async inbound(message, at) {
      now = at.getTime();
      await options.sql.transaction((tx) =>
        receiveInbound(ctx, tx, { ...message, occurredAt: at }, at),
      );
    },

    async send(caller, request, at) {
      now = at.getTime();
      const result = await acceptMessage(
        ctx,
        { ...caller, source: "api", sender: { type: "api_key", id: caller.apiKeyId } },
        request,
      );
      if ("refused" in result) return { refused: result.refused.code };
      const messageId = result.accepted.message_id;
      enqueue(QUEUES.messageSend.name, { messageId } satisfies MessageSendJob);
      return { messageId };
    },

    async runUntil(until) {
      for (;;) {
        due.sort((a, b) => a.at - b.at || a.order - b.order);
        const job = due[0];
        const report = (await reporter.nextDueAt())?.getTime();
        const next = Math.min(job?.at ?? Infinity, report ?? Infinity);
        if (next > until.getTime()) break;
        now = next;
        if (report === next) {
          await reporter.reportDue();
        } else {
          due.shift();
          if (job!.queue === QUEUES.messageSend.name) {
            const [error] = await worker.handleBatch([job!.data as MessageSendJob]);
            if (error) throw error;
          }
        }
      }
      now = until.getTime();
      await foldAnalyticsIncrements(options.sql);
    },
  };
}
