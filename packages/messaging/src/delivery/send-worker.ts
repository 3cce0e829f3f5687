import type {
  MessagingProvider,
  MessageQueueState,
  PricingCategory,
  Sql,
  TemplateComponent,
} from "@aizapy/contracts";
import type { PlatformContext } from "../context.ts";
import { applyStatuses, type StatusChange } from "../messages/apply-status.ts";
import type { MessageSendJob } from "../messages/accept-message.ts";
import type {
  OutboundMessage,
  Provider,
  ProviderSend,
  SendingConfiguration,
  SendOutcome,
} from "../providers/provider.ts";
import { QUEUES } from "../queue/queues.ts";
import { asError, type JobFailure } from "@aizapy/db";
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
//
// The jobs a worker fetches together are one batch: their messages are read in one statement,
// each provider is handed its part at once, and the acceptances are recorded in one transaction.
// Statements, not rows, are what each message costs on the way through, so a busy queue drains
// faster.

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
  type: OutboundMessage["type"];
  body: string;
  content: Record<string, unknown> | null;
  templateName: string | null;
  templateLanguage: string | null;
  templateParameters: string[] | null;
  category: PricingCategory;
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
  SELECT m.id, m."businessId", m."customerNumber", m.type, m.body, m.content, m."templateName",
         m."templateLanguage", m."templateParameters", m.category, m."queueState", m.attempts,
         m."sendingStartedAt", m."apiConfigId", c.provider, c."phoneNumberId",
         c."apiKey" AS "sealedAccessToken", c."isActive" AS "configActive", b.status AS "businessStatus"
  FROM messages m
  JOIN businesses b ON b.id = m."businessId"
  LEFT JOIN api_configs c ON c.id = m."apiConfigId"
  WHERE m.id = ANY($1::uuid[]) AND m.direction = 'outbound'`;

// Claims the message as it was read: of two jobs that read it at once (a crash can leave two),
// only the first changes it; the other finds it changed and stands down. Runs in the statement
// that counts the delivery limits, and only when both counted (all_counted): one statement, no
// transaction to undo a throttled claim.
const CLAIM = `
  UPDATE messages SET "queueState" = 'sending', "sendingStartedAt" = $2, attempts = attempts + 1
  WHERE id = $1 AND "queueState" = $3 AND "sendingStartedAt" IS NOT DISTINCT FROM $4::timestamptz
    AND EXISTS (SELECT 1 FROM all_counted)
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

/** A claimed message, ready for its provider. */
interface ReadySend {
  row: SendRow;
  attempts: number;
  provider: MessagingProvider;
  send: ProviderSend;
}

/** A send the provider accepted under its id, to be recorded with the batch's others. */
interface Accepted {
  messageId: string;
  providerMessageId: string;
}

/** A claim a delivery limit refused: the send waits this long. */
interface Throttled {
  retryAfterSeconds: number;
}

