import { AppError, BUSINESS_MESSAGES } from "@aizapy/contracts";
import type { Db } from "@aizapy/db";

export const duplicateNumber = () =>
  new AppError("conflict", BUSINESS_MESSAGES.duplicateNumber, {
    fieldErrors: [{ path: "whatsappNumber", message: BUSINESS_MESSAGES.duplicateNumber }],
  });

/** Refuses a number another business already has (the unique index is the last word on races). */
export async function assertNumberFree(
  db: Db,
  whatsappNumber: string,
  exceptId?: string,
): Promise<void> {
  const holder = await db.business.findUnique({
    where: { whatsappNumber },
    select: { id: true },
  });
  if (holder && holder.id !== exceptId) throw duplicateNumber();
}
