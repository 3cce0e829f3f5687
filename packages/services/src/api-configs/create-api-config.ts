import { API_CONFIG_MESSAGES, AppError, createApiConfigInputSchema } from "@aizapy/contracts";
import type { WebhookTargetPolicy } from "@aizapy/messaging";
import { isUniqueViolation } from "@aizapy/db";
import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import {
  assertMayGoLive,
  assertPhoneNumberIdFree,
  assertWebhookUrlAllowed,
  describeConfig,
  duplicatePhoneNumberId,
} from "./api-config-rules.ts";
import {
  toApiConfigView,
  WITH_BUSINESS_NAME,
  type ApiConfigWithSecrets,
} from "./api-config-view.ts";
import { generateWebhookSecret, issueSandboxAccessToken, sealSecret } from "@aizapy/messaging";

export interface ApiConfigServiceOptions {
  appSecret: string;
  webhookPolicy: WebhookTargetPolicy;
}

/**
 * Adds a business's provider settings. The answer carries the secrets in full, this once (with
 * a newly generated webhook signing secret when a webhook URL is given, and the sandbox's own
 * access token when a sandbox configuration is given none); they are stored sealed.
 */
export async function createApiConfig(
  prisma: PrismaClient,
  actor: Actor,
  { appSecret, webhookPolicy }: ApiConfigServiceOptions,
  input: unknown,
): Promise<ApiConfigWithSecrets> {
  const data = validateInput(createApiConfigInputSchema, input);
  assertWebhookUrlAllowed(data.webhookUrl, webhookPolicy);
  const accessToken = data.apiKey ?? issueSandboxAccessToken();
  const webhookSecret = data.webhookUrl ? generateWebhookSecret() : null;
  try {
    return await prisma.$transaction(async (tx) => {
      const business = await tx.business.findUnique({
        where: { id: data.businessId },
        select: { name: true },
      });
      if (!business) {
        throw new AppError("invalid_request", "No business with this id", {
          fieldErrors: [{ path: "businessId", message: API_CONFIG_MESSAGES.businessId }],
        });
      }
      await assertMayGoLive(tx, data.businessId, data.provider);
      await assertPhoneNumberIdFree(tx, data.phoneNumberId);
      const row = await tx.apiConfig.create({
        data: {
          businessId: data.businessId,
          provider: data.provider,
          apiKey: sealSecret(accessToken, appSecret),
          phoneNumberId: data.phoneNumberId ?? null,
          businessAccountId: data.businessAccountId ?? null,
          appSecret: data.appSecret ? sealSecret(data.appSecret, appSecret) : null,
          webhookUrl: data.webhookUrl,
          webhookSecret: webhookSecret ? sealSecret(webhookSecret, appSecret) : null,
          isActive: data.isActive,
        },
        include: WITH_BUSINESS_NAME,
      });
      await recordAudit(tx, actor, {
        action: "api_config_created",
        targetType: "api_config",
        targetId: row.id,
        details: `Added ${describeConfig(row.provider, business.name)}${
          row.webhookUrl ? ` with webhooks to ${row.webhookUrl}` : ""
        }`,
      });
      return {
        apiConfig: toApiConfigView(row, appSecret),
        revealed: {
          apiKey: accessToken,
          appSecret: data.appSecret ?? null,
          webhookSecret,
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePhoneNumberId();
    throw error;
  }
}
