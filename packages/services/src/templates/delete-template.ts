import { notFound } from "@aizapy/contracts";
import type { PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { assertUuid } from "../ids.ts";

/** Deletes a template; messages already sent with it keep their text. */
export async function deleteTemplate(
  prisma: PrismaClient,
  actor: Actor,
  businessId: string,
  templateId: string,
): Promise<void> {
  assertUuid(businessId, "Business");
  assertUuid(templateId, "Template");
  await prisma.$transaction(async (tx) => {
    const row = await tx.messageTemplate.findFirst({ where: { id: templateId, businessId } });
    if (!row) throw notFound("Template");
    await tx.messageTemplate.delete({ where: { id: templateId } });
    await recordAudit(tx, actor, {
      action: "template_deleted",
      targetType: "template",
      targetId: templateId,
      details: `Deleted template ${row.name} (${row.language})`,
    });
  });
}
