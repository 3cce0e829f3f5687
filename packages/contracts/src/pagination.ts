import { z } from "zod";

/**
 * Cursor (keyset) pagination, the same for every console list and both APIs: `first`/`after`
 * walks forward, `last`/`before` walks back, and `last` alone is the last page. Offsets are not
 * offered: on a list of 100,000 rows, page 5,000 by offset costs as much as reading them all.
 */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/**
 * The contact messages and the audit log asked for without a filter or page parameters (the
 * original console's calls, and their GraphQL fields) are their newest `limit` rows:
 * LIST_LIMIT_DEFAULT unless asked, at most LIST_LIMIT_MAX. No request reads a whole table that
 * grows with public input; the page parameters walk all of it.
 */
export const LIST_LIMIT_DEFAULT = 100;
export const LIST_LIMIT_MAX = 500;

/** The rows an unpaged list answers for `limit`: the default when absent, kept within 1…max. */
export const listLimit = (limit: number | undefined): number =>
  Math.min(Math.max(Math.trunc(limit ?? LIST_LIMIT_DEFAULT), 1), LIST_LIMIT_MAX);

const pageSize = z
  .number({ message: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
  .int(`Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
  .min(1, `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
  .max(PAGE_SIZE_MAX, `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`);

const cursor = z.string().min(1, "Cursor must not be empty").max(512, "Cursor is too long");

export const pageRequestSchema = z
  .object({
    first: pageSize.optional(),
    after: cursor.optional(),
    last: pageSize.optional(),
    before: cursor.optional(),
  })
  .superRefine((page, ctx) => {
    if (page.first !== undefined && page.last !== undefined) {
      ctx.addIssue({ code: "custom", path: ["last"], message: "Ask for first or last, not both" });
    }
    if (page.after !== undefined && page.before !== undefined) {
      ctx.addIssue({ code: "custom", path: ["before"], message: "Give after or before, not both" });
    }
    if (page.after !== undefined && page.last !== undefined) {
      ctx.addIssue({ code: "custom", path: ["after"], message: "after goes with first" });
    }
    if (page.before !== undefined && page.first !== undefined) {
      ctx.addIssue({ code: "custom", path: ["before"], message: "before goes with last" });
    }
  });
export type PageRequest = z.input<typeof pageRequestSchema>;

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Cursor of the first item on this page (pass as `before` for the previous page). */
  startCursor: string | null;
  /** Cursor of the last item on this page (pass as `after` for the next page). */
  endCursor: string | null;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}
