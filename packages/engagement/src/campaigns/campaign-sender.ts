import {
  AppError,
  type BusinessWebhooks,
  type CampaignParameter,
  type Logger,
  type MessageSendService,
  type Sql,
} from "@aizapy/contracts";
import type { JobQueue } from "@aizapy/db";
import { readWorkspaceSettings } from "../settings/workspace-settings.ts";
import { CAMPAIGN_COLUMNS, type CampaignRow } from "./campaign-rows.ts";
import { CAMPAIGN_QUEUE_NAMES, type CampaignJob } from "./campaign-queues.ts";
import { completeCampaigns } from "./campaign-completion.ts";
import { messagingCapacity, quietHoursEnd } from "./sending-rules.ts";

// A launched campaign is sent by a job, a batch of recipients per transaction: the batch's
// messages (through the platform's accept path, so each is a /v1 message), its recipients' new
// states and nothing else commit together. A job that dies is run again and finds only the
// recipients no committed batch took, so nobody is sent twice and nobody is skipped. The
// campaign's row is locked for each batch, so pausing or cancelling takes effect at the next one.

/** Recipients sent per transaction. */
const BATCH = 200;
/** How long a campaign held by the messaging limit waits before it looks again. */
const CAPACITY_RECHECK_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** Codes that stop the whole campaign rather than fail one recipient. */
const CAMPAIGN_WIDE = new Set([
  "template_not_found",
  "template_params_mismatch",
  "no_active_configuration",
  "business_not_active",
  "not_found",
]);

interface Due {
  contactId: string;
  phone: string;
  status: "pending" | "retrying";
  name: string | null;
  attributes: Record<string, unknown>;
  deleted: boolean;
}

const DUE = `
  SELECT r."contactId", r.phone, r.status, c.name, c.attributes, c."deletedAt" IS NOT NULL AS deleted
  FROM campaign_recipients r JOIN contacts c ON c.id = r."contactId"
  WHERE r."campaignId" = $1
    AND (r.status = 'pending' OR (r.status = 'retrying' AND r."nextAttemptAt" <= $2))
  ORDER BY r."contactId" LIMIT $3
  FOR UPDATE OF r SKIP LOCKED`;

const CAPPED = `
  SELECT "customerNumber" AS phone FROM messages
  WHERE "businessId" = $1 AND "customerNumber" = ANY($2::text[]) AND direction = 'outbound'
    AND category = 'marketing' AND "createdAt" > $3
  GROUP BY "customerNumber" HAVING count(*) >= $4`;

const SENT = `
  UPDATE campaign_recipients SET status = 'queued', "messageId" = $3, attempts = attempts + 1,
    "failureCode" = NULL, "failureDetail" = NULL, "nextAttemptAt" = NULL, "sentAt" = $4,
    "updatedAt" = $4
  WHERE "campaignId" = $1 AND "contactId" = $2`;

const FAILED = `
  UPDATE campaign_recipients SET status = 'failed', "failureCode" = $3, "failureDetail" = $4,
    "nextAttemptAt" = NULL, "updatedAt" = $5
  WHERE "campaignId" = $1 AND "contactId" = $2`;

/** The text of each template parameter for one contact; null when one has no value. */
function fill(parameters: CampaignParameter[], recipient: Due): string[] | null {
  const values = parameters.map((parameter) => {
    if ("text" in parameter) return parameter.text;
    if ("attribute" in parameter) {
      const value = recipient.attributes[parameter.attribute];
      return value === undefined || value === null ? "" : String(value).trim();
    }
    return parameter.field === "phone" ? recipient.phone : (recipient.name ?? "").trim();
  });
  return values.some((value) => value === "") ? null : values;
}

type BatchOutcome = "batch" | "done";

export interface CampaignSenderDeps {
  sql: Sql;
  messages: MessageSendService;
  webhooks: BusinessWebhooks;
  queue: JobQueue;
  clock: { now(): Date };
  log: Logger;
}

