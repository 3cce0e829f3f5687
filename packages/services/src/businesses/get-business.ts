import { notFound } from "@aizapy/contracts";
import type { Business, Db } from "@aizapy/db";
import { assertUuid } from "../ids.ts";

export async function getBusiness(db: Db, id: string): Promise<Business> {
  assertUuid(id, "Business");
  const business = await db.business.findUnique({ where: { id } });
  if (!business) throw notFound("Business");
  return business;
}
