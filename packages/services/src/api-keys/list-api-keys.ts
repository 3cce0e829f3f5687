import type { Db } from "@aizapy/db";
import { getBusiness } from "../businesses/get-business.ts";
import { toApiKeyView, type ApiKeyView } from "./api-key-view.ts";

/** A business's API keys, newest first, revoked ones included (marked). */
export async function listApiKeys(db: Db, businessId: string): Promise<ApiKeyView[]> {
  await getBusiness(db, businessId);
  const rows = await db.apiKey.findMany({ where: { businessId }, orderBy: { createdAt: "desc" } });
  return rows.map(toApiKeyView);
}
