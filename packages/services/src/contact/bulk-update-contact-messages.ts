import { contactBulkActionInputSchema } from "@aizapy/contracts";
import type { PrismaClient } from "@aizapy/db";
import { recordAudits, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";

export interface BulkActionResult {
  /** How many of the chosen messages were changed or deleted. */
  affected: number;
}

/**
 * Marks the chosen messages read, replied or archived, or deletes them, with one audit row per
 * message (so each message's history reads the same whether it was changed alone or in a batch).
 * Ids that no longer exist (a colleague deleted them first) are skipped, not refused.
 */
export async function bulkUpdateContactMessages(
  prisma: PrismaClient,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<BulkActionResult> {
  const { ids, action } = validateInput(contactBulkActionInputSchema, input);
  return prisma.$transaction(async (tx) => {
    const existing = await tx.contactMessage.findMany({
      where: { id: { in: ids } },
      select: { id: true, name: true, email: true, subject: true, status: true },
    });
    const found = existing.map((message) => message.id);
    if (action === "delete") {
      await tx.contactMessage.deleteMany({ where: { id: { in: found } } });
    } else {
      await tx.contactMessage.updateMany({
        where: { id: { in: found } },
        data: { status: action, updatedAt: now },
      });
    }
    await recordAudits(
      tx,
      actor,
      existing.map((message) => ({
        action: action === "delete" ? "delete" : "update",
        targetType: "contact_message",
        targetId: message.id,
        details:
          action === "delete"
            ? `Deleted message from ${message.name} <${message.email}>: "${message.subject}" (bulk)`
            : `Marked message from ${message.name} as ${action} (was ${message.status}) (bulk)`,
      })),
      now,
    );
    return { affected: found.length };
  });
}
