import { apiConfigListQuerySchema } from "@aizapy/contracts";
import type { Db } from "@aizapy/db";
import { validateInput } from "../validate.ts";
import { toApiConfigView, WITH_BUSINESS_NAME, type ApiConfigView } from "./api-config-view.ts";

/** Every API configuration, or one business's, newest first, secrets masked. */
export async function listApiConfigs(
  db: Db,
  appSecret: string,
  query: unknown = {},
): Promise<ApiConfigView[]> {
  const { businessId } = validateInput(apiConfigListQuerySchema, query ?? {});
  const rows = await db.apiConfig.findMany({
    where: businessId ? { businessId } : {},
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    include: WITH_BUSINESS_NAME,
  });
  return rows.map((row) => toApiConfigView(row, appSecret));
}
