import { dayRangeToInstants, isDay, isForwardRange } from "../../lib/dates";
import { type ListParams, oneOf } from "../../lib/list-params";
import { type ContactMessageStatus, contactMessageStatuses } from "./status";

export const MESSAGE_FILTER_KEYS = ["search", "status", "from", "to"] as const;

export interface MessageFilterValues {
  search?: string;
  status?: ContactMessageStatus;
  /** First day received, `YYYY-MM-DD`, local. */
  from?: string;
  /** Last day received, included. */
  to?: string;
}

/** The messages list's filters as the URL holds them; unknown values are left out. */
export function readMessageFilters(list: ListParams): MessageFilterValues {
  const from = list.get("from");
  const to = list.get("to");
  return {
    search: list.get("search"),
    status: oneOf(list.get("status"), contactMessageStatuses),
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/** The filter as the API takes it (list and export alike); a reversed range is not sent. */
export function toMessageFilterInput({ search, status, from, to }: MessageFilterValues) {
  const range = isForwardRange({ from, to }) ? dayRangeToInstants({ from, to }) : {};
  return { search, status, ...range };
}
