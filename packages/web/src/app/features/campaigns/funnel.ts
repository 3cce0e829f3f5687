// A campaign's funnel: how many of the recipients it was sent to reached each stage, and what share
// of them that is. The holdout is never sent, so it is left out of the first stage.

export interface FunnelCounts {
  audience: number;
  holdout: number;
  sent: number;
  delivered: number;
  read: number;
  replied: number;
}

export interface FunnelStage {
  key: "audience" | "sent" | "delivered" | "read" | "replied";
  label: string;
  count: number;
  /** Of the first stage, 0 to 1; null while the first stage is empty. */
  share: number | null;
}

const LABELS: Record<FunnelStage["key"], string> = {
  audience: "Audience",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  replied: "Replied",
};

/** Audience → sent → delivered → read → replied, each a share of the audience sent to. */
export function funnelStages(counts: FunnelCounts): FunnelStage[] {
  const audience = Math.max(0, counts.audience - counts.holdout);
  const stages: [FunnelStage["key"], number][] = [
    ["audience", audience],
    ["sent", counts.sent],
    ["delivered", counts.delivered],
    ["read", counts.read],
    ["replied", counts.replied],
  ];
  return stages.map(([key, count]) => ({
    key,
    label: LABELS[key],
    count,
    share: audience === 0 ? null : count / audience,
  }));
}

const percentFormat = new Intl.NumberFormat("en-IN", {
  style: "percent",
  maximumFractionDigits: 1,
});

/** 0.5 → "50%", 0.5925 → "59.3%"; no share → "–". */
export function formatShare(share: number | null): string {
  return share === null ? "–" : percentFormat.format(share);
}

/** A share of recipients in words, for the stage's label: "4 (100%)". */
export function describeStage(stage: FunnelStage): string {
  return `${stage.count.toLocaleString("en-IN")} (${formatShare(stage.share)})`;
}

/** A sending campaign's progress: the messages handed to WhatsApp of those it sends. */
export function sendingProgress(counts: { audience: number; holdout: number; pending: number }) {
  const toSend = Math.max(0, counts.audience - counts.holdout);
  return { handedOver: Math.max(0, toSend - counts.pending), toSend };
}

/**
 * The sent group's reply rate against the holdout's, in words: "Replied within 7 days: 5.3% of
 * those sent it against 1.6% of those held out, 3.7 points more."
 */
export function describeUplift(uplift: {
  sentReplyRate: number | null;
  holdoutReplyRate: number | null;
}): string {
  const { sentReplyRate: sent, holdoutReplyRate: holdout } = uplift;
  const rates = `Replied within 7 days: ${formatShare(sent)} of those sent it against ${formatShare(holdout)} of those held out`;
  if (sent === null || holdout === null) return `${rates}.`;
  const points = Math.round((sent - holdout) * 1000) / 10;
  if (points === 0) return `${rates}: no difference yet.`;
  return `${rates}, ${Math.abs(points).toLocaleString("en-IN")} ${Math.abs(points) === 1 ? "point" : "points"} ${points > 0 ? "more" : "fewer"}.`;
}
