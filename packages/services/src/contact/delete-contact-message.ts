import type { PrismaClient } from "@aizapy/db";
import { notFound } from "@aizapy/contracts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { assertUuid } from "../ids.ts";

export async function deleteContactMessage(
  prisma: PrismaClient,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<void> {
  assertUuid(id, "Contact message");
  await prisma.$transaction(async (tx) => {
    const existing = await tx.contactMessage.findUnique({ where: { id } });
    if (!existing) throw notFound("Contact message");
    await tx.contactMessage.delete({ where: { id } });
    await recordAudit(
      tx,
      actor,
      {
        action: "delete",
        targetType: "contact_message",
        targetId: id,
        details: `Deleted message from ${existing.name} <${existing.email}>: "${existing.subject}"`,
      },
      now,
    );
  });
}
