import { notFound } from "@aizapy/contracts";
import type { Db } from "@aizapy/db";
import { assertUuid } from "../ids.ts";
import { WITH_BUSINESS_NAME, type ApiConfigRow } from "./api-config-view.ts";

export async function findApiConfigRow(db: Db, id: string): Promise<ApiConfigRow> {
  assertUuid(id, "API configuration");
  const row = await db.apiConfig.findUnique({ where: { id }, include: WITH_BUSINESS_NAME });
  if (!row) throw notFound("API configuration");
  return row;
}
