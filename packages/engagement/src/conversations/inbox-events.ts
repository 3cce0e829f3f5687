import type { Sql } from "@aizapy/contracts";
import type { NotificationHandlers, Unlisten } from "@aizapy/db";
import { INBOX_CHANNEL, parseInboxChange } from "./inbox-changes.ts";

/**
 * What an open inbox hears: a conversation changed (read it again), or `resync` when changes may
 * have been missed (read the whole list again). `at` (ms) is when this process heard it: given
 * back on reconnecting, it replays what changed since.
 */
export type InboxEvent =
  { type: "conversation"; conversationId: string; at: number } | { type: "resync"; at: number };

export interface InboxListener {
  event(event: InboxEvent): void;
  /** This process stops: the inbox hears nothing more here and should reconnect elsewhere. */
  end(): void;
}

/** How far before a reconnecting inbox's last event the replay reaches: a change is stamped when
 * its transaction started, which may be a little before it committed and was heard. */
const REPLAY_MARGIN_MS = 10_000;
/** More changes than this since a reconnect: the inbox reads everything again instead. */
const REPLAY_MAX = 200;

export interface InboxEventsDeps {
  sql: Sql;
  /** The database's LISTEN: every process on it hears every change. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
}

/**
 * This process's open inboxes and the changes they hear, from whichever process on the database
 * made them: one LISTEN per process, fanned out to the inboxes of the business concerned.
 */
export function createInboxEvents({ sql, listen }: InboxEventsDeps) {
  const listeners = new Map<string, Set<InboxListener>>();
  let unlisten: Unlisten | undefined;

  const deliver = (businessId: string, event: InboxEvent) => {
    for (const listener of listeners.get(businessId) ?? []) listener.event(event);
  };

  return {
    async start(): Promise<void> {
      unlisten = await listen(INBOX_CHANNEL, {
        onNotification(payload) {
          const change = parseInboxChange(payload);
          if (!change) return;
          deliver(change.businessId, {
            type: "conversation",
            conversationId: change.conversationId,
            at: Date.now(),
          });
        },
        onReconnect() {
          for (const businessId of listeners.keys()) {
            deliver(businessId, { type: "resync", at: Date.now() });
          }
        },
      });
    },

    async stop(): Promise<void> {
      await unlisten?.();
      unlisten = undefined;
      const ending = [...listeners.values()].flatMap((set) => [...set]);
      listeners.clear();
      for (const listener of ending) listener.end();
    },

    /** Hears the business's changes until the answer is called. */
    subscribe(businessId: string, listener: InboxListener): () => void {
      const set = listeners.get(businessId) ?? new Set<InboxListener>();
      set.add(listener);
      listeners.set(businessId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(businessId);
      };
    },

    /** What changed since an inbox last heard (`since`, ms), for it to resume where it was. */
    async replay(businessId: string, since: number): Promise<InboxEvent[]> {
      const now = Date.now();
      const rows = await sql.query<{ id: string }>(
        `SELECT id FROM conversations WHERE "businessId" = $1 AND "updatedAt" > $2
         ORDER BY "updatedAt" LIMIT ${REPLAY_MAX + 1}`,
        [businessId, new Date(since - REPLAY_MARGIN_MS)],
      );
      if (rows.length > REPLAY_MAX) return [{ type: "resync", at: now }];
      return rows.map((row) => ({ type: "conversation", conversationId: row.id, at: now }));
    },
  };
}

export type InboxEvents = ReturnType<typeof createInboxEvents>;
