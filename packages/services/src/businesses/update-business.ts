import { updateBusinessInputSchema } from "@aizapy/contracts";
import { isUniqueViolation } from "@aizapy/db";
import type { Business, PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import { assertNumberFree, duplicateNumber } from "./business-conflicts.ts";
import { getBusiness } from "./get-business.ts";

const FIELDS = [
  "name",
  "whatsappNumber",
  "status",
  "plan",
  "messagingTier",
  "qualityRating",
] as const;

export async function updateBusiness(
  prisma: PrismaClient,
  actor: Actor,
  id: string,
  input: unknown,
): Promise<Business> {
  const changes = validateInput(updateBusinessInputSchema, input);
  try {
    return await prisma.$transaction(async (tx) => {
      const before = await getBusiness(tx, id);
      if (changes.whatsappNumber !== undefined)
        await assertNumberFree(tx, changes.whatsappNumber, id);
      const changed = FIELDS.filter(
        (field) => changes[field] !== undefined && changes[field] !== before[field],
      );
      if (changed.length === 0) return before;
      const business = await tx.business.update({ where: { id }, data: changes });
      await recordAudit(tx, actor, {
        action: "business_updated",
        targetType: "business",
        targetId: id,
        details: `Changed ${before.name}: ${changed
          .map((field) => `${field} ${before[field]} → ${business[field]}`)
          .join(", ")}`,
      });
      return business;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber();
    throw error;
  }
}
