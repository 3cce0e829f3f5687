import type { SendOutcome } from "../provider.ts";

// How Meta's Cloud API error codes translate into what the pipeline does with the message.

/** Meta's error codes that decide a message's fate, with what the console and webhooks call them. */
export const GRAPH_ERROR_CODES = {
  /** Outside the customer service window (re-engagement needs a template). */
  131047: { title: "Re-engagement message", outcome: "failed" },
  /** The recipient cannot receive the message. */
  131026: { title: "Message undeliverable", outcome: "failed" },
  /** The phone number's throughput limit was hit. */
  130429: { title: "Rate limit hit", outcome: "retry" },
  /** Too many messages to this recipient in a short time (pair rate limit). */
  131056: { title: "Pair rate limit hit", outcome: "retry" },
  /** The parameters do not match the template. */
  132000: { title: "Template parameter count mismatch", outcome: "failed" },
  /** No such template (or not in this language). */
  132001: { title: "Template does not exist", outcome: "failed" },
  /** The access token is invalid or expired: nothing sends until it is replaced. */
  190: { title: "Access token invalid or expired", outcome: "park" },
} as const satisfies Record<number, { title: string; outcome: SendOutcome["kind"] }>;

/** Meta's error body: `{error: {message, type, code, error_subcode, error_data: {details}}}`. */
interface GraphErrorBody {
  error?: {
    message?: unknown;
    code?: unknown;
    error_data?: { details?: unknown };
  };
}

/** After a pair-rate-limit refusal Meta expects about 6 s per message to one recipient. */
const PAIR_RETRY_MS = 6_000;

/** What an unsuccessful answer of the Graph API means for the message. */
export function outcomeOfGraphError(
  status: number,
  body: unknown,
  retryAfterMs?: number,
): SendOutcome {
  const error = (body as GraphErrorBody | null)?.error;
  const code = typeof error?.code === "number" ? error.code : undefined;
  const message = typeof error?.message === "string" ? error.message : `HTTP ${status}`;
  const details = typeof error?.error_data?.details === "string" ? error.error_data.details : null;
  const known =
    code !== undefined ? GRAPH_ERROR_CODES[code as keyof typeof GRAPH_ERROR_CODES] : undefined;
  if (known?.outcome === "failed") {
    return {
      kind: "failed",
      error: { code: code!, title: known.title, detail: details ?? message },
    };
  }
  if (known?.outcome === "park") {
    return { kind: "park", reason: `${known.title} (${code}): ${message}` };
  }
  if (known?.outcome === "retry") {
    return {
      kind: "retry",
      reason: `${known.title} (${code})`,
      retryAfterMs: retryAfterMs ?? (code === 131056 ? PAIR_RETRY_MS : undefined),
    };
  }
  if (status === 429 || status >= 500) {
    return {
      kind: "retry",
      reason: `${message} (HTTP ${status})`,
      ...(retryAfterMs ? { retryAfterMs } : {}),
    };
  }
  if (status === 401)
    return { kind: "park", reason: `The Graph API refused the access token: ${message}` };
  return {
    kind: "failed",
    error: { code: code ?? status, title: message, detail: details },
  };
}
