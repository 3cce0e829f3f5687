/**
 * GraphQL hands over an optional argument the client sent as `null` as null; the shared zod
 * schemas treat "not given" as undefined. Null and undefined mean the same to every console
 * filter, so they are dropped before the service sees them.
 */
export function definedOnly<T extends object>(value: T | null | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as Partial<T>;
}
