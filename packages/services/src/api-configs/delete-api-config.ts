import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { describeConfig } from "./api-config-rules.ts";
import { findApiConfigRow } from "./get-api-config.ts";

export async function deleteApiConfig(
  prisma: PrismaClient,
  actor: Actor,
  id: string,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const before = await findApiConfigRow(tx, id);
    await tx.apiConfig.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: "api_config_deleted",
      targetType: "api_config",
      targetId: id,
      details: `Deleted ${describeConfig(before.provider, before.business.name)}`,
    });
  });
}
