import type { Response } from "express";
import type { GraphQLFormattedError } from "graphql";
import type { FieldError } from "./options.ts";

/** HTTP status for each error code the services use; the one place REST statuses come from. */
const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function sendJsonError(
  res: Response,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  res.status(status).json({ message, ...extra });
}

/**
 * Answers with the first GraphQL error as a REST error. Codes the services do not use (a
 * document REST itself built was refused) are our fault: 500, details masked.
 */
export function sendGraphQLError(res: Response, error: GraphQLFormattedError): void {
  const code = String(error.extensions?.code ?? "");
  const status = STATUS_BY_CODE[code];
  if (!status) {
    sendJsonError(res, 500, "Internal server error", { requestId: res.locals.requestId });
    return;
  }
  const fieldErrors = error.extensions?.fieldErrors as FieldError[] | undefined;
  const retryAfterSeconds = error.extensions?.retryAfterSeconds as number | undefined;
  if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
  sendJsonError(res, status, error.message, {
    ...(fieldErrors ? { errors: fieldErrors } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}
