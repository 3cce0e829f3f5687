import type { PlatformContext } from "../context.ts";
import { uuidv7 } from "../ids.ts";
import { QUEUES } from "../queue/queues.ts";
import type { JobFailure } from "@aizapy/db";
import { openSecret } from "../secrets/sealing.ts";
import type { WebhookDeliveryJob } from "./outbox.ts";
import { postWebhook, type WebhookResponse } from "./post-webhook.ts";
import { WEBHOOK_DISABLE_AFTER_MS } from "@aizapy/contracts";
import { nextWebhookAttempt } from "./retry-schedule.ts";
import { webhookHeaders } from "./sign-webhook.ts";
import type { WebhookTargetPolicy } from "./target-policy.ts";

interface EventRow {
  id: string;
  apiConfigId: string;
  body: string;
  state: string;
  attempts: number;
  nextAttemptAt: Date | null;
  webhookUrl: string | null;
  webhookSecret: string | null;
  previousWebhookSecret: string | null;
  previousWebhookSecretExpiresAt: Date | null;
  webhookFailingSince: Date | null;
  webhookDisabledAt: Date | null;
  businessName: string;
}

const LOAD = `
  SELECT e.id, e."apiConfigId", e.body, e.state, e.attempts, e."nextAttemptAt",
         c."webhookUrl", c."webhookSecret", c."previousWebhookSecret", c."previousWebhookSecretExpiresAt",
         c."webhookFailingSince", c."webhookDisabledAt", b.name AS "businessName"
  FROM webhook_events e
  JOIN api_configs c ON c.id = e."apiConfigId"
  JOIN businesses b ON b.id = e."businessId"
  WHERE e.id = $1`;

