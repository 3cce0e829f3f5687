import { PREVIOUS_WEBHOOK_SECRET_HOURS, rotateApiKeyInputSchema } from "@aizapy/contracts";
import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import { describeConfig } from "./api-config-rules.ts";
import {
  NOTHING_REVEALED,
  toApiConfigView,
  WITH_BUSINESS_NAME,
  type ApiConfigWithSecrets,
} from "./api-config-view.ts";
import { sealSecret } from "@aizapy/messaging";
import type { ApiConfigServiceOptions } from "./create-api-config.ts";
import { findApiConfigRow } from "./get-api-config.ts";
import { generateWebhookSecret } from "@aizapy/messaging";

/** Replaces the access token with a new one from the provider; the old one is gone. */
export async function rotateApiKey(
  prisma: PrismaClient,
  actor: Actor,
  { appSecret }: Pick<ApiConfigServiceOptions, "appSecret">,
  id: string,
  input: unknown,
): Promise<ApiConfigWithSecrets> {
  const { apiKey } = validateInput(rotateApiKeyInputSchema, input);
  return prisma.$transaction(async (tx) => {
    const before = await findApiConfigRow(tx, id);
    const row = await tx.apiConfig.update({
      where: { id },
      data: { apiKey: sealSecret(apiKey, appSecret) },
      include: WITH_BUSINESS_NAME,
    });
    await recordAudit(tx, actor, {
      action: "api_config_rotated",
      targetType: "api_config",
      targetId: id,
      details: `Replaced the access token of ${describeConfig(before.provider, before.business.name)}`,
    });
    return { apiConfig: toApiConfigView(row, appSecret), revealed: NOTHING_REVEALED };
  });
}

/**
 * Generates a new webhook signing secret, revealed in this answer only. The one it replaces
 * keeps signing alongside it for 24 hours, so the business can switch its receiver over
 * without losing a webhook.
 */
export async function rotateWebhookSecret(
  prisma: PrismaClient,
  actor: Actor,
  { appSecret }: Pick<ApiConfigServiceOptions, "appSecret">,
  id: string,
  now = new Date(),
): Promise<ApiConfigWithSecrets> {
  const webhookSecret = generateWebhookSecret();
  return prisma.$transaction(async (tx) => {
    const before = await findApiConfigRow(tx, id);
    const row = await tx.apiConfig.update({
      where: { id },
      data: {
        webhookSecret: sealSecret(webhookSecret, appSecret),
        previousWebhookSecret: before.webhookSecret,
        previousWebhookSecretExpiresAt: before.webhookSecret
          ? new Date(now.getTime() + PREVIOUS_WEBHOOK_SECRET_HOURS * 3_600_000)
          : null,
      },
      include: WITH_BUSINESS_NAME,
    });
    await recordAudit(tx, actor, {
      action: "api_config_rotated",
      targetType: "api_config",
      targetId: id,
      details: `Replaced the webhook signing secret of ${describeConfig(before.provider, before.business.name)}${
        before.webhookSecret
          ? `; the previous one signs until ${row.previousWebhookSecretExpiresAt?.toISOString()}`
          : ""
      }`,
    });
    return {
      apiConfig: toApiConfigView(row, appSecret),
      revealed: { ...NOTHING_REVEALED, webhookSecret },
    };
  });
}
