import type { MessageStatus } from "@aizapy/contracts";

// Status callbacks arrive late, twice, or out of order (Meta retries for days and may skip
// `delivered`). A message only ever moves forward: accepted → sent → delivered → read; failed
// ends it unless it was already delivered (a late failure never unsays a delivery).

const RANK: Record<MessageStatus, number> = {
  accepted: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 1.5,
};

/** Whether a message in `current` may take `next`. */
export function canMoveTo(current: MessageStatus, next: MessageStatus): boolean {
  if (current === "failed") return false;
  if (next === "failed") return current === "accepted" || current === "sent";
  return RANK[next] > RANK[current];
}

/** A status the provider reports is final when nothing can follow it. */
export const isFinal = (status: MessageStatus) => status === "read" || status === "failed";

/** Delivered, or read (which implies delivered when `delivered` was skipped). */
export const isDelivered = (status: MessageStatus) => status === "delivered" || status === "read";
