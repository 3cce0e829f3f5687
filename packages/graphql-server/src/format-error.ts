import { unwrapResolverError } from "@apollo/server/errors";
import type { GraphQLFormattedError } from "graphql";
import {
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  type ErrorCode,
} from "@aizapy/contracts";
import { isDatabaseUnavailable } from "@aizapy/db";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** Each error code as GraphQL clients know it: `extensions.code`, in Apollo's vocabulary. */
const GRAPHQL_CODES: Record<ErrorCode, string> = {
  invalid_request: "BAD_USER_INPUT",
  unauthorized: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  business_not_active: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  idempotency_key_in_use: "CONFLICT",
  no_active_configuration: "CONFLICT",
  request_too_large: "BAD_USER_INPUT",
  unsupported_media: "BAD_USER_INPUT",
  unsupported_media_type: "BAD_USER_INPUT",
  template_not_found: "BAD_USER_INPUT",
  template_params_mismatch: "BAD_USER_INPUT",
  outside_service_window: "BAD_USER_INPUT",
  contact_opted_out: "BAD_USER_INPUT",
  idempotency_key_reused: "BAD_USER_INPUT",
  rate_limited: "TOO_MANY_REQUESTS",
  internal_error: "INTERNAL_SERVER_ERROR",
  service_unavailable: "SERVICE_UNAVAILABLE",
  email_taken: "CONFLICT",
  already_member: "CONFLICT",
  last_owner: "CONFLICT",
  signup_disabled: "FORBIDDEN",
  email_not_verified: "FORBIDDEN",
  invalid_link: "BAD_USER_INPUT",
  maintenance: "SERVICE_UNAVAILABLE",
};

export const graphqlCodeOf = (code: ErrorCode): string => GRAPHQL_CODES[code];

/** An error the client caused or may act on, as opposed to a fault of ours. */
export function isExpectedError(error: unknown, code: unknown): boolean {
  return (
    unwrapResolverError(error) instanceof AppError ||
    (typeof code === "string" && code !== "INTERNAL_SERVER_ERROR")
  );
}

/**
 * What a client sees of an error: AppErrors with their code and details, GraphQL's own request
 * errors as they are, and anything else masked (the errors plugin logs it with the request id).
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: {
        code: graphqlCodeOf(original.code),
        ...(original.fieldErrors ? { fieldErrors: original.fieldErrors } : {}),
        ...(original.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: original.retryAfterSeconds }
          : {}),
      },
    };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      message: DATABASE_UNAVAILABLE_MESSAGE,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: {
        code: graphqlCodeOf("service_unavailable"),
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      },
    };
  }
  if (isExpectedError(error, formatted.extensions?.code)) return formatted;
  return {
    message: INTERNAL_ERROR_MESSAGE,
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}
