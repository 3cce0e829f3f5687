import {
  checkProviderFields,
  updateApiConfigInputSchema,
  WHATSAPP_CLOUD_FIELDS,
  type MessagingProvider,
} from "@aizapy/contracts";
import { z } from "zod";
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
  NOTHING_REVEALED,
  toApiConfigView,
  WITH_BUSINESS_NAME,
  type ApiConfigWithSecrets,
} from "./api-config-view.ts";
import { sealSecret } from "@aizapy/messaging";
import type { ApiConfigServiceOptions } from "./create-api-config.ts";
import { findApiConfigRow } from "./get-api-config.ts";
import { generateWebhookSecret } from "@aizapy/messaging";

interface ProviderSettings {
  provider: MessagingProvider;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  /** Sealed when it comes from the row, plain when it is new. */
  appSecret: string | null;
}

const providerRule = z.custom<ProviderSettings>().superRefine((settings, ctx) => {
  checkProviderFields(settings.provider, settings, ctx);
});

/**
 * Changes the fields given. The provider's rule is checked on the result: switching to the
 * sandbox drops the WhatsApp Cloud API settings, switching to it needs them all. A webhook URL
 * set for the first time comes with a new signing secret, revealed in this answer only.
 */
export async function updateApiConfig(
  prisma: PrismaClient,
  actor: Actor,
  { appSecret, webhookPolicy }: ApiConfigServiceOptions,
  id: string,
  input: unknown,
): Promise<ApiConfigWithSecrets> {
  const changes = validateInput(updateApiConfigInputSchema, input);
  assertWebhookUrlAllowed(changes.webhookUrl, webhookPolicy);
  try {
    return await prisma.$transaction(async (tx) => {
      const before = await findApiConfigRow(tx, id);
      const provider = (changes.provider ?? before.provider) as MessagingProvider;
      const toSandbox = provider === "sandbox" && before.provider !== "sandbox";
      const settings = { provider } as ProviderSettings;
      for (const field of WHATSAPP_CLOUD_FIELDS) {
        settings[field] =
          changes[field] !== undefined ? changes[field] : toSandbox ? null : before[field];
      }
      // Checked when the provider settings change, so a configuration saved before the rule
      // existed can still be switched off or pointed at a new webhook URL.
      const touchesProvider =
        changes.provider !== undefined ||
        WHATSAPP_CLOUD_FIELDS.some((field) => changes[field] !== undefined);
      if (touchesProvider) validateInput(providerRule, settings);
      if (provider !== before.provider) await assertMayGoLive(tx, before.businessId, provider);
      await assertPhoneNumberIdFree(tx, settings.phoneNumberId, id);

      const webhookUrl = changes.webhookUrl !== undefined ? changes.webhookUrl : before.webhookUrl;
      const webhookSecret = webhookUrl && !before.webhookSecret ? generateWebhookSecret() : null;
      const isActive = changes.isActive ?? before.isActive;
      const changed = [
        provider !== before.provider && `provider ${before.provider} → ${provider}`,
        settings.phoneNumberId !== before.phoneNumberId && "phone number id",
        settings.businessAccountId !== before.businessAccountId && "business account id",
        changes.appSecret !== undefined && "app secret",
        webhookUrl !== before.webhookUrl && `webhook URL ${webhookUrl ?? "removed"}`,
        webhookSecret !== null && "new webhook signing secret",
        isActive !== before.isActive && (isActive ? "activated" : "deactivated"),
      ].filter(Boolean);
      if (changed.length === 0)
        return { apiConfig: toApiConfigView(before, appSecret), revealed: NOTHING_REVEALED };
      const row = await tx.apiConfig.update({
        where: { id },
        data: {
          provider,
          phoneNumberId: settings.phoneNumberId,
          businessAccountId: settings.businessAccountId,
          ...(changes.appSecret !== undefined || toSandbox
            ? { appSecret: settings.appSecret ? sealSecret(settings.appSecret, appSecret) : null }
            : {}),
          webhookUrl,
          ...(webhookSecret ? { webhookSecret: sealSecret(webhookSecret, appSecret) } : {}),
          isActive,
        },
        include: WITH_BUSINESS_NAME,
      });
      await recordAudit(tx, actor, {
        action: "api_config_updated",
        targetType: "api_config",
        targetId: id,
        details: `Changed ${describeConfig(before.provider, before.business.name)}: ${changed.join(", ")}`,
      });
      return {
        apiConfig: toApiConfigView(row, appSecret),
        revealed: { ...NOTHING_REVEALED, webhookSecret },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePhoneNumberId();
    throw error;
  }
}
