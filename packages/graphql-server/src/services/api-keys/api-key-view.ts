import type { ApiKey } from "../../db/prisma-client.ts";

/** A /v1 API key as the console and both admin APIs show it: never the key itself. */
export interface ApiKeyView {
  id: string;
  businessId: string;
  name: string;
  /** The key's first characters, e.g. `azk_7Qm2xK9p`. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const toApiKeyView = (row: ApiKey): ApiKeyView => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  revokedAt: row.revokedAt,
});
