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
import { frequencyCappedQuery, messagingCapacity, quietHoursEnd } from "./sending-rules.ts";

// A launched campaign is sent by a job, a batch of recipients per transaction: the batch's
// messages (through the platform's accept path, so each is a /v1 message), its recipients' new
// states and nothing else commit together. A job that dies is run again and finds only the
// recipients no committed batch took, so nobody is sent twice and nobody is skipped. The
// campaign's row is locked for each batch, so pausing or cancelling takes effect at the next one.

/** Recipients sent per transaction. */
const BATCH = 200;
/** How long a campaign held by the messaging limit waits before it looks again. */
const CAPACITY_RECHECK_MS = 15 * 60_000;

interface Due {
  contactId: string;
  phone: string;
  status: "pending" | "retrying";
  name: string | null;
  attributes: Record<string, unknown>;
  deleted: boolean;
}

// The next due recipients after the last batch's ($4): a run walks the campaign once, in contact
// order, along an index of the recipients still to send, so each batch reads only its own rows
// (starting over from the first each time would read every row sent so far, for every batch).
const DUE = `
  SELECT r."contactId", r.phone, r.status, c.name, c.attributes, c."deletedAt" IS NOT NULL AS deleted
  FROM campaign_recipients r JOIN contacts c ON c.id = r."contactId"
  WHERE r."campaignId" = $1 AND r.status IN ('pending', 'retrying') AND r."contactId" > $4
    AND (r.status = 'pending' OR r."nextAttemptAt" <= $2)
  ORDER BY r."contactId" LIMIT $3
  FOR UPDATE OF r SKIP LOCKED`;

/** Before every contact id: where a run starts. */
const FIRST = "00000000-0000-0000-0000-000000000000";

// The batch's outcomes, one statement each: the recipients sent ($2, their messages' ids in $3)
// and the recipients failed ($2, their codes and details in $3 and $4).
const SENT = `
  UPDATE campaign_recipients r SET status = 'queued', "messageId" = s."messageId",
    attempts = attempts + 1, "failureCode" = NULL, "failureDetail" = NULL,
    "nextAttemptAt" = NULL, "sentAt" = $4, "updatedAt" = $4
  FROM unnest($2::uuid[], $3::uuid[]) AS s("contactId", "messageId")
  WHERE r."campaignId" = $1 AND r."contactId" = s."contactId"`;

const FAILED = `
  UPDATE campaign_recipients r SET status = 'failed', "failureCode" = f.code,
    "failureDetail" = f.detail, "nextAttemptAt" = NULL, "updatedAt" = $5
  FROM unnest($2::uuid[], $3::text[], $4::text[]) AS f("contactId", code, detail)
  WHERE r."campaignId" = $1 AND r."contactId" = f."contactId"`;

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

/** Where the next batch starts (after this contact), or done for this run. */
type BatchOutcome = { after: string } | "done";

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

  /** Sends one batch of a campaign's due recipients after `after`, in one transaction. */
  const sendBatch = (campaignId: string, after: string): Promise<BatchOutcome> =>
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
        after,
      ]);
      if (campaign.waitingFor) await hold(tx, campaignId, null);
      const cap = marketing ? settings.marketingFrequencyCap : null;
      const capped = new Set<string>();
      if (cap && due.length) {
        const params: unknown[] = [campaign.businessId, due.map((r) => r.phone)];
        const param = (value: unknown) => `$${params.push(value)}`;
        const query = frequencyCappedQuery(cap, now, param, "$2::text[]");
        for (const { phone } of await tx.query<{ phone: string }>(query, params)) capped.add(phone);
      }
      // Each recipient is sent, or failed with its reason: first what the campaign's own rules
      // decide, then what the accept path refuses.
      const failures: { contactId: string; code: string; detail: string | null }[] = [];
      const sendable: { recipient: Due; parameters: string[] }[] = [];
      for (const recipient of due) {
        const parameters = fill(campaign.parameters, recipient);
        const code = recipient.deleted
          ? "contact_deleted"
          : capped.has(recipient.phone)
            ? "frequency_cap"
            : parameters
              ? null
              : "missing_parameter";
        if (code) failures.push({ contactId: recipient.contactId, code, detail: null });
        else sendable.push({ recipient, parameters: parameters! });
      }
      let outcomes;
      try {
        outcomes = await messages.sendTemplates(
          {
            businessId: campaign.businessId,
            source: "campaign",
            sender: { type: "campaign", id: campaignId },
            template: { name: campaign.templateName, language: campaign.templateLanguage },
            recipients: sendable.map(({ recipient, parameters }) => ({
              to: recipient.phone,
              parameters,
            })),
          },
          { within: tx },
        );
      } catch (error) {
        // Refused for every recipient (the template, the configuration, the business): nothing
        // more can be sent until someone acts, so the campaign pauses with what it sent so far.
        if (!(error instanceof AppError)) throw error;
        await tx.query(
          `UPDATE campaigns SET status = 'paused', "waitingFor" = NULL, "updatedAt" = $2 WHERE id = $1`,
          [campaignId, now],
        );
        log.warn(`campaign paused: ${error.message}`, { campaignId, code: error.code });
        return "done";
      }
      const sent: { contactId: string; messageId: string }[] = [];
      for (const [i, outcome] of outcomes.entries()) {
        const { contactId } = sendable[i]!.recipient;
        if ("messageId" in outcome) sent.push({ contactId, messageId: outcome.messageId });
        else {
          failures.push({ contactId, code: outcome.refused.code, detail: outcome.refused.message });
        }
      }
      if (sent.length > 0) {
        await tx.query(SENT, [
          campaignId,
          sent.map((s) => s.contactId),
          sent.map((s) => s.messageId),
          now,
        ]);
      }
      if (failures.length > 0) {
        await tx.query(FAILED, [
          campaignId,
          failures.map((f) => f.contactId),
          failures.map((f) => f.code),
          failures.map((f) => f.detail),
          now,
        ]);
      }
      await completeCampaigns(tx, webhooks, [campaignId], now);
      return due.length === 0 ? "done" : { after: due.at(-1)!.contactId };
    });

  /** Sends batches until none is due (those that must wait were enqueued for later). */
  const run = async ({ campaignId }: CampaignJob) => {
    for (let outcome = await sendBatch(campaignId, FIRST); outcome !== "done";) {
      outcome = await sendBatch(campaignId, outcome.after);
    }
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
