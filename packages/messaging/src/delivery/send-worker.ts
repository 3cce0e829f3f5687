import type { MessagingProvider, MessageQueueState, Sql } from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { applyStatus } from "../messages/apply-status.ts";
import type { MessageSendJob } from "../messages/accept-message.ts";
import type { OutboundMessage, Provider, SendOutcome } from "../providers/provider.ts";
import { QUEUES, type JobFailure } from "../queue/job-queue.ts";
import type { RateLimitPolicy } from "../rate-limit/rate-limiter.ts";
import { openSecret } from "../secrets/sealing.ts";

// The send step of the delivery pipeline: one job per accepted message. The message row, not the
// job, decides what happens: a worker claims the message (queued → sending) before calling the
// provider and records the outcome after, so a job that runs twice (a crash, a duplicate) never
// sends twice, and a message whose send may have reached the provider before a crash is only
// sent again once the provider has had time to report it.
//
// "sendingStartedAt" marks that doubt: it stays on the message while the last send's outcome is
// unknown, and is cleared once the provider has answered. Any later send of the message waits for
// the provider's callback first, whoever asks for it: the worker's next run, or an operator retrying
// a message parked mid-send.

export interface DeliveryLimits {
  /** Messages per second through one phone number (Meta's default throughput: 80). */
  throughputPerSecond: number;
  /** Messages to one recipient: a burst, then one per `pairIntervalMs` (Meta: 1 per 6 s). */
  pairBurst: number;
  pairIntervalMs: number;
  /** Sends of one message before it is parked for an operator. */
  maxAttempts: number;
  /**
   * How long a send that may have reached a provider (a crash or timeout mid-send) waits for the
   * provider's callback before it is sent again.
   */
  unknownOutcomeWaitMs: number;
}

export const DEFAULT_DELIVERY_LIMITS: DeliveryLimits = {
  throughputPerSecond: 80,
  pairBurst: 45,
  pairIntervalMs: 6_000,
  maxAttempts: 8,
  unknownOutcomeWaitMs: 60_000,
};

interface SendRow {
  id: string;
  businessId: string;
  customerNumber: string;
  type: "text" | "template";
  body: string;
  templateName: string | null;
  templateLanguage: string | null;
  templateParameters: string[] | null;
  queueState: MessageQueueState;
  attempts: number;
  sendingStartedAt: Date | null;
  apiConfigId: string | null;
  provider: MessagingProvider | null;
  phoneNumberId: string | null;
  sealedAccessToken: string | null;
  configActive: boolean | null;
  businessStatus: string;
}

const LOAD = `
  SELECT m.id, m."businessId", m."customerNumber", m.type, m.body, m."templateName",
         m."templateLanguage", m."templateParameters", m."queueState", m.attempts,
         m."sendingStartedAt", m."apiConfigId", c.provider, c."phoneNumberId",
         c."apiKey" AS "sealedAccessToken", c."isActive" AS "configActive", b.status AS "businessStatus"
  FROM messages m
  JOIN businesses b ON b.id = m."businessId"
  LEFT JOIN api_configs c ON c.id = m."apiConfigId"
  WHERE m.id = $1 AND m.direction = 'outbound'`;

// Claims the message as it was read: of two jobs that read it at once (a crash can leave two),
// only the first changes it; the other finds it changed and stands down. Runs in the statement
// that counts the delivery limits, whose refusal rolls the claim back.
const CLAIM = `
  UPDATE messages SET "queueState" = 'sending', "sendingStartedAt" = $2, attempts = attempts + 1
  WHERE id = $1 AND "queueState" = $3 AND "sendingStartedAt" IS NOT DISTINCT FROM $4::timestamptz
  RETURNING attempts`;

const REQUEUE = `
  UPDATE messages SET "queueState" = 'queued', "lastAttemptError" = $2, "sendingStartedAt" = NULL
  WHERE id = $1 AND "queueState" = 'sending'`;

const KEEP_SENDING = `
  UPDATE messages SET "lastAttemptError" = $2 WHERE id = $1 AND "queueState" = 'sending'`;

const PARK = `
  UPDATE messages SET "queueState" = 'parked', "lastAttemptError" = $2,
    "sendingStartedAt" = CASE WHEN $3::boolean THEN NULL ELSE "sendingStartedAt" END
  WHERE id = $1 AND "queueState" IN ('queued', 'sending')`;

/** Thrown inside the claim's transaction to undo the limits it counted. */
class Throttled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("throttled");
  }
}

/** 2 s, 4 s, 8 s … capped at 10 minutes, ±20 % so retries of many messages spread out. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(600_000, 2_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface SendWorker {
  handle(job: MessageSendJob): Promise<void>;
  /**
   * Parks a message whose send job failed every retry without settling it (a worker that kept
   * throwing or dying on it), so it waits for an operator instead of for a job that is gone.
   */
  abandon(job: MessageSendJob, failure: JobFailure): Promise<void>;
}

