import {
  AppError,
  CONTACT_IMPORT_LIMITS,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  type ErrorCode,
  type Logger,
} from "@aizapy/contracts";
import { graphqlCodeOf } from "@aizapy/graphql-server";
import { isMemberApiPath } from "@aizapy/rest-compat";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "@aizapy/db";

/** Readable messages for the request errors Fastify raises before a handler runs. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is larger than 64 KB.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Send the request body as JSON, with Content-Type: application/json.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_ERR_BAD_URL: "The request URL is malformed.",
};

/** The same errors on a path that takes a CSV file (a contact import). */
const FILE_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The file is larger than ${CONTACT_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the file as CSV, with Content-Type: text/csv.",
};

/** The codes of those request errors, for the paths whose answers carry one. */
const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "request_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
};

/**
 * The answer to anything a handler threw: an AppError as its status and message, a malformed
 * request as 4xx, an unreachable database as 503 with Retry-After, and anything else as a masked
 * 500 whose request id matches the log line (never a stack trace). On the members' paths
 * (/api/auth, /api/workspace) each answer also carries its `code`; the other paths answer as the
 * original console's API did.
 */
export function errorHandler(log: Logger) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const coded = isMemberApiPath(request.url);
    const code = (value: ErrorCode) => (coded ? { code: value } : {});
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header("Retry-After", String(error.retryAfterSeconds));
      reply.code(error.status);
      // GraphQL clients read errors from `errors[]` (as the endpoint itself answers them).
      if (request.url.startsWith("/graphql")) {
        return reply.send({
          errors: [
            {
              message: error.message,
              extensions: {
                code: graphqlCodeOf(error.code),
                ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
              },
            },
          ],
        });
      }
      return reply.send({
        message: error.message,
        ...code(error.code),
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: error.retryAfterSeconds }
          : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const takesFile =
        (request.routeOptions.config as { accepts?: string } | undefined)?.accepts === "text/csv";
      return reply.code(status).send({
        message:
          (takesFile ? FILE_ERROR_MESSAGES[error.code] : undefined) ??
          CLIENT_ERROR_MESSAGES[error.code] ??
          "The request could not be understood.",
        ...code(CLIENT_ERROR_CODES[error.code] ?? "invalid_request"),
      });
    }
    if (isDatabaseUnavailable(error)) {
      log.warn("database unavailable", { requestId: request.id, path: request.url });
      return reply
        .code(503)
        .header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          message: DATABASE_UNAVAILABLE_MESSAGE,
          ...code("service_unavailable"),
          ...(coded ? { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } : {}),
        });
    }
    log.error("unhandled request error", {
      requestId: request.id,
      path: request.url,
      error: error.stack ?? error.message,
    });
    return reply.code(500).send({
      message: "Internal server error",
      ...code("internal_error"),
      requestId: request.id,
    });
  };
}
