import { AppError } from "@aizapy/contracts";
import type { Db, PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { getBusiness } from "./get-business.ts";

export interface DeleteBusinessOptions {
  /** The operator confirmed deleting what belongs to the business along with it. */
  cascade?: boolean;
}

/** Something that belongs to a business and goes when it is deleted. */
interface Dependent {
  /** Plural, as the refusal names it: "2 API configurations". */
  label: [singular: string, plural: string];
  count(db: Db, businessId: string): Promise<number>;
}

// Records a business owns: each is counted in the refusal and deleted by the cascade (with what
// hangs off them: keys, templates, webhooks, usage).
const DEPENDENTS: Dependent[] = [
  {
    label: ["API configuration", "API configurations"],
    count: (db, businessId) => db.apiConfig.count({ where: { businessId } }),
  },
  {
    label: ["message", "messages"],
    count: (db, businessId) => db.message.count({ where: { businessId } }),
  },
];

const nameDependents = (counts: { dependent: Dependent; count: number }[]) =>
  counts
    .map(({ dependent, count }) => `${count} ${dependent.label[count === 1 ? 0 : 1]}`)
    .join(" and ");

/**
 * Deletes a business. While it owns API configurations (or other dependents) it is refused with
 * a message naming them, unless `cascade` confirms deleting them too.
 */
export async function deleteBusiness(
  prisma: PrismaClient,
  actor: Actor,
  id: string,
  { cascade = false }: DeleteBusinessOptions = {},
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const business = await getBusiness(tx, id);
    const counts: { dependent: Dependent; count: number }[] = [];
    for (const dependent of DEPENDENTS) {
      const count = await dependent.count(tx, id);
      if (count > 0) counts.push({ dependent, count });
    }
    if (counts.length > 0 && !cascade) {
      throw new AppError(
        "conflict",
        `${business.name} still has ${nameDependents(counts)}. Delete them first, or confirm deleting them with the business.`,
      );
    }
    // The foreign keys cascade: the dependents go in this same statement.
    await tx.business.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: "business_deleted",
      targetType: "business",
      targetId: id,
      details: `Deleted ${business.name} (${business.whatsappNumber})${
        counts.length > 0 ? ` with its ${nameDependents(counts)}` : ""
      }`,
    });
  });
}
