import {
  addressNetwork,
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  ERRORS,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  PLATFORM_MAINTENANCE_MESSAGE,
  readBearerToken,
  FREE_FORM_MESSAGE_TYPES,
  sendMessageSchema,
  sendTemplateMessageSchema,
  sendTextMessageSchema,
  toFieldErrors,
  type ErrorCode,
  type SendMessage,
} from "@aizapy/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type {
  ApiKeyAuthenticator,
  ApiKeyCaller,
  ApiKeyCheck,
} from "../api-keys/authenticate-api-key.ts";
import type { PlatformContext } from "../context.ts";
import { claimIdempotencyKey, requestFingerprint } from "../idempotency/idempotency.ts";
import {
  cloudApiSendAnswer,
  fromCloudApiBody,
  requireOwnPhoneNumberId,
  toCloudApiError,
} from "./cloud-api-compatible.ts";
import {
  acceptMessage,
  type AcceptedMessage,
  sendAnswer,
  type SendRequest,
} from "../messages/accept-message.ts";
import { getMessageStatus } from "../messages/get-message-status.ts";
import {
  ANONYMOUS_CALLS_PER_MINUTE,
  CALLS_PER_MINUTE,
  limitExceeded,
  MESSAGES_PER_HOUR,
  MESSAGES_PER_SECOND,
} from "../messages/message-limits.ts";
import { rateLimitHeaders, type AppliedLimit } from "./rate-limit-headers.ts";

export interface V1ApiOptions {
  ctx: PlatformContext;
  authenticator: ApiKeyAuthenticator;
  /** The client's address as the host resolved it (honours the host's proxy settings). */
  clientAddress(request: FastifyRequest): string;
  isDatabaseUnavailable(error: unknown): boolean;
  /** Whether the operator has the platform in maintenance: every call but the document is 503. */
  inMaintenance(): Promise<boolean>;
  openApiDocument: object;
  /** More paths of the API (the contacts), registered behind the same keys, limits and errors. */
  extensions?: readonly V1Extension[];
}

/** What an extension's routes are guarded with: the call's key, checked and counted. */
export interface V1Guard {
  /** An onRequest hook: refuses a call without a valid key or of an inactive business. */
  authenticated: (request: FastifyRequest) => Promise<void>;
  /** The business and key of a call `authenticated` let through. */
  callerOf(request: FastifyRequest): { businessId: string; apiKeyId: string };
}

export type V1Extension = (app: FastifyInstance, guard: V1Guard) => void | Promise<void>;

declare module "fastify" {
  interface FastifyRequest {
    v1Caller: ApiKeyCaller | null;
    /** What the request's key (or its absence) was found to be. */
    v1KeyCheck: ApiKeyCheck | null;
    v1Limits: AppliedLimit[];
  }
}

/** How a send path answers an accepted message, fresh or replayed for its Idempotency-Key. */
type SendAnswerOf = (
  accepted: AcceptedMessage,
  sent: SendRequest,
  request: FastifyRequest,
) => object;

const SEND_POLICIES = [MESSAGES_PER_SECOND, MESSAGES_PER_HOUR, CALLS_PER_MINUTE];
const OTHER_POLICIES = [CALLS_PER_MINUTE];
/** The limits every call counts against: its key's, or without a valid key its address's. */
const CALL_POLICIES = [CALLS_PER_MINUTE, ANONYMOUS_CALLS_PER_MINUTE];
const isSend = (url: string) =>
  /^\/v1\/(messages\/(send|template)|[^/?]+\/messages)\/?(\?|$)/.test(url);

/** Fastify's own refusals of a malformed request, as /v1 codes. */
const CLIENT_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ["request_too_large", "The request body is larger than 64 KB."],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    "unsupported_media_type",
    "Send the body as JSON with Content-Type: application/json.",
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [
    "invalid_request",
    "The request body is not a valid JSON object.",
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    "invalid_request",
    "The request body is empty; send a JSON object.",
  ],
};

function validate<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error);
  throw new AppError("invalid_request", fieldErrors[0]?.message ?? "Invalid request", {
    fieldErrors,
  });
}

/**
 * A free-form message as the accept path takes it, under its own type. A body that names no
 * other type is a text, checked field by field as a text always was.
 */
function parseFreeForm(body: unknown): SendRequest {
  const type = (body as { type?: unknown } | null)?.type;
  const other = FREE_FORM_MESSAGE_TYPES.find((known) => known !== "text" && known === type);
  if (!other) return { type: "text", message: validate(sendTextMessageSchema, body) };
  const message = validate(sendMessageSchema, body) as Exclude<SendMessage, { type: "text" }>;
  return { type: message.type, message };
}

function errorBody(code: ErrorCode, message: string, details: unknown = null) {
  return { error: { code, message, details } };
}

/** An AppError as /v1 answers it: field errors are its invalid_request details. */
const appErrorBody = (error: AppError) =>
  errorBody(
    error.code,
    error.message,
    error.details ?? (error.fieldErrors ? { fields: error.fieldErrors } : null),
  );

