import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { describeConfig } from "./api-config-rules.ts";
import { toApiConfigView, WITH_BUSINESS_NAME, type ApiConfigView } from "./api-config-view.ts";
import { findApiConfigRow } from "./get-api-config.ts";

/** Stops a configuration sending, keeping its settings (editing isActive turns it back on). */
export async function deactivateApiConfig(
  prisma: PrismaClient,
  actor: Actor,
  appSecret: string,
  id: string,
): Promise<ApiConfigView> {
  return prisma.$transaction(async (tx) => {
    const before = await findApiConfigRow(tx, id);
    if (!before.isActive) return toApiConfigView(before, appSecret);
    const row = await tx.apiConfig.update({
      where: { id },
      data: { isActive: false },
      include: WITH_BUSINESS_NAME,
    });
    await recordAudit(tx, actor, {
      action: "api_config_deactivated",
      targetType: "api_config",
      targetId: id,
      details: `Deactivated ${describeConfig(before.provider, before.business.name)}`,
    });
    return toApiConfigView(row, appSecret);
  });
}
