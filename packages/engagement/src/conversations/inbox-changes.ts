import type { Sql } from "@aizapy/contracts";

/**
 * The channel open inboxes hear changes on: its payload is "business id:conversation id". The
 * trigger that threads messages notifies of customers', agents' and automation's messages; the
 * team's own changes (status, assignee, read, notes) notify here, in their transaction, so that
 * nothing is heard of a change that rolled back.
 */
export const INBOX_CHANNEL = "inbox_changes";

export async function notifyInboxChange(
  tx: Sql,
  businessId: string,
  conversationId: string,
): Promise<void> {
  await tx.query(`SELECT pg_notify('${INBOX_CHANNEL}', $1)`, [`${businessId}:${conversationId}`]);
}

/** A change as open inboxes hear it. */
export interface InboxChange {
  businessId: string;
  conversationId: string;
}

export function parseInboxChange(payload: string): InboxChange | null {
  const [businessId, conversationId] = payload.split(":");
  return businessId && conversationId ? { businessId, conversationId } : null;
}
