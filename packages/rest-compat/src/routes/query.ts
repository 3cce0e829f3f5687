import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type PageRequest } from "@aizapy/contracts";

// Query strings carry text; the services' schemas expect numbers for sizes. A value that is not
// a number is passed on as given, so the service refuses it with its usual message.

const number = (value: unknown) =>
  typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

export const PAGE_PARAMETERS = ["first", "after", "last", "before"] as const;

export function pageQuery(query: Record<string, unknown>): PageRequest {
  return defined({
    first: number(query.first),
    after: text(query.after),
    last: number(query.last),
    before: text(query.before),
  }) as PageRequest;
}

/** The named text parameters that were given. */
export function textQuery(
  query: Record<string, unknown>,
  names: readonly string[],
): Record<string, string> {
  return defined(Object.fromEntries(names.map((name) => [name, text(query[name])]))) as Record<
    string,
    string
  >;
}

/** An unpaged list's `limit`: a whole number, or the default (the service keeps it in range). */
export function limitQuery(query: Record<string, unknown>): number | undefined {
  const limit = number(query.limit);
  return typeof limit === "number" ? limit : undefined;
}

/** The OpenAPI description of an unpaged list's `limit`, of `what`. */
export const limitParameter = (what: string) => ({
  name: "limit",
  description: `How many ${what} (newest first) without page parameters; default ${LIST_LIMIT_DEFAULT}, at most ${LIST_LIMIT_MAX}.`,
  schema: {
    type: "integer",
    minimum: 1,
    maximum: LIST_LIMIT_MAX,
    default: LIST_LIMIT_DEFAULT,
  },
});

/** Whether any of the named parameters was given: the list then answers a page. */
export const asksForPage = (query: Record<string, unknown>, names: readonly string[]) =>
  [...names, ...PAGE_PARAMETERS].some((name) => text(query[name]) !== undefined);

/** The OpenAPI description of the page parameters. */
export const pageParameters = [
  {
    name: "first",
    description: "Page size walking forward (1–100, default 20); with `after` for the next page.",
    schema: { type: "integer", minimum: 1, maximum: 100 },
  },
  {
    name: "after",
    description: "The `endCursor` of the page before.",
    schema: { type: "string" },
  },
  {
    name: "last",
    description: "Page size walking back; alone, the last page.",
    schema: { type: "integer", minimum: 1, maximum: 100 },
  },
  {
    name: "before",
    description: "The `startCursor` of the page after.",
    schema: { type: "string" },
  },
];

export const timeRangeParameters = [
  {
    name: "from",
    description: "ISO 8601 time, inclusive.",
    schema: { type: "string", format: "date-time" },
  },
  {
    name: "to",
    description: "ISO 8601 time, exclusive.",
    schema: { type: "string", format: "date-time" },
  },
];
