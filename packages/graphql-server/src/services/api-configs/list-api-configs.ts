import type { Db } from "../../db/prisma-client.ts";
import { maskApiKey, openApiKey } from "./api-key-cipher.ts";

export interface ApiConfigView {
  id: string;
  businessId: string;
  businessName: string;
  provider: string;
  /** Masked: the console never receives a usable key. */
  apiKey: string;
  webhookUrl: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A key that cannot be opened (sealed under another APP_SECRET) is shown as such, not leaked. */
export const UNREADABLE_KEY = "(unreadable: sealed with a different APP_SECRET)";

export async function listApiConfigs(db: Db, appSecret: string): Promise<ApiConfigView[]> {
  const configs = await db.apiConfig.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    include: { business: { select: { name: true } } },
  });
  return configs.map(({ business, apiKey, ...config }) => {
    const key = openApiKey(apiKey, appSecret);
    return {
      ...config,
      businessName: business.name,
      apiKey: key === null ? UNREADABLE_KEY : maskApiKey(key),
    };
  });
}
