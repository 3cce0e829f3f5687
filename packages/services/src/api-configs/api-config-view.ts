import type { ApiConfigView, RevealedSecrets } from "@aizapy/contracts";
import type { ApiConfig } from "@aizapy/db";
import { maskSecret, openSecret } from "@aizapy/messaging";

export type { ApiConfigView, ApiConfigWithSecrets, RevealedSecrets } from "@aizapy/contracts";

/** A secret that cannot be opened (sealed under another APP_SECRET) is shown as such, not leaked. */
export const UNREADABLE_KEY = "(unreadable: sealed with a different APP_SECRET)";

export const NOTHING_REVEALED: RevealedSecrets = {
  apiKey: null,
  appSecret: null,
  webhookSecret: null,
};

export type ApiConfigRow = ApiConfig & { business: { name: string } };

export const WITH_BUSINESS_NAME = { business: { select: { name: true } } } as const;

export function toApiConfigView(row: ApiConfigRow, appSecret: string): ApiConfigView {
  const mask = (sealed: string | null) => {
    if (sealed === null) return null;
    const secret = openSecret(sealed, appSecret);
    return secret === null ? UNREADABLE_KEY : maskSecret(secret);
  };
  const active = row.previousWebhookSecretExpiresAt;
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.business.name,
    provider: row.provider,
    apiKey: mask(row.apiKey) ?? UNREADABLE_KEY,
    phoneNumberId: row.phoneNumberId,
    businessAccountId: row.businessAccountId,
    appSecret: mask(row.appSecret),
    webhookUrl: row.webhookUrl,
    webhookSecret: mask(row.webhookSecret),
    previousWebhookSecretExpiresAt:
      row.previousWebhookSecret !== null && active !== null && active > new Date() ? active : null,
    webhookFailingSince: row.webhookFailingSince,
    webhookDisabledAt: row.webhookDisabledAt,
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
