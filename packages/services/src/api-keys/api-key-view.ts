import type { ApiKeyView } from "@aizapy/contracts";
import type { ApiKey } from "@aizapy/db";

export type { ApiKeyView };

export const toApiKeyView = (row: ApiKey): ApiKeyView => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  revokedAt: row.revokedAt,
});
