import { apiPaths } from "./paths";
import { getToken } from "./session";

// The inbox's live updates: Server-Sent Events read with fetch, because EventSource cannot send
// the member's token in a header.

/** One event of a Server-Sent Events stream. */
export interface ServerSentEvent {
  /** `message` when the stream named none. */
  event: string;
  data: string;
  /** The stream's last event id so far (kept from earlier events when this one set none). */
  lastEventId: string;
}

/**
 * Reads a Server-Sent Events stream chunk by chunk as the HTML standard says, except that an event
 * with a name and no data is still dispatched (a bare `event: resync`). Comments (`: keepalive`)
 * and `retry` are skipped.
 */
export function createServerSentEventParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = "";
  let eventName = "";
  let data: string[] = [];
  let hasData = false;
  let lastEventId = "";

  const dispatch = () => {
    if (hasData || eventName) {
      onEvent({ event: eventName || "message", data: data.join("\n"), lastEventId });
    }
    eventName = "";
    data = [];
    hasData = false;
  };

  const readLine = (line: string) => {
    if (line === "") return dispatch();
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") {
      data.push(value);
      hasData = true;
    } else if (field === "id" && !value.includes("\0")) lastEventId = value;
  };

  return (chunk: string) => {
    buffer += chunk;
    // A lone \r at the end may be the first half of \r\n: it waits for the next chunk.
    const lines = buffer.split(/\r\n|\r(?!$)|\n/);
    buffer = lines.pop() ?? "";
    for (const line of lines) readLine(line);
  };
}

/** How long to wait before reconnecting after `failures` failed attempts in a row (ms). */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The server sends a keepalive every 15 s: this long without a byte means the link is dead. */
const SILENCE_LIMIT_MS = 45_000;

export interface InboxEventsOptions {
  /** A conversation changed: read it again. */
  onConversation: (conversationId: string) => void;
  /** Changes may have been missed (a reconnect, or the server's `resync`): read everything again. */
  onResync: () => void;
  /** The server refused the session. */
  onUnauthorized?: () => void;
  /** For tests: the fetch to use. @default window.fetch */
  fetch?: typeof fetch;
}

/**
 * Follows the business's inbox changes until the answer is called: reconnects with a growing
 * delay and `Last-Event-ID`, and asks for a full read after every reconnect.
 */
export function followInboxEvents(options: InboxEventsOptions): () => void {
  const fetchStream = options.fetch ?? window.fetch.bind(window);
  let stopped = false;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId = "";
  let failures = 0;
  let hasConnected = false;

  const onEvent = (event: ServerSentEvent) => {
    lastEventId = event.lastEventId;
    if (event.event === "resync") options.onResync();
    else if (event.event === "conversation") {
      try {
        const { conversationId } = JSON.parse(event.data) as { conversationId?: unknown };
        if (typeof conversationId === "string") options.onConversation(conversationId);
      } catch {
        options.onResync();
      }
    }
  };

  const readStream = async (body: ReadableStream<Uint8Array>, abort: AbortController) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parse = createServerSentEventParser(onEvent);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), SILENCE_LIMIT_MS);
    };
    heard();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        heard();
        failures = 0;
        parse(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(silence);
    }
  };

  const connect = async () => {
    if (stopped) return;
    const token = getToken();
    controller = new AbortController();
    const abort = controller;
    try {
      const response = await fetchStream(apiPaths.inboxEvents, {
        headers: {
          accept: "text/event-stream",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(lastEventId ? { "last-event-id": lastEventId } : {}),
        },
        cache: "no-store",
        credentials: "same-origin",
        signal: abort.signal,
      });
      if (response.status === 401) {
        stopped = true;
        options.onUnauthorized?.();
        return;
      }
      if (response.ok && response.body) {
        if (hasConnected || failures > 0) options.onResync();
        hasConnected = true;
        await readStream(response.body, abort);
      } else {
        await response.body?.cancel().catch(() => undefined);
      }
    } catch {
      // A dropped or aborted connection: reconnected below, unless stopped.
    }
    if (stopped) return;
    failures += 1;
    retryTimer = setTimeout(() => void connect(), reconnectDelay(failures));
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    controller?.abort();
  };
}
