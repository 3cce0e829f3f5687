import http from "node:http";
import { WEBHOOK_TIMEOUT_MS } from "@aizapy/contracts";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { resolveWebhookTarget, type WebhookTargetPolicy } from "./target-policy.ts";

const EXCERPT_BYTES = 512;

export interface WebhookResponse {
  /** The endpoint's HTTP status, or null when there was none (refused, timed out). */
  statusCode: number | null;
  latencyMs: number;
  /** What went wrong before an answer, or with it (a redirect, a refused target). */
  error: string | null;
  /** The first characters of the answer's body. */
  responseExcerpt: string | null;
  /** The endpoint's Retry-After, in ms. */
  retryAfterMs: number | undefined;
}

function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * POSTs a webhook. The target is checked against the webhook policy and the connection goes to
 * exactly the addresses checked (no second DNS answer can point it inside); redirects are not
 * followed; the whole attempt is cut at 10 s.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  policy: WebhookTargetPolicy,
): Promise<WebhookResponse> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const target = await resolveWebhookTarget(url, policy);
  if (!target.ok) {
    return {
      statusCode: null,
      latencyMs: latency(),
      error: target.message,
      responseExcerpt: null,
      retryAfterMs: undefined,
    };
  }
  const [first] = target.addresses;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, target.addresses);
    else callback(null, first!.address, first!.family);
  };
  const parsed = new URL(url);
  const client = parsed.protocol === "https:" ? https : http;

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookResponse, "latencyMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: latency() });
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: pinned,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "AiZapy-Webhooks/1.0",
        },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = response.statusCode ?? null;
          const redirected = status !== null && status >= 300 && status < 400;
          finish({
            statusCode: status,
            error: redirected
              ? `Redirect to ${response.headers.location ?? "?"} not followed`
              : null,
            responseExcerpt:
              size > 0 ? Buffer.concat(chunks).toString("utf8").slice(0, EXCERPT_BYTES) : null,
            retryAfterMs: retryAfterMs(response.headers["retry-after"], Date.now()),
          });
          response.destroy();
        };
        response.on("data", (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) done();
        });
        response.on("end", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`));
    }, WEBHOOK_TIMEOUT_MS);
    request.on("error", (error) =>
      finish({
        statusCode: null,
        error: error.message,
        responseExcerpt: null,
        retryAfterMs: undefined,
      }),
    );
    request.end(body);
  });
}
