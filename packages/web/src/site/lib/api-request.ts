/**
 * A tiny JSON client for the public pages' REST calls (the account pages post to /api/auth/*).
 * Like `graphql-request.ts`, one `fetch` and no library: errors come back as `ApiRequestError`.
 */

export interface ApiFieldError {
  path: string;
  message: string;
}

interface ApiErrorPayload {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  retryAfterSeconds?: unknown;
}

/** A refused or failed request: the server's answer, or a network failure (status 0). */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  /** The HTTP status; 0 when no answer arrived (offline, blocked, not JSON). */
  readonly status: number;
  /**
   * The server's `code` (`invalid_request`, `unauthorized`, `email_taken`, `signup_disabled`,
   * `invalid_link`, `already_member`, `maintenance`, …); `too_many_requests` for a 429 without
   * one, `network_error` when no answer arrived, `server_error` otherwise.
   */
  readonly code: string;
  /** Per-field messages (`errors: [{ path, message }]`). */
  readonly fieldErrors: readonly ApiFieldError[];
  /** How long to wait before trying again (429 and 503), from the body or `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;
  /** Whether the message came from the server (and may be shown as is). */
  readonly isFromServer: boolean;

  constructor(
    message: string,
    options: {
      status: number;
      code: string;
      fieldErrors?: readonly ApiFieldError[];
      retryAfterSeconds?: number;
      isFromServer: boolean;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.isFromServer = options.isFromServer;
  }
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** Injected in tests. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

const positiveSeconds = (value: unknown): number | undefined => {
  const seconds = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : undefined;
};

const fieldErrorsOf = (value: unknown): ApiFieldError[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is ApiFieldError =>
          typeof item === "object" &&
          item !== null &&
          typeof (item as ApiFieldError).path === "string" &&
          typeof (item as ApiFieldError).message === "string",
      )
    : [];

function codeOf(status: number, code: unknown): string {
  if (typeof code === "string" && code !== "") return code;
  if (status === 429) return "too_many_requests";
  return "server_error";
}

/** POSTs `body` as JSON to `path` and returns the JSON answer, or throws an `ApiRequestError`. */
export async function postJson<TResult>(
  path: string,
  body: object,
  { signal, fetch = globalThis.fetch }: ApiRequestOptions = {},
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new ApiRequestError("Network request failed", {
      status: 0,
      code: "network_error",
      isFromServer: false,
      cause,
    });
  }

  const text = await response.text().catch(() => "");
  let payload: unknown = undefined;
  if (text !== "") {
    try {
      payload = JSON.parse(text);
    } catch (cause) {
      if (response.ok) {
        throw new ApiRequestError(`${response.status}: ${response.statusText}`, {
          status: 0,
          code: "network_error",
          isFromServer: false,
          cause,
        });
      }
    }
  }
  if (response.ok) return payload as TResult;

  const error = (typeof payload === "object" && payload !== null ? payload : {}) as ApiErrorPayload;
  const message = typeof error.message === "string" ? error.message.trim() : "";
  throw new ApiRequestError(message || `${response.status}: ${response.statusText}`, {
    status: response.status,
    code: codeOf(response.status, error.code),
    fieldErrors: fieldErrorsOf(error.errors),
    retryAfterSeconds:
      positiveSeconds(error.retryAfterSeconds) ??
      positiveSeconds(response.headers.get("retry-after")),
    isFromServer: message !== "",
  });
}
