import { createBusinessInputSchema } from "@aizapy/contracts";
import { isUniqueViolation } from "@aizapy/db";
import type { Business, PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import { assertNumberFree, duplicateNumber } from "./business-conflicts.ts";

export async function createBusiness(
  prisma: PrismaClient,
  actor: Actor,
  input: unknown,
): Promise<Business> {
  const data = validateInput(createBusinessInputSchema, input);
  try {
    return await prisma.$transaction(async (tx) => {
      await assertNumberFree(tx, data.whatsappNumber);
      const business = await tx.business.create({ data });
      await recordAudit(tx, actor, {
        action: "business_created",
        targetType: "business",
        targetId: business.id,
        details: `Added ${business.name} (${business.whatsappNumber}, ${business.plan}, ${business.status})`,
      });
      return business;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber();
    throw error;
  }
}
