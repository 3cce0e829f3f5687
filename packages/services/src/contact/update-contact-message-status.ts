import type { ContactMessage, PrismaClient } from "@aizapy/db";
import { notFound } from "@aizapy/contracts";
import { updateContactMessageStatusInputSchema } from "@aizapy/contracts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import { assertUuid } from "../ids.ts";

/** Moves a message to any status: every status may move to every other. */
export async function updateContactMessageStatus(
  prisma: PrismaClient,
  actor: Actor,
  id: string,
  input: unknown,
  now = new Date(),
): Promise<ContactMessage> {
  const { status } = validateInput(updateContactMessageStatusInputSchema, input);
  assertUuid(id, "Contact message");
  return prisma.$transaction(async (tx) => {
    const existing = await tx.contactMessage.findUnique({ where: { id } });
    if (!existing) throw notFound("Contact message");
    const updated = await tx.contactMessage.update({
      where: { id },
      data: { status, updatedAt: now },
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "update",
        targetType: "contact_message",
        targetId: id,
        details:
          existing.status === status
            ? `Kept message from ${existing.name} as ${status}`
            : `Marked message from ${existing.name} as ${status} (was ${existing.status})`,
      },
      now,
    );
    return updated;
  });
}
