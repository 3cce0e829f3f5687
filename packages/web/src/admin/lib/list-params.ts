import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from "@aizapy/contracts";
import { useRef } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A console list's state in the URL query (search, filters, page cursor and size), so a filtered
 * list can be shared and survives a reload. Only the values a list knows are read: anything else
 * in the address is ignored rather than sent to the server.
 */

/** The query keys of the page a list shows; every other key is one of its filters. */
export const PAGE_KEYS = ["after", "before", "size"] as const;

export interface PageVariables {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

export interface ListParams {
  /** One filter's value from the URL, or undefined when absent or empty. */
  get(key: string): string | undefined;
  /** Sets filters (undefined or "" removes one) and goes back to the first page. */
  setFilters(changes: Record<string, string | undefined>): void;
  /** Removes the given filters and the page cursor. */
  clearFilters(keys: readonly string[]): void;
  /** Sets one value that is not a filter (an open dialog's id), leaving the page as it is. */
  setParam(key: string, value: string | undefined): void;
  /** The cursor variables of the page to show. */
  page: PageVariables;
  pageSize: number;
  setPageSize(size: number): void;
  /** Goes to the page after `cursor` (a new history entry, so Back returns). */
  next(cursor: string): void;
  /** Goes to the page before `cursor`. */
  previous(cursor: string): void;
  /** Whether the list shows its first page. */
  isFirstPage: boolean;
}

/** `value` when it is one of `allowed`, else undefined: the URL cannot send the server junk. */
export function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` when it is a record's id (a UUID), else undefined. */
export function asUuid(value: string | undefined): string | undefined {
  return value && UUID.test(value) ? value : undefined;
}

const CURSOR_MAX = 512;

export function useListParams(): ListParams {
  const [searchParams, setSearchParams] = useSearchParams();

  const get = (key: string) => searchParams.get(key) || undefined;
  const size = Number(get("size"));
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
    ? size
    : PAGE_SIZE_DEFAULT;
  const cursor = (key: "after" | "before") => {
    const value = get(key);
    return value && value.length <= CURSOR_MAX ? value : undefined;
  };
  const before = cursor("before");
  const after = before ? undefined : cursor("after");
  const page: PageVariables = before
    ? { last: pageSize, before }
    : { first: pageSize, ...(after ? { after } : {}) };

  // The query this list last asked for, and the rendered query it started from. React Router hands
  // a change the query of its last render, and renders a navigation later, as a transition: a
  // second change made in between (two filters picked quickly on a busy phone) would start from the
  // old query and silently undo the first. Until the router renders, changes build on this instead.
  const written = useRef<{ from: URLSearchParams; query: URLSearchParams }>(undefined);
  const update = (
    change: (next: URLSearchParams) => void,
    { push = false }: { push?: boolean } = {},
  ) => {
    const base = written.current?.from === searchParams ? written.current.query : searchParams;
    const next = new URLSearchParams(base);
    change(next);
    written.current = { from: searchParams, query: next };
    setSearchParams(next, { replace: !push, preventScrollReset: true });
  };

  const resetPage = (next: URLSearchParams) => {
    next.delete("after");
    next.delete("before");
  };

  return {
    get,
    page,
    pageSize,
    isFirstPage: !after && !before,
    setFilters: (changes) =>
      update((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === "") next.delete(key);
          else next.set(key, value);
        }
        resetPage(next);
      }),
    clearFilters: (keys) =>
      update((next) => {
        for (const key of keys) next.delete(key);
        resetPage(next);
      }),
    setParam: (key, value) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
      }),
    setPageSize: (value) =>
      update((next) => {
        if (value === PAGE_SIZE_DEFAULT) next.delete("size");
        else next.set("size", String(value));
        resetPage(next);
      }),
    next: (value) =>
      update(
        (next) => {
          next.delete("before");
          next.set("after", value);
        },
        { push: true },
      ),
    previous: (value) =>
      update(
        (next) => {
          next.delete("after");
          next.set("before", value);
        },
        { push: true },
      ),
  };
}