export function createCampaignSender({
  sql,
  messages,
  webhooks,
  queue,
  clock,
  log,
}: CampaignSenderDeps) {
  const hold = (tx: Sql, id: string, waitingFor: string | null) =>
    tx.query(`UPDATE campaigns SET "waitingFor" = $2, "updatedAt" = $3 WHERE id = $1`, [
      id,
      waitingFor,
      clock.now(),
    ]);

  /** Sends one batch of a campaign's due recipients, in one transaction. */
  const sendBatch = (campaignId: string): Promise<BatchOutcome> =>
    sql.transaction(async (tx) => {
      const now = clock.now();
      // A campaign that must wait is enqueued again in the transaction that says so.
      const waitUntil = async (until: Date): Promise<BatchOutcome> => {
        await queue.send(tx, CAMPAIGN_QUEUE_NAMES.send, { campaignId } satisfies CampaignJob, {
          startAfter: until,
        });
        return "done";
      };
      const [campaign] = await tx.query<CampaignRow>(
        `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE id = $1 FOR UPDATE`,
        [campaignId],
      );
      if (!campaign) return "done";
      if (campaign.status === "scheduled") {
        if (campaign.scheduledAt && new Date(campaign.scheduledAt) > now)
          return waitUntil(new Date(campaign.scheduledAt));
        await tx.query(`UPDATE campaigns SET status = 'sending', "updatedAt" = $2 WHERE id = $1`, [
          campaignId,
          now,
        ]);
      } else if (campaign.status !== "sending" && campaign.status !== "completed") {
        // Paused or cancelled: resuming enqueues the campaign again.
        return "done";
      }
      const marketing = campaign.templateCategory === "marketing";
      const settings = await readWorkspaceSettings(tx, campaign.businessId);
      const quietUntil = marketing ? quietHoursEnd(settings.quietHours, now) : null;
      if (quietUntil) {
        await hold(tx, campaignId, "quiet_hours");
        return waitUntil(quietUntil);
      }
      const { remaining } = await messagingCapacity(tx, campaign.businessId, now);
      if (remaining === 0) {
        await hold(tx, campaignId, "capacity");
        return waitUntil(new Date(now.getTime() + CAPACITY_RECHECK_MS));
      }
      const due = await tx.query<Due>(DUE, [
        campaignId,
        now,
        remaining === null ? BATCH : Math.min(BATCH, remaining),
      ]);
      if (campaign.waitingFor) await hold(tx, campaignId, null);
      const cap = marketing ? settings.marketingFrequencyCap : null;
      const capped = new Set(
        cap && due.length
          ? (
              await tx.query<{ phone: string }>(CAPPED, [
                campaign.businessId,
                due.map((r) => r.phone),
                new Date(now.getTime() - cap.days * DAY_MS),
                cap.count,
              ])
            ).map((row) => row.phone)
          : [],
      );
      for (const recipient of due) {
        const fail = (code: string, detail: string | null = null) =>
          tx.query(FAILED, [campaignId, recipient.contactId, code, detail, now]);
        if (recipient.deleted) {
          await fail("contact_deleted");
          continue;
        }
        if (capped.has(recipient.phone)) {
          await fail("frequency_cap");
          continue;
        }
        const values = fill(campaign.parameters, recipient);
        if (!values) {
          await fail("missing_parameter");
          continue;
        }
        try {
          const { messageId } = await messages.send(
            {
              businessId: campaign.businessId,
              source: "campaign",
              sender: { type: "campaign", id: campaignId },
              content: {
                type: "template",
                message: {
                  to: recipient.phone,
                  template: {
                    name: campaign.templateName,
                    language: campaign.templateLanguage,
                    components: values.length
                      ? [
                          {
                            type: "body",
                            parameters: values.map((text) => ({ type: "text" as const, text })),
                          },
                        ]
                      : [],
                  },
                },
              },
            },
            { within: tx },
          );
          await tx.query(SENT, [campaignId, recipient.contactId, messageId, now]);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code === "rate_limited" || error.code === "service_unavailable") {
            // What this batch sent so far commits; the rest waits for the limit.
            return waitUntil(new Date(now.getTime() + (error.retryAfterSeconds ?? 1) * 1000));
          }
          if (CAMPAIGN_WIDE.has(error.code)) {
            await tx.query(
              `UPDATE campaigns SET status = 'paused', "waitingFor" = NULL, "updatedAt" = $2 WHERE id = $1`,
              [campaignId, now],
            );
            log.warn(`campaign paused: ${error.message}`, { campaignId, code: error.code });
            return "done";
          }
          await fail(error.code, error.message);
        }
      }
      await completeCampaigns(tx, webhooks, [campaignId], now);
      return due.length === 0 ? "done" : "batch";
    });

  /** Sends batches until none is due (those that must wait were enqueued for later). */
  const run = async ({ campaignId }: CampaignJob) => {
    while ((await sendBatch(campaignId)) === "batch");
  };

  return {
    run,
    /**
     * Sends on at once with every campaign that was sending: a process killed mid-campaign leaves
     * its job active until its missed heartbeats are noticed, which would stall the campaign for
     * that long. A second job beside a live one is harmless: batches take the campaign's lock in
     * turn and only recipients no batch took.
     */
    async resumeSending(): Promise<void> {
      const sending = await sql.query<{ id: string }>(
        `SELECT id FROM campaigns WHERE status = 'sending'`,
      );
      for (const { id } of sending) {
        await queue.send(sql, CAMPAIGN_QUEUE_NAMES.send, { campaignId: id } satisfies CampaignJob);
      }
    },
    async startWorker(): Promise<void> {
      await queue.work<CampaignJob>(CAMPAIGN_QUEUE_NAMES.send, { batchSize: 1 }, (job) =>
        run(job.data),
      );
      await queue.workDeadLetters<CampaignJob>(
        {
          name: CAMPAIGN_QUEUE_NAMES.send,
          options: { deadLetter: CAMPAIGN_QUEUE_NAMES.sendDead },
        },
        async ({ campaignId }, failure) => {
          log.error("campaign sending stopped", { campaignId, error: failure.error });
          await sql.query(
            `UPDATE campaigns SET status = 'paused', "updatedAt" = $2 WHERE id = $1 AND status = 'sending'`,
            [campaignId, clock.now()],
          );
        },
      );
    },
  };
}
