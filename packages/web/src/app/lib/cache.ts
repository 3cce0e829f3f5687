import { type ApolloCache } from "@apollo/client";

/**
 * After a change: drops the cached answers of these root fields (every variant of their
 * arguments). Lists on screen refetch what they miss; lists shown later load afresh.
 */
export function evictRootFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}
