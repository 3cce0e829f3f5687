import {
  AppError,
  AppErrorCode,
  PAGE_SIZE_DEFAULT,
  pageRequestSchema,
  type Page,
  type PageRequest,
} from "@aizapy/contracts";
import { validateInput } from "../validate.ts";

/** The values of a row's sort key, most significant first, ending with its unique id. */
export type SortKey = readonly (string | number)[];

/**
 * What one list query must fetch: `limit + 1` rows (the extra row says whether there is more)
 * in `direction` order, strictly after `cursor` in that direction when there is one.
 * "backward" means the list's order reversed; `finishPage` turns the rows back.
 */
export interface PagePlan {
  direction: "forward" | "backward";
  limit: number;
  cursor: SortKey | undefined;
  /** The request came with a cursor: there are rows on the side it came from. */
  fromCursor: boolean;
}

/** A cursor is the sort key as base64url JSON: opaque to clients, checked on the way back in. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor(cursor: string, arity: number, field: string): SortKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    key = undefined;
  }
  const valid =
    Array.isArray(key) &&
    key.length === arity &&
    key.every((value) => typeof value === "string" || typeof value === "number");
  if (!valid) {
    throw new AppError(AppErrorCode.BadUserInput, "This page link is no longer valid", {
      fieldErrors: [{ path: field, message: "This page link is no longer valid" }],
    });
  }
  return key as SortKey;
}

/** Validates a page request and says what to fetch; `arity` is the sort key's length. */
export function planPage(request: PageRequest | undefined, arity: number): PagePlan {
  const page = validateInput(pageRequestSchema, request ?? {});
  const backward = page.last !== undefined || page.before !== undefined;
  const cursorText = backward ? page.before : page.after;
  return {
    direction: backward ? "backward" : "forward",
    limit: (backward ? page.last : page.first) ?? PAGE_SIZE_DEFAULT,
    cursor:
      cursorText === undefined
        ? undefined
        : decodeCursor(cursorText, arity, backward ? "before" : "after"),
    fromCursor: cursorText !== undefined,
  };
}

/** Trims the extra row, restores the list's order and works out the page's links. */
export function finishPage<Row, Item = Row>(
  rows: readonly Row[],
  plan: PagePlan,
  keyOf: (row: Row) => SortKey,
  toItem: (row: Row) => Item = (row) => row as unknown as Item,
): Page<Item> {
  const more = rows.length > plan.limit;
  const kept = rows.slice(0, plan.limit);
  if (plan.direction === "backward") kept.reverse();
  const first = kept[0];
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    pageInfo: {
      hasNextPage: plan.direction === "forward" ? more : plan.fromCursor,
      hasPreviousPage: plan.direction === "forward" ? plan.fromCursor : more,
      startCursor: first === undefined ? null : encodeCursor(keyOf(first)),
      endCursor: last === undefined ? null : encodeCursor(keyOf(last)),
    },
  };
}
