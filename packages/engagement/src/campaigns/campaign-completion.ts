import type { BusinessWebhooks, Sql } from "@aizapy/contracts";
import { CAMPAIGN_COLUMNS, campaignView, type CampaignRow } from "./campaign-rows.ts";

// A sending campaign is completed once no recipient waits to be sent or for its send to be taken
// by the provider: every one is sent (or further), failed, held out, or waiting only for Meta's
// marketing limit to pass (a retry that lands later still updates the counts).
const COMPLETE = `
  UPDATE campaigns c SET status = 'completed', "completedAt" = $2, "waitingFor" = NULL,
    "updatedAt" = $2
  WHERE c.id = ANY($1::uuid[]) AND c.status = 'sending'
    AND NOT EXISTS (SELECT 1 FROM campaign_recipients r
      WHERE r."campaignId" = c.id AND r.status IN ('pending', 'queued'))
  RETURNING ${CAMPAIGN_COLUMNS}`;

/** Completes those of `campaignIds` that are done, announcing each by `campaign.completed`. */
export async function completeCampaigns(
  tx: Sql,
  webhooks: BusinessWebhooks,
  campaignIds: readonly string[],
  now: Date,
): Promise<void> {
  if (campaignIds.length === 0) return;
  const completed = await tx.query<CampaignRow>(COMPLETE, [campaignIds, now]);
  for (const row of completed) {
    const view = await campaignView(tx, row);
    await webhooks.record(tx, row.businessId, {
      type: "campaign.completed",
      timestamp: now.toISOString(),
      data: { campaign_id: row.id, name: row.name, counts: view.counts },
    });
  }
}
