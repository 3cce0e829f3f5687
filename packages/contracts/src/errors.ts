import type { FieldError } from "./field-errors.ts";

/**
 * The one error type services throw for expected failures. Its code decides the GraphQL
 * `extensions.code` and the HTTP status of the REST and /v1 answers (httpStatusOf), so every
 * transport agrees.
 */
export const AppErrorCode = {
  BadUserInput: "BAD_USER_INPUT",
  Unauthenticated: "UNAUTHENTICATED",
  Forbidden: "FORBIDDEN",
  NotFound: "NOT_FOUND",
  Conflict: "CONFLICT",
  TooManyRequests: "TOO_MANY_REQUESTS",
  ServiceUnavailable: "SERVICE_UNAVAILABLE",
} as const;

export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export interface AppErrorOptions {
  fieldErrors?: FieldError[];
  /** For TOO_MANY_REQUESTS: when the caller may try again. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  override name = "AppError";
  readonly fieldErrors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new AppError(AppErrorCode.NotFound, `${what} not found`);

/** The HTTP status of each code: the one place any transport takes it from. */
const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function httpStatusOf(code: AppErrorCode): number {
  return HTTP_STATUS[code];
}

export function isAppErrorCode(code: unknown): code is AppErrorCode {
  return typeof code === "string" && code in HTTP_STATUS;
}

/** Seconds a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Please try again in a few seconds.";
