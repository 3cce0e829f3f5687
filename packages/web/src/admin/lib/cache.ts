import { type ApolloCache } from "@apollo/client";

/** Every change the console makes is written to the audit log, so its pages are stale too. */
const AUDIT_FIELDS = ["auditLogPage", "auditLogs"];

/**
 * After a change: drops the cached answers of these root fields, every variant of their
 * arguments (the pages a change may have moved rows into or out of), and the audit log's. The
 * lists on screen refetch what they miss; lists shown later load afresh instead of from a stale
 * cache.
 */
export function evictRootFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of [...fieldNames, ...AUDIT_FIELDS]) {
    cache.evict({ id: "ROOT_QUERY", fieldName });
  }
  cache.gc();
}
