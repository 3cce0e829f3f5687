import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../context.ts";
import { receiveMetaCallback } from "../providers/whatsapp-cloud/receive-callback.ts";

export interface WhatsAppWebhookOptions {
  ctx: PlatformContext;
  /** WHATSAPP_VERIFY_TOKEN: what Meta's subscription handshake must present. */
  verifyToken: string | undefined;
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

  app.post("/", async (request, reply) => {
    const answer = await receiveMetaCallback(
      options.ctx,
      request.body as Buffer,
      request.headers["x-hub-signature-256"] as string | undefined,
    );
    if (answer.status !== 200) return reply.code(answer.status).send({ message: answer.message });
    if (answer.ignored > 0) {
      options.ctx.log.warn("Meta callback entries for no configured number or account dropped", {
        ignored: answer.ignored,
      });
    }
    return reply.code(200).send({ received: true, ...answer.applied, ignored: answer.ignored });
  });
}
