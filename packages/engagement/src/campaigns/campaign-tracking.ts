import {
  CAMPAIGN_LIMITS,
  type BusinessWebhooks,
  type InboundEvent,
  type Sql,
  type StatusEvent,
} from "@aizapy/contracts";
import type { JobQueue } from "@aizapy/db";
import { completeCampaigns } from "./campaign-completion.ts";
import { CAMPAIGN_QUEUE_NAMES, type CampaignJob } from "./campaign-queues.ts";

// Each campaign recipient follows its message: told of every status the platform stores, in the
// platform's own transaction, it moves forward only (a late `sent` never undoes `read`). Meta's
// per-user marketing limit (131049) sends the recipient to wait 24 hours for another try, as many
// times as the campaign allows; a customer's message within 7 days is the recipient's reply.

const STAGES = `ARRAY['queued', 'sent', 'delivered', 'read', 'replied']`;

const FOLLOW = `
  UPDATE campaign_recipients r SET
    status = CASE
      WHEN e.status <> 'failed' THEN e.status
      WHEN e.code = 131049 AND r.attempts <= c."marketingLimitRetries" THEN 'retrying'
      ELSE 'failed' END,
    "failureCode" = CASE WHEN e.status = 'failed' THEN coalesce(e.code::text, 'failed')
      ELSE r."failureCode" END,
    "nextAttemptAt" = CASE
      WHEN e.status = 'failed' AND e.code = 131049 AND r.attempts <= c."marketingLimitRetries"
      THEN e.at + make_interval(hours => $5) END,
    recovered = r.recovered OR (r.attempts > 1 AND e.status <> 'failed'),
    "updatedAt" = e.at
  FROM unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[]) AS e(id, status, code, at),
    campaigns c
  WHERE r."messageId" = e.id AND c.id = r."campaignId"
    AND CASE WHEN e.status = 'failed' THEN r.status IN ('queued', 'sent')
      ELSE array_position(${STAGES}, e.status) > array_position(${STAGES}, r.status) END
  RETURNING r."campaignId", r."nextAttemptAt"`;

// The latest campaign message (or launch, for the holdout) to this customer within the reply
// window takes the reply; each recipient counts one.
const REPLY = `
  WITH target AS (
    SELECT r."campaignId", r."contactId" FROM campaign_recipients r
    JOIN campaigns c ON c.id = r."campaignId"
    WHERE r."businessId" = $1 AND r.phone = $2 AND r."repliedAt" IS NULL
      AND r.status IN ('sent', 'delivered', 'read', 'holdout')
      AND coalesce(r."sentAt", c."launchedAt") BETWEEN $3::timestamptz - make_interval(days => $4) AND $3
    ORDER BY coalesce(r."sentAt", c."launchedAt") DESC LIMIT 1)
  UPDATE campaign_recipients r SET "repliedAt" = $3, "updatedAt" = $3,
    status = CASE WHEN r.status = 'holdout' THEN 'holdout' ELSE 'replied' END
  FROM target WHERE r."campaignId" = target."campaignId" AND r."contactId" = target."contactId"`;

export function createCampaignTracking({
  webhooks,
  queue,
  clock,
}: {
  webhooks: BusinessWebhooks;
  queue: JobQueue;
  clock: { now(): Date };
}) {
  return {
    async statusesChanged(tx: Sql, events: readonly StatusEvent[]): Promise<void> {
      // The last status of each message is where it is now.
      const latest = new Map<string, StatusEvent>();
      for (const event of events)
        if (event.status !== "accepted") latest.set(event.messageId, event);
      if (latest.size === 0) return;
      const list = [...latest.values()];
      const moved = await tx.query<{ campaignId: string; nextAttemptAt: Date | null }>(FOLLOW, [
        list.map((e) => e.messageId),
        list.map((e) => e.status),
        list.map((e) => e.errorCode),
        list.map((e) => e.occurredAt),
        CAMPAIGN_LIMITS.retryAfterHours,
      ]);
      if (moved.length === 0) return;
      for (const { campaignId, nextAttemptAt } of moved) {
        if (!nextAttemptAt) continue;
        await queue.send(tx, CAMPAIGN_QUEUE_NAMES.send, { campaignId } satisfies CampaignJob, {
          startAfter: new Date(nextAttemptAt),
        });
      }
      await completeCampaigns(
        tx,
        webhooks,
        [...new Set(moved.map((m) => m.campaignId))],
        clock.now(),
      );
    },

    async inboundReceived(tx: Sql, event: InboundEvent): Promise<void> {
      await tx.query(REPLY, [
        event.businessId,
        event.from,
        event.occurredAt,
        CAMPAIGN_LIMITS.replyWindowDays,
      ]);
    },
  };
}
