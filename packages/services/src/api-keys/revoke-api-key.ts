import { AppError, notFound } from "@aizapy/contracts";
import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { assertUuid } from "../ids.ts";
import { toApiKeyView, type ApiKeyView } from "./api-key-view.ts";

/**
 * Revokes a business's API key: it stops working at once in this process and within a second in
 * every other (API_KEY_CACHE_TTL_MS). The key stays listed, marked revoked.
 */
export async function revokeApiKey(
  prisma: PrismaClient,
  actor: Actor,
  businessId: string,
  apiKeyId: string,
  now = new Date(),
): Promise<ApiKeyView> {
  assertUuid(businessId, "Business");
  assertUuid(apiKeyId, "API key");
  return prisma.$transaction(async (tx) => {
    const row = await tx.apiKey.findFirst({
      where: { id: apiKeyId, businessId },
      include: { business: { select: { name: true } } },
    });
    if (!row) throw notFound("API key");
    if (row.revokedAt) throw new AppError("conflict", "This API key is already revoked.");
    const revoked = await tx.apiKey.update({ where: { id: apiKeyId }, data: { revokedAt: now } });
    await recordAudit(tx, actor, {
      action: "api_key_revoked",
      targetType: "api_key",
      targetId: apiKeyId,
      details: `Revoked API key "${row.name}" (${row.prefix}…) of ${row.business.name}`,
    });
    return toApiKeyView(revoked);
  });
}
