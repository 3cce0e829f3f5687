import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createServerSentEventParser,
  followInboxEvents,
  reconnectDelay,
  type ServerSentEvent,
} from "./inbox-events";

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const feed = createServerSentEventParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
}

describe("reading Server-Sent Events", () => {
  it("reads named events with their data and ids, skipping comments", () => {
    expect(
      parse([
        ": keepalive\n\n",
        'event: conversation\ndata: {"conversationId":"c1"}\nid: 1700000000001\n\n',
        "event: resync\n\n",
      ]),
    ).toEqual([
      {
        event: "conversation",
        data: '{"conversationId":"c1"}',
        lastEventId: "1700000000001",
      },
      { event: "resync", data: "", lastEventId: "1700000000001" },
    ]);
  });

  it("joins events split across chunks, whatever the line endings", () => {
    expect(parse(["event: conv", "ersation\r", "\ndata: a\r\ndata:b\r\rdata: c\n", "\n"])).toEqual([
      { event: "conversation", data: "a\nb", lastEventId: "" },
      { event: "message", data: "c", lastEventId: "" },
    ]);
  });

  it("waits for the blank line before dispatching", () => {
    expect(parse(["data: x\n"])).toEqual([]);
  });
});

describe("reconnecting", () => {
  it("waits longer after each failure, up to 30 seconds", () => {
    const middle = () => 0.5;
    expect(reconnectDelay(1, middle)).toBe(1_000);
    expect(reconnectDelay(2, middle)).toBe(2_000);
    expect(reconnectDelay(4, middle)).toBe(8_000);
    expect(reconnectDelay(20, middle)).toBe(30_000);
  });
});

/** A response whose body streams `chunks`, then stays open until aborted or `end` is called. */
function streamingResponse(chunks: string[], signal: AbortSignal) {
  let close: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      close = () => controller.close();
      signal.addEventListener("abort", () => controller.error(new Error("aborted")));
    },
  });
  return { response: new Response(body, { status: 200 }), end: () => close() };
}

describe("following the inbox's events", () => {
  afterEach(() => vi.useRealTimers());

  it("reports changed conversations, and after a reconnect resumes from the last id and asks for a full read", async () => {
    const requests: Headers[] = [];
    const ends: Array<() => void> = [];
    const fetchStream = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Headers(init?.headers));
      const { response, end } = streamingResponse(
        requests.length === 1
          ? ['event: conversation\ndata: {"conversationId":"c1"}\nid: 42\n\n']
          : [": keepalive\n\n"],
        init!.signal!,
      );
      ends.push(end);
      return response;
    });
    const onConversation = vi.fn();
    const onResync = vi.fn();
    const stop = followInboxEvents({ onConversation, onResync, fetch: fetchStream });

    await vi.waitFor(() => expect(onConversation).toHaveBeenCalledWith("c1"));
    expect(onResync).not.toHaveBeenCalled();
    expect(requests[0]!.get("accept")).toBe("text/event-stream");
    expect(requests[0]!.has("last-event-id")).toBe(false);

    // The server closes the stream: the client comes back with the last id and reads everything.
    ends[0]!();
    await vi.waitFor(() => expect(onResync).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(requests[1]!.get("last-event-id")).toBe("42");
    stop();
  });

  it("stops at a refused session", async () => {
    const onUnauthorized = vi.fn();
    const fetchStream = vi.fn(async () => new Response("", { status: 401 }));
    followInboxEvents({
      onConversation: vi.fn(),
      onResync: vi.fn(),
      onUnauthorized,
      fetch: fetchStream,
    });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStream).toHaveBeenCalledTimes(1);
  });
});
