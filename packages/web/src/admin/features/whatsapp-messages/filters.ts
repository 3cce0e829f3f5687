import {
  MESSAGE_DIRECTIONS,
  MESSAGE_QUEUE_STATES,
  type MessageDirection,
  type MessageQueueState,
  WHATSAPP_MESSAGE_STATUSES,
  type WhatsappMessageStatus,
} from "@aizapy/contracts";
import { dayRangeToInstants, isDay, isForwardRange } from "../../lib/dates";
import { asUuid, type ListParams, oneOf } from "../../lib/list-params";

/** The list's filters, named as the API names them (the business page links with ?businessId=). */
export const WHATSAPP_MESSAGE_FILTER_KEYS = [
  "businessId",
  "direction",
  "status",
  "queueState",
  "customerNumber",
  "from",
  "to",
] as const;

export interface WhatsappMessageFilterValues {
  businessId?: string;
  direction?: MessageDirection;
  status?: WhatsappMessageStatus;
  queueState?: MessageQueueState;
  /** The customer's number as the operator typed it; the server reads it (+91 assumed). */
  customerNumber?: string;
  /** First day sent or received, `YYYY-MM-DD`, local. */
  from?: string;
  /** Last day, included. */
  to?: string;
}

/** The WhatsApp messages list's filters as the URL holds them; unknown values are left out. */
export function readWhatsappMessageFilters(list: ListParams): WhatsappMessageFilterValues {
  const from = list.get("from");
  const to = list.get("to");
  return {
    businessId: asUuid(list.get("businessId")),
    direction: oneOf(list.get("direction"), MESSAGE_DIRECTIONS),
    status: oneOf(list.get("status"), WHATSAPP_MESSAGE_STATUSES),
    queueState: oneOf(list.get("queueState"), MESSAGE_QUEUE_STATES),
    customerNumber: list.get("customerNumber")?.trim() || undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/** The filter as the API takes it; a reversed range is not sent. */
export function toWhatsappMessageFilterInput({ from, to, ...exact }: WhatsappMessageFilterValues) {
  const range = isForwardRange({ from, to }) ? dayRangeToInstants({ from, to }) : {};
  return { ...exact, ...range };
}
