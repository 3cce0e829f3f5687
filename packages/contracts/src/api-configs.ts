import { z } from "zod";
import { MESSAGING_PROVIDERS, type MessagingProvider } from "./providers.ts";

/** The fields only Meta's WhatsApp Cloud API has: required for it, refused for the sandbox. */
export const WHATSAPP_CLOUD_FIELDS = ["phoneNumberId", "businessAccountId", "appSecret"] as const;
export type WhatsAppCloudField = (typeof WHATSAPP_CLOUD_FIELDS)[number];

export const API_CONFIG_MESSAGES = {
  businessId: "Choose the business these settings belong to",
  provider: `Provider must be one of ${MESSAGING_PROVIDERS.join(", ")}`,
  apiKey: "Enter the access token (8 to 1000 characters)",
  webhookUrl: "Enter a full URL such as https://example.com/webhooks/whatsapp",
  isActive: "Active must be true or false",
  phoneNumberId: "Enter the phone number id from Meta (digits only)",
  businessAccountId: "Enter the WhatsApp Business Account id from Meta (digits only)",
  appSecret: "Enter the Meta app secret (8 to 200 characters)",
  requiredForCloud: "Required for WhatsApp Cloud API",
  refusedForSandbox: "The sandbox has no such setting; leave it empty",
  duplicatePhoneNumberId: "Another API configuration already uses this phone number id",
} as const;

const uuid = z.uuid(API_CONFIG_MESSAGES.businessId);
const provider = z.enum(MESSAGING_PROVIDERS, API_CONFIG_MESSAGES.provider);
const apiKey = z
  .string(API_CONFIG_MESSAGES.apiKey)
  .trim()
  .min(8, API_CONFIG_MESSAGES.apiKey)
  .max(1000, API_CONFIG_MESSAGES.apiKey);
/** Syntax only here; where a webhook may point is the server's policy (https, public address). */
const webhookUrl = z
  .string(API_CONFIG_MESSAGES.webhookUrl)
  .trim()
  .max(2000, API_CONFIG_MESSAGES.webhookUrl)
  .refine((value) => value === "" || URL.canParse(value), API_CONFIG_MESSAGES.webhookUrl)
  .transform((value) => (value === "" ? null : value))
  .nullable();
const metaId = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{5,30}$/, message);
const appSecret = z
  .string(API_CONFIG_MESSAGES.appSecret)
  .trim()
  .min(8, API_CONFIG_MESSAGES.appSecret)
  .max(200, API_CONFIG_MESSAGES.appSecret);
const isActive = z.boolean(API_CONFIG_MESSAGES.isActive);

const cloudFields = {
  phoneNumberId: metaId(API_CONFIG_MESSAGES.phoneNumberId).nullish(),
  businessAccountId: metaId(API_CONFIG_MESSAGES.businessAccountId).nullish(),
  appSecret: appSecret.nullish(),
};

type CloudValues = Partial<Record<WhatsAppCloudField, string | null | undefined>>;

/**
 * The provider's rule, for a configuration as it will be saved: WhatsApp Cloud API needs all its
 * fields, the sandbox takes none of them.
 */
export function checkProviderFields(
  providerName: MessagingProvider,
  values: CloudValues,
  ctx: z.RefinementCtx,
): void {
  for (const field of WHATSAPP_CLOUD_FIELDS) {
    const given = values[field] !== undefined && values[field] !== null;
    if (providerName === "whatsapp-cloud" && !given) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: API_CONFIG_MESSAGES.requiredForCloud,
      });
    }
    if (providerName === "sandbox" && given) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: API_CONFIG_MESSAGES.refusedForSandbox,
      });
    }
  }
}

/**
 * Adding a business's provider settings. The access token is WhatsApp Cloud API's; the sandbox
 * checks none and issues its own when none is given.
 */
export const createApiConfigInputSchema = z
  .object({
    businessId: uuid,
    provider,
    apiKey: apiKey.nullish(),
    webhookUrl: webhookUrl.optional().transform((value) => value ?? null),
    isActive: isActive.default(true),
    ...cloudFields,
  })
  .superRefine((input, ctx) => {
    const noToken = input.apiKey === undefined || input.apiKey === null;
    if (input.provider === "whatsapp-cloud" && noToken) {
      ctx.addIssue({
        code: "custom",
        path: ["apiKey"],
        message: API_CONFIG_MESSAGES.requiredForCloud,
      });
    }
    checkProviderFields(input.provider, input, ctx);
  });
export type CreateApiConfigInput = z.input<typeof createApiConfigInputSchema>;

/**
 * Editing provider settings: only the fields sent change (the provider's rule is checked on the
 * result). Replacing the access token is a rotation, and the webhook signing secret is the
 * platform's to generate, so neither is edited here.
 */
export const updateApiConfigInputSchema = z.object({
  provider: provider.optional(),
  webhookUrl: webhookUrl.optional(),
  isActive: isActive.optional(),
  ...cloudFields,
});
export type UpdateApiConfigInput = z.input<typeof updateApiConfigInputSchema>;

/** A new access token from the provider replacing the stored one. */
export const rotateApiKeyInputSchema = z.object({ apiKey });
export type RotateApiKeyInput = z.input<typeof rotateApiKeyInputSchema>;

export const apiConfigListQuerySchema = z.object({
  businessId: uuid.optional(),
});
export type ApiConfigListQuery = z.input<typeof apiConfigListQuerySchema>;

/** How long a rotated webhook signing secret keeps signing alongside the new one. */
export const PREVIOUS_WEBHOOK_SECRET_HOURS = 24;

/** An API configuration as every answer shows it: each secret masked (`••••3f9a`). */
export interface ApiConfigView {
  id: string;
  businessId: string;
  businessName: string;
  provider: string;
  apiKey: string;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  appSecret: string | null;
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Until when the secret before the last rotation still signs webhooks too. */
  previousWebhookSecretExpiresAt: Date | null;
  /** When deliveries to the webhook URL started failing; null while they succeed. */
  webhookFailingSince: Date | null;
  /** When webhooks were disabled after three days of failures; null while they go out. */
  webhookDisabledAt: Date | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Secrets in full, in the one answer that creates (or generates) them; never stored in clear. */
export interface RevealedSecrets {
  apiKey: string | null;
  appSecret: string | null;
  webhookSecret: string | null;
}

export interface ApiConfigWithSecrets {
  apiConfig: ApiConfigView;
  revealed: RevealedSecrets;
}