const RECORD_ATTEMPT = `
  INSERT INTO webhook_attempts (id, "eventId", attempt, "attemptedAt", "statusCode", "latencyMs", error, "responseExcerpt")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;

const DELIVERED = `
  UPDATE webhook_events SET state = 'delivered', attempts = $2, "deliveredAt" = $3,
    "lastStatusCode" = $4, "nextAttemptAt" = NULL
  WHERE id = $1`;

const FAILED_AGAIN = `
  UPDATE webhook_events SET state = $2, attempts = $3, "lastStatusCode" = $4, "nextAttemptAt" = $5
  WHERE id = $1`;

const ABANDON = `
  UPDATE webhook_events SET state = 'failed', "nextAttemptAt" = NULL WHERE id = $1 AND state = 'pending'`;

const ENDPOINT_WORKS = `UPDATE api_configs SET "webhookFailingSince" = NULL WHERE id = $1`;
const ENDPOINT_FAILING = `
  UPDATE api_configs SET "webhookFailingSince" = COALESCE("webhookFailingSince", $2) WHERE id = $1
  RETURNING "webhookFailingSince"`;
const DISABLE_ENDPOINT = `UPDATE api_configs SET "webhookDisabledAt" = $2 WHERE id = $1`;
const HOLD_PENDING = `
  UPDATE webhook_events SET state = 'endpoint_disabled', "nextAttemptAt" = NULL
  WHERE "apiConfigId" = $1 AND state = 'pending'`;
const ALERT = `
  INSERT INTO operator_alerts (id, kind, title, detail, "targetType", "targetId", "createdAt")
  VALUES ($1, 'webhook_endpoint_disabled', $2, $3, 'api_config', $4, $5)`;

/**
 * How early a delivery job may come for its event's next attempt and still make it (the queue's
 * timers are not exact). One that comes earlier is a duplicate and leaves it to the scheduled one.
 */
export const ATTEMPT_DUE_MARGIN_MS = 1000;

/** A 2xx answer; anything else, or none, is a failure to try again. */
const succeeded = (response: WebhookResponse) =>
  response.statusCode !== null && response.statusCode >= 200 && response.statusCode < 300;

export interface WebhookDeliverer {
  handle(job: WebhookDeliveryJob): Promise<void>;
  /**
   * Marks failed an event whose delivery job failed every retry without recording an attempt's
   * outcome (a worker that kept throwing or dying on it): the console can redeliver it.
   */
  abandon(job: WebhookDeliveryJob, failure: JobFailure): Promise<void>;
}

/**
 * Makes one attempt to deliver a webhook event and records it in the delivery log; a failure
 * schedules the next attempt (retry-schedule.ts), and an endpoint failing for three days is
 * disabled, its waiting events held, and the operators alerted.
 */
export function createWebhookDeliverer(
  ctx: PlatformContext,
  policy: WebhookTargetPolicy,
): WebhookDeliverer {
  return {
    async abandon({ eventId }, { retries, error }) {
      await ctx.sql.query(ABANDON, [eventId]);
      ctx.log.warn("webhook event failed: its delivery job failed every retry", {
        eventId,
        attempts: retries + 1,
        error,
      });
    },

    async handle({ eventId }) {
      const [event] = await ctx.sql.query<EventRow>(LOAD, [eventId]);
      if (!event || event.state !== "pending" || !event.webhookUrl || event.webhookDisabledAt)
        return;
      const now = ctx.clock.now();
      // A job that comes early (a duplicate after a crash, or the scheduled retry of an event
      // redelivered meanwhile) leaves the attempt to the job that is due.
      if (
        event.nextAttemptAt &&
        event.nextAttemptAt.getTime() > now.getTime() + ATTEMPT_DUE_MARGIN_MS
      )
        return;

      const secrets = [event.webhookSecret, event.previousWebhookSecret]
        .filter(
          (sealed, index): sealed is string =>
            sealed !== null &&
            (index === 0 ||
              (event.previousWebhookSecretExpiresAt !== null &&
                event.previousWebhookSecretExpiresAt.getTime() > now.getTime())),
        )
        .map((sealed) => openSecret(sealed, ctx.appSecret))
        .filter((secret): secret is string => secret !== null);
      const response = await postWebhook(
        event.webhookUrl,
        { ...webhookHeaders(secrets, event.id, now, event.body) },
        event.body,
        policy,
      );
      const attempt = event.attempts + 1;
      const finishedAt = ctx.clock.now();

      await ctx.sql.transaction(async (tx) => {
        await tx.query(RECORD_ATTEMPT, [
          uuidv7(now),
          event.id,
          attempt,
          now,
          response.statusCode,
          response.latencyMs,
          response.error,
          response.responseExcerpt,
        ]);
        if (succeeded(response)) {
          await tx.query(DELIVERED, [event.id, attempt, finishedAt, response.statusCode]);
          await tx.query(ENDPOINT_WORKS, [event.apiConfigId]);
          return;
        }
        const [endpoint] = await tx.query<{ webhookFailingSince: Date }>(ENDPOINT_FAILING, [
          event.apiConfigId,
          now,
        ]);
        const failingFor = finishedAt.getTime() - endpoint!.webhookFailingSince.getTime();
        if (failingFor >= WEBHOOK_DISABLE_AFTER_MS) {
          await tx.query(FAILED_AGAIN, [
            event.id,
            "endpoint_disabled",
            attempt,
            response.statusCode,
            null,
          ]);
          await tx.query(DISABLE_ENDPOINT, [event.apiConfigId, finishedAt]);
          await tx.query(HOLD_PENDING, [event.apiConfigId]);
          await tx.query(ALERT, [
            uuidv7(finishedAt),
            `Webhooks to ${event.businessName} disabled`,
            `${event.webhookUrl} has failed every delivery for three days (last: ${
              response.statusCode ?? response.error
            }). Deliveries are held until the URL is fixed and webhooks are re-enabled.`,
            event.apiConfigId,
            finishedAt,
          ]);
          ctx.log.warn("webhook endpoint disabled", { apiConfigId: event.apiConfigId });
          return;
        }
        const next = nextWebhookAttempt(attempt, finishedAt, response.retryAfterMs);
        await tx.query(FAILED_AGAIN, [
          event.id,
          next ? "pending" : "failed",
          attempt,
          response.statusCode,
          next,
        ]);
        if (next) {
          await ctx.queue.send(
            tx,
            QUEUES.webhookDeliver.name,
            { eventId: event.id },
            { startAfter: next },
          );
        }
      });
    },
  };
}