/** 2 s, 4 s, 8 s … capped at 10 minutes, ±20 % so retries of many messages spread out. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(600_000, 2_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface SendWorker {
  /**
   * Sends the messages of a batch of jobs fetched together; answers each job's outcome, in order:
   * undefined when it is settled, the error when it must be retried.
   */
  handleBatch(jobs: readonly MessageSendJob[]): Promise<(Error | undefined)[]>;
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

  /** Enqueues the message's next send job (one statement: `within` may be the pool itself). */
  const sendLater = (within: Sql, messageId: string, at: Date) =>
    ctx.queue.send(within, QUEUES.messageSend.name, { messageId } satisfies MessageSendJob, {
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

  /**
   * Claims the message under the number's throughput and the recipient's pair limit, counted in
   * turn: the throughput first, which refuses most often, so its refusal counts nothing else. A
   * pair refusal leaves the number's throughput counted: that slot goes unused, which errs on
   * Meta's side. Answers the send's attempts, 0 when another job claimed it first.
   */
  async function claim(row: SendRow & { apiConfigId: string }): Promise<number | Throttled> {
    const { states, row: claimed } = await ctx.limiter.consumeAllAlongside<{
      attempts: number | null;
    }>(
      [
        { policy: throughput, key: row.apiConfigId },
        { policy: pair, key: `${row.apiConfigId}:${row.customerNumber}` },
      ],
      {
        query: CLAIM,
        params: [row.id, ctx.clock.now(), row.queueState, row.sendingStartedAt],
      },
      { inTurn: true },
    );
    const refused = states.find((state) => !state.allowed);
    if (refused) return { retryAfterSeconds: refused.retryAfterSeconds };
    return claimed.attempts ?? 0;
  }

  /** Records an outcome other than the provider's acceptance (see recordAccepted). */
  async function record(
    row: SendRow,
    attempts: number,
    outcome: Exclude<SendOutcome, { kind: "accepted" }>,
  ): Promise<void> {
    const now = ctx.clock.now();
    switch (outcome.kind) {
      case "failed": {
        const change: StatusChange = {
          messageId: row.id,
          update: { status: "failed", occurredAt: now, error: outcome.error },
        };
        await ctx.sql.transaction((tx) => applyStatuses(ctx, tx, [change], now));
        return;
      }
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

  /**
   * Records the provider's acceptance of a batch's sends together (`sent`, the provider's ids),
   * in one transaction; if that fails, each on its own, so one message's fault is its own.
   * Answers the error of each send it could not record, by position.
   */
  async function recordAccepted(accepted: readonly Accepted[]): Promise<(Error | undefined)[]> {
    const changeOf = ({ messageId, providerMessageId }: Accepted, now: Date): StatusChange => ({
      messageId,
      update: { status: "sent", occurredAt: now },
      acceptedAs: providerMessageId,
    });
    const now = ctx.clock.now();
    try {
      await ctx.sql.transaction((tx) =>
        applyStatuses(
          ctx,
          tx,
          accepted.map((send) => changeOf(send, now)),
          now,
        ),
      );
      return accepted.map(() => undefined);
    } catch (batchError) {
      if (accepted.length === 1) return [asError(batchError)];
      const errors: (Error | undefined)[] = [];
      for (const send of accepted) {
        errors.push(
          await ctx.sql
            .transaction((tx) => applyStatuses(ctx, tx, [changeOf(send, now)], now))
            .then(() => undefined, asError),
        );
      }
      return errors;
    }
  }

  /**
   * Makes one message of a batch ready for its provider: checked, claimed under the delivery
   * limits, its access token unsealed. Settles it instead (parked, deferred, left to another
   * job) and answers undefined when it is not to be sent now.
   */
  async function prepare(row: SendRow | undefined): Promise<ReadySend | undefined> {
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
        await sendLater(ctx.sql, row.id, new Date(waitUntil));
        return;
      }
    }
    const claimed = await claim({ ...row, apiConfigId: row.apiConfigId });
    if (typeof claimed !== "number") {
      await sendLater(ctx.sql, row.id, new Date(now.getTime() + claimed.retryAfterSeconds * 1000));
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
              components: (row.content?.components as TemplateComponent[] | undefined) ?? [],
            }
          : null,
      content: row.type === "template" ? null : row.content,
      category: row.category,
    };
    const configuration: SendingConfiguration = {
      id: row.apiConfigId,
      provider: row.provider,
      phoneNumberId: row.phoneNumberId,
      accessToken,
    };
    return { row, attempts: claimed, provider: row.provider, send: { message, configuration } };
  }

  return {
    abandon: ({ messageId }, { retries, error }) =>
      park(messageId, `The send job failed ${retries + 1} times without an outcome: ${error}`),

    async handleBatch(jobs) {
      const rows = await ctx.sql.query<SendRow>(LOAD, [jobs.map((job) => job.messageId)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const outcomes: (Error | undefined)[] = jobs.map(() => undefined);
      const ready: (ReadySend & { at: number })[] = [];
      await Promise.all(
        jobs.map((job, at) =>
          prepare(byId.get(job.messageId)).then(
            (send) => void (send && ready.push({ ...send, at })),
            (error: unknown) => void (outcomes[at] = asError(error)),
          ),
        ),
      );

      // Each provider takes its part of the batch at once; its acceptances are recorded together.
      const accepted: { at: number; send: Accepted }[] = [];
      const byProvider = Map.groupBy(ready, (send) => send.provider);
      await Promise.all(
        [...byProvider].map(async ([name, sends]) => {
          let results: SendOutcome[];
          try {
            results = await providers[name].send(sends.map(({ send }) => send));
          } catch (error) {
            for (const { at } of sends) outcomes[at] = asError(error);
            return;
          }
          await Promise.all(
            sends.map(async ({ row, attempts, at }, i) => {
              const outcome = results[i]!;
              if (outcome.kind === "accepted") {
                accepted.push({
                  at,
                  send: { messageId: row.id, providerMessageId: outcome.providerMessageId },
                });
                return;
              }
              await record(row, attempts, outcome).catch((error: unknown) => {
                outcomes[at] = asError(error);
              });
            }),
          );
        }),
      );
      if (accepted.length > 0) {
        const errors = await recordAccepted(accepted.map(({ send }) => send));
        for (const [i, { at }] of accepted.entries()) outcomes[at] = errors[i];
      }
      return outcomes;
    },
  };
}
