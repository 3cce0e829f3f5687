import type { FieldError } from "@aizapy/contracts";

/**
 * The one error type services throw for expected failures. Its code decides the GraphQL
 * `extensions.code` and the REST status (see rest-compat), so both transports agree.
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