export function createSendWorker(
  ctx: PlatformContext,
  providers: Record<MessagingProvider, Provider>,
  limits: DeliveryLimits,
): SendWorker {
  const throughput: RateLimitPolicy = {
    name: "provider-throughput",
    limit: limits.throughputPerSecond,
    periodMs: 1000,
  };
  const pair: RateLimitPolicy = {
    name: "provider-pair",
    limit: limits.pairBurst,
    periodMs: limits.pairBurst * limits.pairIntervalMs,
  };

  const sendLater = (tx: Sql, messageId: string, at: Date) =>
    ctx.queue.send(tx, QUEUES.messageSend.name, { messageId } satisfies MessageSendJob, {
      startAfter: at,
    });

  /**
   * Parks a message for an operator. `outcomeKnown`: its last send, if any, certainly did not reach
   * the provider or was answered, so a retry need not wait for a callback.
   */
  const park = (messageId: string, reason: string, { outcomeKnown = false } = {}) =>
    ctx.sql
      .query(PARK, [messageId, reason, outcomeKnown])
      .then(() => ctx.log.warn("message parked", { messageId, reason }));

  /** Claims the message under the number's throughput and the recipient's pair limit. */
  async function claim(row: SendRow & { apiConfigId: string }): Promise<number | Throttled> {
    const now = ctx.clock.now();
    try {
      return await ctx.sql.transaction(async (tx) => {
        const { states, row: claimed } = await ctx.limiter.consumeAllAlongside<{
          attempts: number | null;
        }>(
          [
            { policy: throughput, key: row.apiConfigId },
            { policy: pair, key: `${row.apiConfigId}:${row.customerNumber}` },
          ],
          { query: CLAIM, params: [row.id, now, row.queueState, row.sendingStartedAt] },
          { within: tx },
        );
        const refused = states.find((state) => !state.allowed);
        if (refused) throw new Throttled(refused.retryAfterSeconds);
        return claimed.attempts ?? 0;
      });
    } catch (error) {
      if (error instanceof Throttled) return error;
      throw error;
    }
  }

  async function record(row: SendRow, attempts: number, outcome: SendOutcome): Promise<void> {
    const now = ctx.clock.now();
    switch (outcome.kind) {
      case "accepted":
        await ctx.sql.transaction((tx) =>
          applyStatus(ctx, tx, row.id, { status: "sent", occurredAt: now }, now, {
            acceptedAs: outcome.providerMessageId,
          }),
        );
        return;
      case "failed":
        await ctx.sql.transaction((tx) =>
          applyStatus(
            ctx,
            tx,
            row.id,
            { status: "failed", occurredAt: now, error: outcome.error },
            now,
          ),
        );
        return;
      case "park":
        await park(row.id, outcome.reason, { outcomeKnown: true });
        return;
      case "unknown":
        // Left "sending": the next run waits for the provider's callback before sending again.
        await ctx.sql.transaction(async (tx) => {
          await tx.query(KEEP_SENDING, [row.id, outcome.reason]);
          await sendLater(tx, row.id, new Date(now.getTime() + limits.unknownOutcomeWaitMs));
        });
        return;
      case "retry":
        if (attempts >= limits.maxAttempts) {
          await park(row.id, `${outcome.reason} (after ${attempts} attempts)`, {
            outcomeKnown: true,
          });
          return;
        }
        await ctx.sql.transaction(async (tx) => {
          await tx.query(REQUEUE, [row.id, outcome.reason]);
          const wait = Math.max(retryDelayMs(attempts), outcome.retryAfterMs ?? 0);
          await sendLater(tx, row.id, new Date(now.getTime() + wait));
        });
        return;
    }
  }

  return {
    abandon: ({ messageId }, { retries, error }) =>
      park(messageId, `The send job failed ${retries + 1} times without an outcome: ${error}`),

    async handle({ messageId }) {
      const [row] = await ctx.sql.query<SendRow>(LOAD, [messageId]);
      if (!row || row.queueState === "done" || row.queueState === "parked") return;
      if (!row.apiConfigId || !row.provider || !row.configActive || !row.sealedAccessToken) {
        await park(row.id, "The business has no active API configuration for this message.");
        return;
      }
      if (row.businessStatus !== "active") {
        await park(row.id, `The business is ${row.businessStatus}.`);
        return;
      }
      const provider = providers[row.provider];
      const now = ctx.clock.now();
      if (row.sendingStartedAt && !provider.resendIsSafe) {
        const waitUntil = row.sendingStartedAt.getTime() + limits.unknownOutcomeWaitMs;
        if (now.getTime() < waitUntil) {
          await ctx.sql.transaction((tx) => sendLater(tx, row.id, new Date(waitUntil)));
          return;
        }
      }
      const claimed = await claim({ ...row, apiConfigId: row.apiConfigId });
      if (claimed instanceof Throttled) {
        await ctx.sql.transaction((tx) =>
          sendLater(tx, row.id, new Date(now.getTime() + claimed.retryAfterSeconds * 1000)),
        );
        return;
      }
      if (claimed === 0) return;
      const accessToken = openSecret(row.sealedAccessToken, ctx.appSecret);
      if (accessToken === null) {
        await park(row.id, "The access token cannot be read with this APP_SECRET.", {
          outcomeKnown: true,
        });
        return;
      }
      const message: OutboundMessage = {
        id: row.id,
        to: row.customerNumber,
        type: row.type,
        body: row.body,
        template:
          row.type === "template" && row.templateName && row.templateLanguage
            ? {
                name: row.templateName,
                language: row.templateLanguage,
                parameters: row.templateParameters ?? [],
              }
            : null,
      };
      const outcome = await provider.send(message, {
        id: row.apiConfigId,
        provider: row.provider,
        phoneNumberId: row.phoneNumberId,
        accessToken,
      });
      await record(row, claimed, outcome);
    },
  };
}
