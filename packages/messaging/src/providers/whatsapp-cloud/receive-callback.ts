import type { Sql } from "@aizapy/contracts";
import type { PlatformContext } from "../../context.ts";
import { isUuid } from "../../ids.ts";
import { applyStatuses, type StatusChange } from "../../messages/apply-status.ts";
import { receiveInbound } from "../../messages/receive-inbound.ts";
import { openSecret } from "../../secrets/sealing.ts";
import { parseCallback, verifyMetaSignature, type StatusCallback } from "./callbacks.ts";

export type CallbackAnswer =
  | {
      status: 200;
      applied: { statuses: number; inbound: number; templateReviews: number };
      /** Entries for numbers or accounts no configuration has: acknowledged and dropped. */
      ignored: number;
      /** Whether the signature verified: false when the body named only such entries. */
      verified: boolean;
    }
  | { status: 400 | 401; message: string };

interface ConfigurationRow {
  id: string;
  businessId: string;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  appSecret: string | null;
}

const CONFIGURATIONS = `
  SELECT id, "businessId", "phoneNumberId", "businessAccountId", "appSecret" FROM api_configs
  WHERE provider = 'whatsapp-cloud' AND ("phoneNumberId" = ANY($1) OR "businessAccountId" = ANY($2))`;

// Meta's ids are looked up only among the messages of the configuration the callback verified as:
// another business's signed callback naming this one's ids finds nothing.
const BY_PROVIDER_ID = `
  SELECT id FROM messages WHERE "apiConfigId" = $2 AND "providerMessageId" = $1`;

// A callback can beat the send's own answer (or follow a crash that lost it): our id, echoed in
// biz_opaque_callback_data, binds Meta's id to the message and ends its wait for the outcome.
const BIND = `
  UPDATE messages SET "providerMessageId" = $2, "queueState" = 'done', "lastAttemptError" = NULL
  WHERE id = $1 AND "apiConfigId" = $3 AND "providerMessageId" IS NULL AND direction = 'outbound'
  RETURNING id`;

const REVIEW_TEMPLATE = `
  UPDATE message_templates SET status = $3, "rejectionReason" = $4, "updatedAt" = $5
  WHERE "providerTemplateId" = $2 AND "businessId" = $1`;

const RANK = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;

async function messageFor(
  tx: Sql,
  update: StatusCallback,
  configuration: ConfigurationRow,
): Promise<string | null> {
  const [known] = await tx.query<{ id: string }>(BY_PROVIDER_ID, [
    update.providerMessageId,
    configuration.id,
  ]);
  if (known) return known.id;
  if (!update.ourMessageId || !isUuid(update.ourMessageId)) return null;
  const [bound] = await tx.query<{ id: string }>(BIND, [
    update.ourMessageId,
    update.providerMessageId,
    configuration.id,
  ]);
  if (bound) return bound.id;
  // Another callback for the same message bound it while this one waited for the row: it now
  // carries Meta's id.
  const [boundMeanwhile] = await tx.query<{ id: string }>(BY_PROVIDER_ID, [
    update.providerMessageId,
    configuration.id,
  ]);
  return boundMeanwhile?.id ?? null;
}

/**
 * Handles one POST from Meta: the signature must verify with the app secret of the configuration
 * of every phone number id the body names, and of at least one configuration of every business
 * account it names (template reviews); then statuses (in order, repeats dropped), inbound
 * messages and template reviews are applied in one transaction, each only to the configurations
 * the signature verified as.
 *
 * Entries for a number or account that no configuration has (one deleted, or another app's) are
 * acknowledged and dropped: there is no secret to check them with and nothing to apply them to,
 * and Meta would otherwise retry them for days. A body that names only such entries is answered
 * 200 without being applied; one that also names a configuration must verify with its secret.
 */
