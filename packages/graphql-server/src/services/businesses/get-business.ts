import { notFound } from "@aizapy/contracts";
import type { Business, Db } from "../../db/prisma-client.ts";
import { assertUuid } from "../ids.ts";

export async function getBusiness(db: Db, id: string): Promise<Business> {
  assertUuid(id, "Business");
  const business = await db.business.findUnique({ where: { id } });
  if (!business) throw notFound("Business");
  return business;
}
