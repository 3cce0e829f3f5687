import type { FieldError } from "./field-errors.ts";

/**
 * Every refusal the product answers, wherever it comes from (services, messaging, transports):
 * its code, the HTTP status it means on REST and /v1 alike, and what it means to an integrator
 * (the /v1 documentation shows these). GraphQL maps each code to its own extension code.
 */
export const ERRORS = {
  invalid_request: {
    status: 400,
    description: "The body or a parameter is invalid; `details` names each field.",
  },
  unauthorized: { status: 401, description: "The API key is missing, unknown or revoked." },
  business_not_active: { status: 403, description: "The key's business is suspended or inactive." },
  not_found: {
    status: 404,
    description: "No such message or contact for this API key's business.",
  },
  idempotency_key_in_use: {
    status: 409,
    description: "A request with this Idempotency-Key is still being processed.",
  },
  no_active_configuration: {
    status: 409,
    description: "The business has no active API configuration to send through.",
  },
  request_too_large: {
    status: 413,
    description:
      "The body is larger than 64 KB, or an uploaded file is larger than the limit for its type.",
  },
  unsupported_media_type: {
    status: 415,
    description: "Send JSON with Content-Type: application/json.",
  },
  unsupported_media: {
    status: 400,
    description:
      "The uploaded file is not of a type WhatsApp takes: JPEG, PNG, MP4, MP3, AAC, PDF or DOC.",
  },
  template_not_found: {
    status: 422,
    description: "No approved template with this name and language.",
  },
  template_params_mismatch: {
    status: 422,
    description: "The parameters do not match the template's placeholders.",
  },
  outside_service_window: {
    status: 422,
    description:
      "Free-form text needs a message from the recipient in the last 24 hours; send a template instead.",
  },
  contact_opted_out: {
    status: 422,
    description:
      "The recipient opted out of marketing from your business: marketing templates are refused (utility and authentication templates still go).",
  },
  idempotency_key_reused: {
    status: 422,
    description: "This Idempotency-Key was used with a different request body.",
  },
  rate_limited: {
    status: 429,
    description: "A limit of this API key is used up; wait for `Retry-After` seconds.",
  },
  internal_error: {
    status: 500,
    description: "Something failed on our side; the answer carries a request id.",
  },
  service_unavailable: {
    status: 503,
    description: "The service is briefly unavailable; retry after `Retry-After` seconds.",
  },
  forbidden: { status: 403, description: "The caller may not do this." },
  conflict: { status: 409, description: "The request conflicts with what is stored now." },
  email_taken: { status: 409, description: "An account with this email already exists." },
  already_member: { status: 409, description: "This person already belongs to a business." },
  last_owner: { status: 409, description: "A business always keeps one owner." },
  signup_disabled: { status: 403, description: "Sign-ups are paused by the operator." },
  email_not_verified: { status: 403, description: "Verify your email address first." },
  invalid_link: { status: 400, description: "The link is invalid, used or expired." },
  maintenance: {
    status: 503,
    description: "The platform is down for maintenance; retry after `Retry-After` seconds.",
  },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The codes the /v1 API answers, in the order its documentation lists them. */
const V1_ERROR_CODES = [
  "invalid_request",
  "unauthorized",
  "business_not_active",
  "not_found",
  "idempotency_key_in_use",
  "no_active_configuration",
  "request_too_large",
  "unsupported_media_type",
  "unsupported_media",
  "template_not_found",
  "template_params_mismatch",
  "outside_service_window",
  "contact_opted_out",
  "conflict",
  "idempotency_key_reused",
  "rate_limited",
  "internal_error",
  "service_unavailable",
  "maintenance",
] as const satisfies readonly ErrorCode[];

export type V1ErrorCode = (typeof V1_ERROR_CODES)[number];

/** The /v1 codes with their status and meaning: what the OpenAPI document and the docs show. */
export const V1_ERRORS = Object.fromEntries(V1_ERROR_CODES.map((code) => [code, ERRORS[code]])) as {
  [Code in V1ErrorCode]: (typeof ERRORS)[Code];
};

export interface AppErrorOptions {
  /** For invalid_request: one message per field. */
  fieldErrors?: FieldError[];
  /** More about the refusal, in a shape of the code's own (counts, expected values). */
  details?: unknown;
  /** For rate_limited and service_unavailable: when the caller may try again. */
  retryAfterSeconds?: number;
}

/**
 * The one error type every part of the product throws for an expected refusal. Each transport
 * answers it in its own shape; anything else is a fault, masked as a 500 with a request id.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly fieldErrors: FieldError[] | undefined;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The HTTP status of its code. */
  get status(): number {
    return ERRORS[this.code].status;
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);

/** Seconds a client is asked to wait while the operator has the platform in maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;
export const PLATFORM_MAINTENANCE_MESSAGE =
  "Ai Zapy is down for scheduled maintenance. Messages already accepted are still being delivered; please try again in a few minutes.";

/** Seconds a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Please try again in a few seconds.";