/**
 * The customer messaging API (mount with prefix "/v1"): bearer API keys, the documented limits
 * with RateLimit headers on every answer, JSON errors `{error: {code, message, details}}`.
 */
export async function v1Api(app: FastifyInstance, options: V1ApiOptions): Promise<void> {
  const { ctx, authenticator } = options;
  // JSON only: any other body is 415, not text for the validators to puzzle over.
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("v1Caller", null);
  app.decorateRequest("v1KeyCheck", null);
  app.decorateRequest("v1Limits", null as unknown as AppliedLimit[]);

  // Every request is identified first, whatever its path: the key's caller, or none.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    request.v1Limits = [];
    const check = await authenticator.authenticate(readBearerToken(request.headers.authorization));
    request.v1KeyCheck = check;
    if (check.ok) request.v1Caller = check.caller;
    // Accepted messages keep going out; nothing new is taken in (and nothing counted).
    if (!/^\/v1\/openapi\.json(\?|$)/.test(request.url) && (await options.inMaintenance())) {
      return reply
        .code(503)
        .header("Retry-After", String(MAINTENANCE_RETRY_AFTER_SECONDS))
        .send(errorBody("maintenance", PLATFORM_MAINTENANCE_MESSAGE));
    }
  });

  // Every answer carries the limits it was counted against, refusals included.
  app.addHook("onSend", async (request, reply) => {
    const announced = request.v1Caller
      ? isSend(request.url)
        ? SEND_POLICIES
        : OTHER_POLICIES
      : [ANONYMOUS_CALLS_PER_MINUTE];
    reply.headers(rateLimitHeaders(announced, request.v1Limits));
  });

  /**
   * Counts the request once: against its key's calls per minute, or without a valid key against
   * its address's; refuses it past the limit. A send that its accept path decided has been
   * counted there, with its message limits, and is not counted again.
   */
  const countCall = async (request: FastifyRequest) => {
    if (request.v1Limits.some(({ policy }) => CALL_POLICIES.includes(policy))) return;
    const caller = request.v1Caller;
    const policy = caller ? CALLS_PER_MINUTE : ANONYMOUS_CALLS_PER_MINUTE;
    const state = await ctx.limiter.consume(
      policy,
      caller ? caller.apiKeyId : addressNetwork(options.clientAddress(request)),
    );
    request.v1Limits.push({ policy, state });
    if (state.allowed) return;
    if (caller) throw limitExceeded(policy, state);
    throw new AppError("rate_limited", "Too many requests without a valid API key.", {
      retryAfterSeconds: state.retryAfterSeconds,
    });
  };

  /**
   * Refuses a request without a valid key, or of a business that may not use the API. Every call
   * counts against a limit: here, or for a send, together with its message limits in the
   * accept's own statement (its refusals before that count in `send`).
   */
  const requireCaller =
    ({ countedBySend }: { countedBySend: boolean }) =>
    async (request: FastifyRequest) => {
      const check = request.v1KeyCheck!;
      if (!check.ok) {
        await countCall(request);
        throw new AppError(
          "unauthorized",
          // A revoked key is answered as one that never existed: its holder learns nothing.
          check.reason === "missing"
            ? "Send your API key as Authorization: Bearer <key>."
            : "This API key is not valid.",
        );
      }
      const active = check.caller.businessStatus === "active";
      if (!countedBySend || !active) await countCall(request);
      if (!active) {
        throw new AppError(
          "business_not_active",
          `This business is ${check.caller.businessStatus}; it cannot use the API until an operator reactivates it.`,
        );
      }
    };

  const send =
    (route: string, parse: (body: unknown) => SendRequest, answer: SendAnswerOf = sendAnswer) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await acceptSend(route, parse, answer, request, reply);
      } catch (error) {
        // Refused before the accept path decided it (invalid input, an Idempotency-Key in use),
        // or failed: the call counts here.
        await countCall(request);
        throw error;
      }
    };

  async function acceptSend(
    route: string,
    parse: (body: unknown) => SendRequest,
    answer: SendAnswerOf,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const caller = request.v1Caller!;
    const sendRequest = parse(request.body);
    const key = request.headers["idempotency-key"];
    if (key !== undefined && (typeof key !== "string" || !/^[\x21-\x7e]{1,255}$/.test(key))) {
      throw new AppError(
        "invalid_request",
        `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`,
        { fieldErrors: [{ path: "Idempotency-Key", message: "Invalid header value" }] },
      );
    }
    const claim = key
      ? await claimIdempotencyKey(
          ctx.sql,
          caller.businessId,
          key,
          requestFingerprint(route, request.body),
          ctx.clock.now(),
        )
      : undefined;
    if (claim?.kind === "replay") {
      await countCall(request);
      return reply
        .code(claim.status)
        .header("Idempotent-Replayed", "true")
        .send(answer(claim.body as AcceptedMessage, sendRequest, request));
    }
    try {
      const party = {
        businessId: caller.businessId,
        apiKeyId: caller.apiKeyId,
        source: "api",
        sender: { type: "api_key", id: caller.apiKeyId },
      } as const;
      const result = await acceptMessage(ctx, party, sendRequest, {
        alsoCount: [CALLS_PER_MINUTE],
        ...(claim ? { idempotencyKey: claim.key } : {}),
      });
      request.v1Limits.unshift(...result.limits);
      if ("refused" in result) throw result.refused;
      return reply.code(200).send(answer(result.accepted, sendRequest, request));
    } catch (error) {
      await claim?.release().catch(() => undefined);
      throw error;
    }
  }

  // Served without a key; counted like any call (against the key when one is sent).
  app.get("/openapi.json", async (request) => {
    await countCall(request);
    return options.openApiDocument;
  });

  app.post("/messages/send", {
    onRequest: requireCaller({ countedBySend: true }),
    handler: send("POST /v1/messages/send", parseFreeForm),
  });
  app.post("/messages/template", {
    onRequest: requireCaller({ countedBySend: true }),
    handler: send("POST /v1/messages/template", (body) => ({
      type: "template",
      message: validate(sendTemplateMessageSchema, body),
    })),
  });
  // Meta's Cloud API send, on the business's own phone number id: translated into the send above
  // and answered, refusals included, in Meta's shapes.
  app.post<{ Params: { phoneNumberId: string } }>("/:phoneNumberId/messages", {
    onRequest: requireCaller({ countedBySend: true }),
    preHandler: async (request) =>
      requireOwnPhoneNumberId(ctx.sql, request.v1Caller!.businessId, request.params.phoneNumberId),
    preSerialization: async (
      request: FastifyRequest<{ Params: { phoneNumberId: string } }>,
      reply,
      payload,
    ) => {
      const refusal = toCloudApiError(payload, {
        phoneNumberId: request.params.phoneNumberId,
        requestId: request.id,
      });
      if (!refusal) return payload;
      reply.code(refusal.status);
      return refusal.body;
    },
    handler: send(
      "POST /v1/{phone_number_id}/messages",
      (body) => {
        const sent = fromCloudApiBody(body);
        return sent.type === "template"
          ? { type: "template", message: validate(sendTemplateMessageSchema, sent.body) }
          : parseFreeForm(sent.body);
      },
      (accepted, sent, request) =>
        cloudApiSendAnswer(
          String((request.body as { to?: unknown }).to),
          sent.message.to,
          accepted.message_id,
        ),
    ),
  });
  app.get<{ Params: { messageId: string } }>("/messages/:messageId/status", {
    onRequest: requireCaller({ countedBySend: false }),
    handler: async (request) => getMessageStatus(ctx, request.v1Caller!, request.params.messageId),
  });

  app.setNotFoundHandler(async (request, reply) => {
    await countCall(request);
    reply
      .code(404)
      .send(errorBody("not_found", "There is no such path in the API; see /v1/openapi.json."));
  });

  app.setErrorHandler(async (caught: FastifyError, request, reply) => {
    // Whatever refused the request, its body before any handler ran included, it was a call:
    // counted once, and past the limit the 429 is the answer. A count that fails (the database
    // away) leaves the refusal that was caught as the answer.
    const limited = await countCall(request).then(
      () => undefined,
      (refusal: unknown) => (refusal instanceof AppError ? refusal : undefined),
    );
    const error = limited ?? caught;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header("Retry-After", String(error.retryAfterSeconds));
      return reply.code(error.status).send(appErrorBody(error));
    }
    const known = CLIENT_ERRORS[error.code];
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" && request.routeOptions.bodyLimit) {
      // A path that takes a file has its own limit (a contact import's CSV): name that one.
      const megabytes = request.routeOptions.bodyLimit / (1024 * 1024);
      if (megabytes >= 1) {
        return reply
          .code(413)
          .send(errorBody("request_too_large", `The request body is larger than ${megabytes} MB.`));
      }
    }
    if (known) return reply.code(ERRORS[known[0]].status).send(errorBody(known[0], known[1]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(400)
        .send(errorBody("invalid_request", "The request could not be understood."));
    }
    if (options.isDatabaseUnavailable(error)) {
      return reply
        .code(503)
        .header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            "service_unavailable",
            "The service is briefly unavailable; retry in a few seconds.",
          ),
        );
    }
    ctx.log.error("unhandled /v1 error", {
      requestId: request.id,
      path: request.url,
      error: error.stack ?? error.message,
    });
    return reply.code(500).send(
      errorBody("internal_error", "Something went wrong on our side.", {
        request_id: request.id,
      }),
    );
  });

  // Registered last: a scope an extension opens inherits the error handler set above.
  const guard: V1Guard = {
    authenticated: requireCaller({ countedBySend: false }),
    callerOf: (request) => request.v1Caller!,
  };
  for (const extension of options.extensions ?? []) await extension(app, guard);
}
