import { timingSafeEqual } from "node:crypto";
import { addressNetwork, type Logger } from "@aizapy/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformContext } from "../context.ts";
import { receiveMetaCallback } from "../providers/whatsapp-cloud/receive-callback.ts";
import type { RateLimitPolicy } from "../rate-limit/rate-limiter.ts";

export interface WhatsAppWebhookOptions {
  ctx: PlatformContext;
  /** WHATSAPP_VERIFY_TOKEN: what Meta's subscription handshake must present. */
  verifyToken: string | undefined;
  /** The caller's address, as the HTTP layer resolved it. */
  clientAddress(request: FastifyRequest): string;
  /** How often the callbacks that were not applied are summed up in the log. */
  summaryIntervalMs?: number;
}

/**
 * Callbacks a minute per address network that could not be verified (unsigned, wrongly signed, malformed,
 * or naming only numbers no configuration has): anyone can post them, and each costs a query.
 * Callbacks that verify are never limited.
 */
export const UNVERIFIED_CALLBACKS_PER_MINUTE: RateLimitPolicy = {
  name: "meta-callbacks-unverified",
  limit: 120,
  periodMs: 60_000,
};

type NotApplied = "malformed" | "unverified" | "unknownNumbers" | "refused";

/** Counts the callbacks that were not applied and logs them as one line per interval. */
function notAppliedSummary(log: Logger, intervalMs: number) {
  const counts: Record<NotApplied, number> = {
    malformed: 0,
    unverified: 0,
    unknownNumbers: 0,
    refused: 0,
  };
  const flush = () => {
    if (Object.values(counts).every((n) => n === 0)) return;
    log.warn("Meta callbacks not applied", { ...counts, intervalSeconds: intervalMs / 1000 });
    for (const kind of Object.keys(counts) as NotApplied[]) counts[kind] = 0;
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    count(kind: NotApplied) {
      counts[kind]++;
    },
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Meta's callbacks (mount with prefix "/webhooks/whatsapp"): GET answers the subscription
 * handshake, POST takes signed status and message callbacks. The body is kept as the exact bytes
 * Meta signed, so the X-Hub-Signature-256 can be checked over it.
 */
export async function whatsAppWebhook(app: FastifyInstance, options: WhatsAppWebhookOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>("/", async (request, reply) => {
    const mode = request.query["hub.mode"];
    const token = request.query["hub.verify_token"];
    const challenge = request.query["hub.challenge"];
    if (
      mode === "subscribe" &&
      typeof challenge === "string" &&
      /^[\w.-]{1,200}$/.test(challenge) &&
      typeof token === "string" &&
      options.verifyToken &&
      sameText(token, options.verifyToken)
    ) {
      return reply.code(200).type("text/plain").send(challenge);
    }
    return reply.code(403).send({ message: "The verify token does not match." });
  });

  const { limiter, log } = options.ctx;
  const summary = notAppliedSummary(log, options.summaryIntervalMs ?? 60_000);
  app.addHook("onClose", async () => summary.stop());

  app.post("/", async (request, reply) => {
    const network = addressNetwork(options.clientAddress(request));
    const allowance = await limiter.peek(UNVERIFIED_CALLBACKS_PER_MINUTE, network);
    if (!allowance.allowed) {
      summary.count("refused");
      return reply
        .code(429)
        .header("Retry-After", String(allowance.retryAfterSeconds))
        .send({ message: "Too many callbacks that could not be verified from your network." });
    }
    const answer = await receiveMetaCallback(
      options.ctx,
      request.body as Buffer,
      request.headers["x-hub-signature-256"] as string | undefined,
    );
    if (answer.status !== 200 || !answer.verified) {
      await limiter.consume(UNVERIFIED_CALLBACKS_PER_MINUTE, network);
    }
    if (answer.status !== 200) {
      summary.count(answer.status === 400 ? "malformed" : "unverified");
      return reply.code(answer.status).send({ message: answer.message });
    }
    if (answer.ignored > 0) summary.count("unknownNumbers");
    return reply.code(200).send({ received: true, ...answer.applied, ignored: answer.ignored });
  });
}
