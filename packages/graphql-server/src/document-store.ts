import type { DocumentNode } from "graphql";

/** Parsed documents kept for reuse; the console has a few dozen, tools a few hundred more. */
export const MAX_CACHED_DOCUMENTS = 1_000;

/**
 * Apollo's store of parsed and validated documents, bounded by entry count (each entry is a
 * location-free AST of at most MAX_TOKENS tokens, so its size is bounded too). Least recently
 * used entries go first.
 */
export function boundedDocumentStore() {
  const entries = new Map<string, DocumentNode>();
  return {
    async get(key: string) {
      const document = entries.get(key);
      if (document) {
        entries.delete(key);
        entries.set(key, document);
      }
      return document;
    },
    async set(key: string, document: DocumentNode) {
      entries.delete(key);
      entries.set(key, document);
      if (entries.size > MAX_CACHED_DOCUMENTS) entries.delete(entries.keys().next().value!);
    },
    async delete(key: string) {
      entries.delete(key);
    },
  };
}
