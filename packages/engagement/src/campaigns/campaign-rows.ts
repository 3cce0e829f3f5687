import {
  campaignFailureReason,
  type CampaignAudience,
  type CampaignCounts,
  type CampaignParameter,
  type CampaignRecipientStatus,
  type CampaignRecipientView,
  type CampaignStatus,
  type CampaignView,
  type RetargetAudience,
  type Sql,
} from "@aizapy/contracts";

/** A campaign as stored. */
export interface CampaignRow {
  id: string;
  businessId: string;
  name: string;
  status: CampaignStatus;
  templateName: string;
  templateLanguage: string;
  templateCategory: string | null;
  parameters: CampaignParameter[];
  audience: CampaignAudience | null;
  retargetOf: { campaignId: string; audience: RetargetAudience } | null;
  scheduledAt: Date | null;
  holdoutPercent: number;
  marketingLimitRetries: number;
  excluded: Record<string, number>;
  priceInr: string | null;
  waitingFor: "capacity" | "quiet_hours" | null;
  createdAt: Date;
  launchedAt: Date | null;
  completedAt: Date | null;
}

export const CAMPAIGN_COLUMNS = `id, "businessId", name, status, "templateName", "templateLanguage",
  "templateCategory", parameters, audience, "retargetOf", "scheduledAt", "holdoutPercent",
  "marketingLimitRetries", excluded, "priceInr"::text AS "priceInr", "waitingFor", "createdAt",
  "launchedAt", "completedAt"`;

export interface RecipientRow {
  contactId: string;
  phone: string;
  status: CampaignRecipientStatus;
  messageId: string | null;
  attempts: number;
  failureCode: string | null;
  failureDetail: string | null;
  nextAttemptAt: Date | null;
  updatedAt: Date;
}

export const RECIPIENT_COLUMNS = `"contactId", phone, status, "messageId", attempts, "failureCode",
  "failureDetail", "nextAttemptAt", "updatedAt"`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export const recipientView = (row: RecipientRow): CampaignRecipientView => ({
  contactId: row.contactId,
  phone: row.phone,
  status: row.status,
  messageId: row.messageId,
  attempts: row.attempts,
  failure: row.failureCode
    ? { code: row.failureCode, reason: campaignFailureReason(row.failureCode, row.failureDetail) }
    : null,
  nextAttemptAt: iso(row.nextAttemptAt),
  updatedAt: iso(row.updatedAt)!,
});

/** Each stage, and the recipient statuses that reached at least it. */
const REACHED: Record<"queued" | "sent" | "delivered" | "read" | "replied", string[]> = {
  queued: ["queued", "sent", "delivered", "read", "replied"],
  sent: ["sent", "delivered", "read", "replied"],
  delivered: ["delivered", "read", "replied"],
  read: ["read", "replied"],
  replied: ["replied"],
};

const TALLY = `
  SELECT status, count(*)::int AS count,
    count(*) FILTER (WHERE recovered)::int AS recovered,
    count(*) FILTER (WHERE "repliedAt" IS NOT NULL)::int AS replied
  FROM campaign_recipients WHERE "campaignId" = $1 GROUP BY status`;

const FAILURES = `
  SELECT "failureCode" AS code, count(*)::int AS count FROM campaign_recipients
  WHERE "campaignId" = $1 AND status IN ('failed', 'retrying') GROUP BY "failureCode"`;

interface Tally {
  status: CampaignRecipientStatus;
  count: number;
  recovered: number;
  replied: number;
}

/** A campaign as /v1 and the workspace show it: its counts read now. */
export async function campaignView(db: Sql, row: CampaignRow): Promise<CampaignView> {
  const [tally, failures] = await Promise.all([
    db.query<Tally>(TALLY, [row.id]),
    db.query<{ code: string; count: number }>(FAILURES, [row.id]),
  ]);
  const of = (statuses: readonly string[]) =>
    tally.filter((t) => statuses.includes(t.status)).reduce((sum, t) => sum + t.count, 0);
  const counts: CampaignCounts = {
    audience: tally.reduce((sum, t) => sum + t.count, 0),
    holdout: of(["holdout"]),
    pending: of(["pending"]),
    queued: of(REACHED.queued),
    sent: of(REACHED.sent),
    delivered: of(REACHED.delivered),
    read: of(REACHED.read),
    replied: of(REACHED.replied),
    failed: of(["failed"]),
    retrying: of(["retrying"]),
    recovered: tally.reduce((sum, t) => sum + t.recovered, 0),
  };
  const holdoutReplied = tally.find((t) => t.status === "holdout")?.replied ?? 0;
  const rate = (part: number, whole: number) =>
    whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
  const price = row.priceInr === null ? 0 : Number(row.priceInr);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    template: {
      name: row.templateName,
      language: row.templateLanguage,
      parameters: row.parameters,
      category: row.templateCategory,
    },
    audience: row.audience,
    scheduledAt: iso(row.scheduledAt),
    holdoutPercent: row.holdoutPercent,
    marketingLimitRetries: row.marketingLimitRetries,
    retargetOf: row.retargetOf,
    counts,
    excluded: row.excluded,
    failures: Object.fromEntries(failures.map((f) => [f.code, f.count])),
    cost: { currency: "INR", amount: (counts.sent * price).toFixed(2) },
    uplift: {
      sentReplyRate: rate(counts.replied, counts.sent),
      holdoutReplyRate: rate(holdoutReplied, counts.holdout),
    },
    waitingFor: row.waitingFor,
    createdAt: iso(row.createdAt)!,
    launchedAt: iso(row.launchedAt),
    completedAt: iso(row.completedAt),
  };
}
