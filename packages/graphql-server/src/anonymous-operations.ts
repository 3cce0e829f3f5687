import { Kind, parse, type DocumentNode, type SelectionSetNode } from "graphql";
import { MAX_TOKENS } from "./limits.ts";

/** The only root fields anyone may use without signing in. */
export const PUBLIC_ROOT_FIELDS = new Set(["publicSettings", "submitContactMessage", "adminLogin"]);

/**
 * The public site's and the login page's operations are a few hundred bytes; an anonymous caller
 * has no reason to send more, and a cap keeps unsigned traffic from costing parse time.
 */
export const MAX_ANONYMOUS_DOCUMENT_BYTES = 4 * 1024;

function rootFieldNames(
  selectionSet: SelectionSetNode,
  document: DocumentNode,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return rootFieldNames(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
    );
    // An unknown fragment cannot be judged here: refuse rather than guess.
    if (!fragment || fragment.kind !== Kind.FRAGMENT_DEFINITION) return ["(unknown fragment)"];
    return rootFieldNames(fragment.selectionSet, document, seen);
  });
}

/**
 * Whether an anonymous caller may run this document: small, and every operation in it selects
 * only public root fields (or `__typename`). Anything else — admin fields, introspection, huge or
 * endlessly varied documents — is answered as "sign in first" before GraphQL parses, validates or
 * caches it, so unsigned traffic can neither grow the server's document cache nor learn the names
 * of admin types from validation messages. A document that does not parse is left to the
 * endpoint, whose syntax errors reveal nothing of the schema.
 */
export function isPublicDocument(query: unknown): boolean {
  if (typeof query !== "string") return true;
  if (Buffer.byteLength(query) > MAX_ANONYMOUS_DOCUMENT_BYTES) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return true;
  }
  return document.definitions.every(
    (definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION ||
      rootFieldNames(definition.selectionSet, document).every(
        (name) => name === "__typename" || PUBLIC_ROOT_FIELDS.has(name),
      ),
  );
}
