import type { Db } from "@aizapy/db";
import { getBusiness } from "../businesses/get-business.ts";
import { toTemplateView, type TemplateView } from "./template-view.ts";

/** A business's templates by name and language. */
export async function listTemplates(db: Db, businessId: string): Promise<TemplateView[]> {
  await getBusiness(db, businessId);
  const rows = await db.messageTemplate.findMany({
    where: { businessId },
    orderBy: [{ name: "asc" }, { language: "asc" }],
  });
  return rows.map(toTemplateView);
}
