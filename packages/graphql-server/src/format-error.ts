import { unwrapResolverError } from "@apollo/server/errors";
import type { GraphQLFormattedError } from "graphql";
import {
  AppError,
  AppErrorCode,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
} from "@aizapy/contracts";
import { isDatabaseUnavailable } from "@aizapy/db";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

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
        code: original.code,
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
        code: AppErrorCode.ServiceUnavailable,
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
