import {
  API_CONFIG_MESSAGES,
  AppError,
  MESSAGING_PROVIDER_LABELS,
  type MessagingProvider,
} from "@aizapy/contracts";
import { webhookUrlProblem, type WebhookTargetPolicy } from "@aizapy/messaging";
import type { Db } from "@aizapy/db";

export const duplicatePhoneNumberId = () =>
  new AppError("conflict", API_CONFIG_MESSAGES.duplicatePhoneNumberId, {
    fieldErrors: [{ path: "phoneNumberId", message: API_CONFIG_MESSAGES.duplicatePhoneNumberId }],
  });

/** Meta routes a number's callbacks by its id, so two configurations cannot share one. */
export async function assertPhoneNumberIdFree(
  db: Db,
  phoneNumberId: string | null | undefined,
  exceptId?: string,
): Promise<void> {
  if (!phoneNumberId) return;
  const holder = await db.apiConfig.findUnique({ where: { phoneNumberId }, select: { id: true } });
  if (holder && holder.id !== exceptId) throw duplicatePhoneNumberId();
}

/**
 * Where a webhook may point: https only and never a private, loopback or link-local address,
 * unless the deployment allows private targets (development and tests). Deliveries check the
 * resolved addresses again, so a host name that later resolves inside is still refused.
 */
export function assertWebhookUrlAllowed(
  webhookUrl: string | null | undefined,
  policy: WebhookTargetPolicy,
): void {
  if (!webhookUrl) return;
  const problem = webhookUrlProblem(webhookUrl, policy);
  if (problem) {
    throw new AppError("invalid_request", problem, {
      fieldErrors: [{ path: "webhookUrl", message: problem }],
    });
  }
}

/** "the WhatsApp Cloud configuration of Spice Route", for audit details (never a secret). */
export const describeConfig = (provider: string, businessName: string) =>
  `the ${MESSAGING_PROVIDER_LABELS[provider as MessagingProvider] ?? provider} configuration of ${businessName}`;

export const OWNER_NOT_VERIFIED_MESSAGE =
  "The business's owner has not verified their email address yet; they must before it goes live.";

/**
 * A business that signed up itself goes live on WhatsApp (the Cloud API) only once one of its
 * owners has verified their email address; the sandbox needs nothing.
 */
export async function assertMayGoLive(
  db: Db,
  businessId: string,
  provider: MessagingProvider,
): Promise<void> {
  if (provider !== "whatsapp-cloud") return;
  const owners = await db.membership.findMany({
    where: { businessId, role: "owner" },
    select: { user: { select: { emailVerifiedAt: true } } },
  });
  if (owners.length > 0 && owners.every((owner) => owner.user.emailVerifiedAt === null)) {
    throw new AppError("email_not_verified", OWNER_NOT_VERIFIED_MESSAGE);
  }
}
