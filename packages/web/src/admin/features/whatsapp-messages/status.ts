import type { BadgeTone } from "@aizapy/design-system/Badge";
import {
  type MessageDirection,
  type MessageQueueState,
  type WhatsappMessageStatus,
} from "@aizapy/contracts";
import { formatPrice } from "../../lib/format";

const statusTones = new Map<string, BadgeTone>([
  ["accepted", "neutral"],
  ["sent", "info"],
  ["delivered", "positive"],
  ["read", "positive"],
  ["failed", "critical"],
  ["received", "promote"],
] satisfies Array<[WhatsappMessageStatus, BadgeTone]>);

/** accepted gray, sent blue, delivered and read green, failed red, received purple; else gray. */
export function messageStatusTone(status: string): BadgeTone {
  return statusTones.get(status) ?? "neutral";
}

const queueStateTones = new Map<string, BadgeTone>([
  ["queued", "neutral"],
  ["sending", "info"],
  ["parked", "caution"],
  ["done", "neutral"],
] satisfies Array<[MessageQueueState, BadgeTone]>);

/** Where the pipeline has a message; parked (its retries ran out) is the one to act on. */
export function queueStateTone(queueState: string): BadgeTone {
  return queueStateTones.get(queueState) ?? "neutral";
}

const directionLabels = new Map<string, string>([
  ["outbound", "Outbound"],
  ["inbound", "Inbound"],
] satisfies Array<[MessageDirection, string]>);

/** "Outbound" (sent through the API) or "Inbound" (from the customer). */
export function describeDirection(direction: string): string {
  return directionLabels.get(direction) ?? direction;
}

export interface StatusEvent {
  status: string;
  occurredAt: string;
  errorCode: number | null;
}

/**
 * Each status a message reached, in order, with its time: first when the platform accepted it
 * (or received it from the customer), which is when it was stored, then each status its provider
 * reported.
 */
export function statusTimeline(message: {
  direction: string;
  createdAt: string;
  statusHistory: readonly StatusEvent[];
}): StatusEvent[] {
  const stored = message.direction === "inbound" ? "received" : "accepted";
  return [
    { status: stored, occurredAt: message.createdAt, errorCode: null },
    ...message.statusHistory,
  ];
}

/** What a message is: "Text", or the template it was sent from. */
export function describeMessageType(message: { type: string; templateName: string | null }) {
  return message.type === "template" && message.templateName ? message.templateName : "Text";
}

/**
 * What an outbound message costs the business, as far as it is known: the price and whether it
 * counts are set when it is delivered, and a message that failed is never charged.
 */
export function describeCharge(message: {
  status: string;
  priceInr: number | null;
  billable: boolean | null;
}): { price: string; billable: string } {
  const isFailed = message.status === "failed";
  const price =
    message.priceInr !== null
      ? formatPrice(message.priceInr)
      : isFailed
        ? "Not charged"
        : "Set on delivery";
  const billable =
    message.billable !== null
      ? message.billable
        ? "Yes"
        : "No"
      : isFailed
        ? "No"
        : "Decided on delivery";
  return { price, billable };
}
