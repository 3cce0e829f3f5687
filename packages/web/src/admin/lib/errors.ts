import { CombinedGraphQLErrors, ServerError } from "@apollo/client";

/** A message for one input field, as the server returns it with `BAD_USER_INPUT`. */
export interface FieldError {
  path: string;
  message: string;
}

export interface RequestErrorInfo {
  /** What the server said, ready to show; `null` when it said nothing usable (network failure). */
  message: string | null;
  /** `extensions.code` (`UNAUTHENTICATED`, `BAD_USER_INPUT`, …), or `null`. */
  code: string | null;
  /** Per-field messages of a `BAD_USER_INPUT` error. */
  fieldErrors: FieldError[];
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FieldError).path === "string" &&
    typeof (value as FieldError).message === "string"
  );
}

/**
 * Reads an Apollo error: the first GraphQL error's message, code and field errors; for a
 * non-success HTTP answer without GraphQL errors, "status: body".
 */
export function describeRequestError(error: unknown): RequestErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const extensions = first?.extensions ?? {};
    const code = typeof extensions.code === "string" ? extensions.code : null;
    const fieldErrors = Array.isArray(extensions.fieldErrors)
      ? extensions.fieldErrors.filter(isFieldError)
      : [];
    let message = first?.message.trim() || null;
    // Masked server faults carry a request id that matches the server's log.
    if (message && code === "INTERNAL_SERVER_ERROR" && typeof extensions.requestId === "string") {
      message = `${message} (reference ${extensions.requestId})`;
    }
    return { message, code, fieldErrors };
  }
  if (ServerError.is(error)) {
    const body = error.bodyText.trim() || error.response.statusText;
    return { message: `${error.statusCode}: ${body}`, code: null, fieldErrors: [] };
  }
  return { message: null, code: null, fieldErrors: [] };
}

/** The server's message, or the fallback the spec gives for this action. */
export function errorMessage(error: unknown, fallback: string): string {
  return describeRequestError(error).message ?? fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === "UNAUTHENTICATED")
  );
}

/** Whether the server answered that the record this root field asks for does not exist. */
export function isNotFound(error: unknown, field: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (graphQLError) =>
        graphQLError.extensions?.code === "NOT_FOUND" && graphQLError.path?.[0] === field,
    )
  );
}
