import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { EventFeed, FeedEvent } from "@aizapy/services";

/** A comment line every so often keeps proxies and the browser from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;
/** How long a client waits before reconnecting after the stream ends. */
const RETRY_MS = 2_000;

const format = ({ id, event, data }: FeedEvent) => `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;

/**
 * Sends a feed as Server-Sent Events: what the client missed (after its Last-Event-ID), then each
 * event as it happens, until the client goes away or the server stops. Subscribing comes before
 * reading what was missed, so an event in between is sent rather than lost (perhaps twice: the
 * client reads the conversation again either way).
 */
export function sendEventStream(request: FastifyRequest, reply: FastifyReply, feed: EventFeed) {
  const stream = new PassThrough();
  let replayed = false;
  const held: FeedEvent[] = [];
  const send = (event: FeedEvent) => {
    if (replayed) stream.write(format(event));
    else held.push(event);
  };
  const stop = feed.subscribe(send, () => stream.end());
  const keepalive = setInterval(() => stream.write(": keepalive\n\n"), KEEPALIVE_MS);
  keepalive.unref();
  const close = () => {
    clearInterval(keepalive);
    stop();
  };
  request.raw.on("close", close);
  stream.on("close", close);

  stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  feed.replay().then(
    (missed) => {
      for (const event of [...missed, ...held]) stream.write(format(event));
      replayed = true;
    },
    () => stream.end(),
  );
  return reply
    .code(200)
    .type("text/event-stream; charset=utf-8")
    .header("X-Accel-Buffering", "no")
    .send(stream);
}