export async function receiveMetaCallback(
  ctx: Pick<PlatformContext, "sql" | "queue" | "clock" | "appSecret" | "observer">,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<CallbackAnswer> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return { status: 400, message: "The body is not JSON." };
  }
  const parsed = parseCallback(body);
  if (!parsed) return { status: 400, message: "Not a WhatsApp Business Account callback." };

  const phoneNumberIds = [
    ...new Set([...parsed.statuses, ...parsed.inbound].map((item) => item.phoneNumberId)),
  ];
  const accountIds = [...new Set(parsed.templateReviews.map((item) => item.businessAccountId))];
  const configurations = await ctx.sql.query<ConfigurationRow>(CONFIGURATIONS, [
    phoneNumberIds,
    accountIds,
  ]);
  const verifies = (configuration: ConfigurationRow) => {
    const secret = configuration.appSecret
      ? openSecret(configuration.appSecret, ctx.appSecret)
      : null;
    return secret !== null && verifyMetaSignature(rawBody, signature, secret);
  };
  // A phone number id belongs to one configuration; an account can hold several numbers, each
  // its own configuration, and each may be signed by another app.
  const byPhone = new Map(
    configurations
      .filter((c) => phoneNumberIds.includes(c.phoneNumberId!))
      .map((c) => [c.phoneNumberId, c]),
  );
  const byAccount = Map.groupBy(
    configurations.filter((c) => accountIds.includes(c.businessAccountId!)),
    (c) => c.businessAccountId,
  );
  const ours = {
    statuses: parsed.statuses.filter((item) => byPhone.has(item.phoneNumberId)),
    inbound: parsed.inbound.filter((item) => byPhone.has(item.phoneNumberId)),
    templateReviews: parsed.templateReviews.filter((item) => byAccount.has(item.businessAccountId)),
  };
  const ignored =
    parsed.statuses.length +
    parsed.inbound.length +
    parsed.templateReviews.length -
    (ours.statuses.length + ours.inbound.length + ours.templateReviews.length);
  const applied = { statuses: 0, inbound: 0, templateReviews: 0 };
  if (byPhone.size === 0 && byAccount.size === 0 && ignored > 0) {
    return { status: 200, applied, ignored, verified: false };
  }
  const verifiedAccounts = new Map(
    [...byAccount].map(([account, candidates]) => [account, candidates.filter(verifies)]),
  );
  const verified =
    byPhone.size + byAccount.size > 0 &&
    [...byPhone.values()].every(verifies) &&
    [...verifiedAccounts.values()].every((candidates) => candidates.length > 0);
  if (!verified) {
    return { status: 401, message: "The X-Hub-Signature-256 does not verify for this callback." };
  }

  const now = ctx.clock.now();
  const statuses = [...ours.statuses].sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || RANK[a.status] - RANK[b.status],
  );
  await ctx.sql.transaction(async (tx) => {
    const changes: StatusChange[] = [];
    for (const update of statuses) {
      const configuration = byPhone.get(update.phoneNumberId)!;
      const messageId = await messageFor(tx, update, configuration);
      if (!messageId) continue;
      changes.push({
        messageId,
        update: {
          status: update.status,
          occurredAt: update.occurredAt,
          ...(update.error ? { error: update.error } : {}),
        },
      });
    }
    const changed = await applyStatuses(ctx, tx, changes, now);
    applied.statuses += changed.filter(Boolean).length;
    for (const inbound of ours.inbound) {
      const configuration = byPhone.get(inbound.phoneNumberId)!;
      const id = await receiveInbound(
        ctx,
        tx,
        {
          businessId: configuration.businessId,
          apiConfigId: configuration.id,
          from: inbound.from,
          type: inbound.type,
          text: inbound.text,
          content: inbound.content,
          providerMessageId: inbound.providerMessageId,
          occurredAt: inbound.occurredAt,
        },
        now,
      );
      if (id) applied.inbound++;
    }
    for (const review of ours.templateReviews) {
      const businesses = new Set(
        verifiedAccounts.get(review.businessAccountId)!.map((c) => c.businessId),
      );
      for (const businessId of businesses) {
        await tx.query(REVIEW_TEMPLATE, [
          businessId,
          review.providerTemplateId,
          review.decision,
          review.reason,
          now,
        ]);
      }
      applied.templateReviews++;
    }
  });
  return { status: 200, applied, ignored, verified: true };
}
