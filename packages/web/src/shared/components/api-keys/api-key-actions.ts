/** A business's /v1 key as its list shows it (never the key itself, only its first characters). */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A key just created, in full: the one time the page has it. */
export interface CreatedApiKey {
  name: string;
  key: string;
}

/**
 * What the area's mutations do for the API keys card. Each says how it went in a toast of its
 * own; an error is handed back for the form's field.
 */
export interface ApiKeyActions {
  createApiKey: (input: {
    name: string;
  }) => Promise<{ ok: true; created: CreatedApiKey } | { ok: false; error: unknown }>;
  isCreating: boolean;
  /** A failed creation whose error belongs to no field of the form (its toast, if the hook has none). */
  onCreateError?: (error: unknown) => void;
  /** Answers whether the key was revoked. */
  revokeApiKey: (apiKey: Pick<ApiKeyRow, "id" | "name" | "prefix">) => Promise<boolean>;
  isRevoking: boolean;
}
