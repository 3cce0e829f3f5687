import { CombinedGraphQLErrors, ServerError } from "@apollo/client";

/** A message for one input field, as the server returns it with `BAD_USER_INPUT` or `CONFLICT`. */
export interface FieldError {
  path: string;
  message: string;
}

export interface RequestErrorInfo {
  /** What the server said, ready to show; `null` when it said nothing usable (network failure). */
  message: string | null;
  /** `extensions.code` (`UNAUTHENTICATED`, `BAD_USER_INPUT`, …), or `null`. */
  code: string | null;
  /** Per-field messages of a `BAD_USER_INPUT` (or `CONFLICT`) error. */
  fieldErrors: FieldError[];
  /** `extensions.retryAfterSeconds` of a `SERVICE_UNAVAILABLE` error, or `null`. */
  retryAfterSeconds: number | null;
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FieldError).path === "string" &&
    typeof (value as FieldError).message === "string"
  );
}

const NOTHING_USABLE: RequestErrorInfo = {
  message: null,
  code: null,
  fieldErrors: [],
  retryAfterSeconds: null,
};

/**
 * Reads an Apollo error: the first GraphQL error's message, code, field errors and retry delay;
 * for a non-success HTTP answer without GraphQL errors, "status: body".
 */
export function describeRequestError(error: unknown): RequestErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const extensions = first?.extensions ?? {};
    const code = typeof extensions.code === "string" ? extensions.code : null;
    const fieldErrors = Array.isArray(extensions.fieldErrors)
      ? extensions.fieldErrors.filter(isFieldError)
      : [];
    const retryAfterSeconds =
      typeof extensions.retryAfterSeconds === "number" ? extensions.retryAfterSeconds : null;
    let message = first?.message.trim() || null;
    // Masked server faults carry a request id that matches the server's log.
    if (message && code === "INTERNAL_SERVER_ERROR" && typeof extensions.requestId === "string") {
      message = `${message} (reference ${extensions.requestId})`;
    }
    return { message, code, fieldErrors, retryAfterSeconds };
  }
  if (ServerError.is(error)) {
    const body = error.bodyText.trim() || error.response.statusText;
    return { ...NOTHING_USABLE, message: `${error.statusCode}: ${body}` };
  }
  return NOTHING_USABLE;
}

/** The server's message, or the fallback for this action. */
export function errorMessage(error: unknown, fallback: string): string {
  return describeRequestError(error).message ?? fallback;
}

/** Whether any of the answer's GraphQL errors has this code (on this root field, if one is named). */
function hasCode(error: unknown, code: string, field?: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (graphQLError) =>
        graphQLError.extensions?.code === code &&
        (field === undefined || graphQLError.path?.[0] === field),
    )
  );
}

/** The session token is missing, expired or revoked (signed out, or the account removed). */
export const isUnauthenticated = (error: unknown): boolean => hasCode(error, "UNAUTHENTICATED");

/** The platform is closed for maintenance (or briefly unavailable): nothing can be done now. */
export const isServiceUnavailable = (error: unknown): boolean =>
  hasCode(error, "SERVICE_UNAVAILABLE");

/** The signed-in role may not do this (a workspace's agents and the keys, webhook, billing, team). */
export const isForbidden = (error: unknown): boolean => hasCode(error, "FORBIDDEN");

/** Whether the server answered that the record this root field asks for does not exist. */
export const isNotFound = (error: unknown, field: string): boolean =>
  hasCode(error, "NOT_FOUND", field);
