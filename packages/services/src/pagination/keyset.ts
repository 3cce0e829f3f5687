import {
  AppError,
  PAGE_SIZE_DEFAULT,
  pageRequestSchema,
  type Page,
  type PageRequest,
} from "@aizapy/contracts";
import { validateInput } from "../validate.ts";

/** The values of a row's sort key, most significant first, ending with its unique id. */
export type SortKey = readonly string[];

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

/**
 * What each value of a sort key is, so a cursor coming back is checked before it reaches SQL: a
 * forged `["yesterday", "x"]` is the client's mistake (400), not a database cast error (500).
 */
export type SortKeyKind = "timestamp" | "uuid" | "text";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const MAX_TEXT_KEY = 500;

const valueFits: Record<SortKeyKind, (value: unknown) => boolean> = {
  timestamp: (value) =>
    typeof value === "string" && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)),
  uuid: (value) => typeof value === "string" && UUID.test(value),
  text: (value) => typeof value === "string" && value.length <= MAX_TEXT_KEY,
};

/** A cursor is the sort key as base64url JSON: opaque to clients, checked on the way back in. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor(
  cursor: string,
  kinds: readonly SortKeyKind[],
  field: string,
): SortKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    key = undefined;
  }
  const valid =
    Array.isArray(key) &&
    key.length === kinds.length &&
    kinds.every((kind, index) => valueFits[kind](key[index]));
  if (!valid) {
    throw new AppError("invalid_request", "This page link is no longer valid", {
      fieldErrors: [{ path: field, message: "This page link is no longer valid" }],
    });
  }
  return key as SortKey;
}

/** Validates a page request and says what to fetch; `kinds` describes the list's sort key. */
export function planPage(
  request: PageRequest | undefined,
  kinds: readonly SortKeyKind[],
): PagePlan {
  const page = validateInput(pageRequestSchema, request ?? {});
  const backward = page.last !== undefined || page.before !== undefined;
  const cursorText = backward ? page.before : page.after;
  return {
    direction: backward ? "backward" : "forward",
    limit: (backward ? page.last : page.first) ?? PAGE_SIZE_DEFAULT,
    cursor:
      cursorText === undefined
        ? undefined
        : decodeCursor(cursorText, kinds, backward ? "before" : "after"),
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
