import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What a listener is told: each notification's payload, and when it may have missed some. */
export interface NotificationHandlers {
  onNotification(payload: string): void;
  /**
   * The connection that listens was lost and is listening again: notifications sent meanwhile
   * were missed, and the listener should read what changed instead.
   */
  onReconnect?(): void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** PGlite: its notifications come from the same instance (one process owns the database). */
export async function listenOnPglite(
  pglite: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  const stop = await pglite.listen(channel, handlers.onNotification);
  return async () => {
    if (!pglite.closed) await stop();
  };
}

const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * PostgreSQL: a connection of its own, outside the pool (a pooled connection would lose its
 * LISTEN when returned). Lost, it reconnects with backoff and says so, since notifications sent
 * meanwhile are gone.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? "");
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = undefined;
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };

  const reconnectLater = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt++;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          attempt = 0;
          handlers.onReconnect?.();
        },
        () => reconnectLater(),
      );
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
