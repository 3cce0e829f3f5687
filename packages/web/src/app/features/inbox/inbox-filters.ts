import { INBOX_VIEWS, type InboxViewName, STATUS_FILTER_OPTIONS } from "./inbox-labels";

// The list's filters live in the URL (?view=mine&status=pending&q=…&tag=…), so opening a
// conversation, reloading or sharing the link keeps them.

export interface InboxFilters {
  view: InboxViewName;
  /** A status, or "all". */
  status: string;
  q: string;
  tag: string;
}

export type InboxFilterName = keyof InboxFilters;

/** What the inbox shows when the URL says nothing: every conversation still open. */
export const DEFAULT_INBOX_FILTERS: InboxFilters = { view: "all", status: "open", q: "", tag: "" };

const isOneOf = <T extends string>(values: readonly { value: T }[], value: string | null) =>
  values.some((option) => option.value === value);

export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const view = params.get("view");
  const status = params.get("status");
  return {
    view: isOneOf(INBOX_VIEWS, view) ? (view as InboxViewName) : DEFAULT_INBOX_FILTERS.view,
    status: isOneOf(STATUS_FILTER_OPTIONS, status) ? status! : DEFAULT_INBOX_FILTERS.status,
    q: params.get("q")?.trim() ?? "",
    tag: params.get("tag")?.trim() ?? "",
  };
}

/** The URL's parameters for the filters: those left at their default are left out. */
export function writeInboxFilters(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["view", "status", "q", "tag"] as const) {
    const value = filters[name].trim();
    if (value !== DEFAULT_INBOX_FILTERS[name]) params.set(name, value);
  }
  return params;
}

/** The list query's variables: "all" statuses and empty texts are not filters. */
export function inboxListVariables(filters: InboxFilters) {
  return {
    view: filters.view,
    status: filters.status === "all" ? undefined : filters.status,
    q: filters.q || undefined,
    tag: filters.tag || undefined,
  };
}
