import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// A business's webhook endpoint in the test process: every delivery is verified on arrival with
// the `standardwebhooks` library (the signing secret of the configuration its path names) and
// grouped by its `webhook-id`, so a suite can ask whether each event arrived, how often, and
// whether every delivery of one id carried the same body.

export interface ReceivedEvent {
  id: string;
  /** Which configuration's URL it came to. */
  endpoint: string;
  /** Every distinct body delivered under this id (one, unless something is wrong). */
  bodies: Set<string>;
  deliveries: number;
  /** The parsed payload of the first delivery. */
  payload: {
    type: string;
    data: { message_id: string; status?: string; [field: string]: unknown };
  };
}

export interface WebhookEndpoint {
  /** The URL to give a configuration: deliveries to it are verified with its secret. */
  urlFor(endpoint: string): string;
  /** The secret deliveries to `endpoint` must be signed with (set once it is known). */
  trust(endpoint: string, secret: string): void;
  events: Map<string, ReceivedEvent>;
  /** Deliveries in all, refused ones included. */
  deliveries(): number;
  /** Deliveries whose signature did not verify, or that came to an unknown endpoint. */
  rejected: string[];
  /** The first attempt of this share of events is answered 500 (the product must retry). */
  refuseFirstAttempts(share: number): void;
  refusedFirstAttempts(): number;
  close(): Promise<void>;
}

export async function startWebhookEndpoint(): Promise<WebhookEndpoint> {
  const secrets = new Map<string, Webhook>();
  const events = new Map<string, ReceivedEvent>();
  const rejected: string[] = [];
  const refused = new Set<string>();
  let refuseShare = 0;
  let deliveries = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries++;
      const body = Buffer.concat(chunks).toString("utf8");
      const endpoint = decodeURIComponent((request.url ?? "/").replace(/^\/hooks\//, ""));
      const id = String(request.headers["webhook-id"] ?? "");
      const verifier = secrets.get(endpoint);
      let payload: ReceivedEvent["payload"];
      try {
        if (!verifier) throw new Error(`no secret for endpoint ${endpoint}`);
        payload = verifier.verify(body, {
          "webhook-id": id,
          "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""),
          "webhook-signature": String(request.headers["webhook-signature"] ?? ""),
        }) as ReceivedEvent["payload"];
      } catch (error) {
        rejected.push(`${id} at ${endpoint}: ${(error as Error).message}`);
        response.writeHead(400).end("signature does not verify");
        return;
      }
      const known = events.get(id);
      if (!known && refuseShare > 0 && !refused.has(id) && Math.random() < refuseShare) {
        // A first attempt that fails: the event must come again under the same id.
        refused.add(id);
        response.writeHead(500).end("try again");
        return;
      }
      if (known) {
        known.deliveries++;
        known.bodies.add(body);
      } else {
        events.set(id, { id, endpoint, bodies: new Set([body]), deliveries: 1, payload });
      }
      response.writeHead(200).end("ok");
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/`;

  return {
    urlFor: (endpoint) => base + encodeURIComponent(endpoint),
    trust: (endpoint, secret) => void secrets.set(endpoint, new Webhook(secret)),
    events,
    deliveries: () => deliveries,
    rejected,
    refuseFirstAttempts: (share) => void (refuseShare = share),
    refusedFirstAttempts: () => refused.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
