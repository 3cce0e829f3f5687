/** What creating or revoking a key makes stale (besides the audit log): the business's keys. */
export const API_KEY_DEPENDENT_FIELDS = ["apiKeys"] as const;
