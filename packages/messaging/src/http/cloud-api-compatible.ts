import {
  AppError,
  businessPhoneNumberId,
  cloudApiErrorOf,
  CLOUD_API_RATE_LIMIT_ERRORS,
  V1_ERRORS,
  type CloudApiError,
  type CloudApiErrorBody,
  type CloudApiSendAnswer,
  type Sql,
  type V1ErrorBody,
  type V1ErrorCode,
} from "@aizapy/contracts";

// POST /v1/{phone_number_id}/messages takes a send written for Meta's Cloud API and answers in
// Meta's shapes; the send itself is /v1's (the same key, limits, idempotency and accept path).
// Meta's codes for /v1's refusals are one table, CLOUD_API_ERRORS in @aizapy/contracts.

/** Fields of Meta's send that change nothing here: the quoted message, the callback data. */
const IGNORED_FIELDS = ["context", "biz_opaque_callback_data"];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Meta takes a number with its country code in any common writing: +91 98765-43210, 9198…. */
const toE164Candidate = (to: string) => {
  const digits = to.replace(/[\s().-]/g, "");
  return digits.startsWith("+") ? digits : `+${digits}`;
};

/**
 * Meta's send body as /v1's: a template, or a free-form message (text, media, interactive), its
 * body for /v1's own schemas to validate (the same fields, their messages naming Meta's paths).
 */
export function fromCloudApiBody(body: unknown): { type: "template" | "message"; body: unknown } {
  if (!isObject(body)) return { type: "message", body };
  const translated: Record<string, unknown> = { ...body };
  for (const field of IGNORED_FIELDS) delete translated[field];
  if (typeof translated.to === "string") translated.to = toE164Candidate(translated.to);
  const type = translated.type ?? "text";
  if (type === "text") {
    translated.type = "text";
    if (isObject(translated.text)) {
      const { preview_url: _, ...text } = translated.text;
      translated.text = text;
    }
    return { type: "message", body: translated };
  }
  if (type === "template") {
    const template = translated.template;
    if (isObject(template) && Array.isArray(template.components)) {
      translated.template = {
        ...template,
        components: template.components.map((component: unknown) =>
          isObject(component) && typeof component.type === "string"
            ? { ...component, type: component.type.toLowerCase() }
            : component,
        ),
      };
    }
    return { type: "template", body: translated };
  }
  return { type: "message", body: translated };
}

/** Meta's answer to an accepted send: the recipient as sent and as a WhatsApp id, our message id. */
export const cloudApiSendAnswer = (
  input: string,
  e164: string,
  messageId: string,
): CloudApiSendAnswer => ({
  messaging_product: "whatsapp",
  contacts: [{ input, wa_id: e164.replace(/^\+/, "") }],
  messages: [{ id: messageId }],
});

/**
 * Whether `phoneNumberId` is the business's own: its active configuration's. Anything else is
 * Meta's answer to an object it does not know, never a send for another business.
 */
export async function requireOwnPhoneNumberId(
  sql: Sql,
  businessId: string,
  phoneNumberId: string,
): Promise<void> {
  const [active] = await sql.query<{ provider: string; phoneNumberId: string | null }>(
    `SELECT provider, "phoneNumberId" FROM api_configs WHERE "businessId" = $1 AND "isActive"
     ORDER BY "createdAt" DESC LIMIT 1`,
    [businessId],
  );
  const own = businessPhoneNumberId(businessId, active ?? { provider: null, phoneNumberId: null });
  if (own === null || own !== phoneNumberId) {
    throw new AppError("not_found", unknownObjectMessage(phoneNumberId));
  }
}

const unknownObjectMessage = (id: string) =>
  `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`;

const isV1ErrorBody = (payload: unknown): payload is V1ErrorBody =>
  isObject(payload) &&
  isObject(payload.error) &&
  typeof payload.error.code === "string" &&
  payload.error.code in V1_ERRORS;

/** Which limit a rate_limited refusal is: the key's per-second throughput, another, or none. */
function rateLimitError(details: unknown): CloudApiError {
  if (!isObject(details)) return CLOUD_API_RATE_LIMIT_ERRORS.anonymous;
  return details.window_seconds === 1
    ? CLOUD_API_RATE_LIMIT_ERRORS.throughput
    : cloudApiErrorOf("rate_limited");
}

/** What a refusal's details say to a person: each wrong field with its message, or the message. */
function detailsOf(error: V1ErrorBody["error"]): string {
  const fields = isObject(error.details) ? error.details.fields : undefined;
  if (Array.isArray(fields) && fields.length > 0) {
    return fields
      .map((field: { path: string; message: string }) => `${field.path}: ${field.message}`)
      .join("; ");
  }
  return error.message;
}

/**
 * A /v1 refusal as Meta answers it, with Meta's HTTP status; any other payload as it is. The
 * request id is the fbtrace_id, so a refusal can be found in the server log.
 */
export function toCloudApiError(
  payload: unknown,
  { phoneNumberId, requestId }: { phoneNumberId: string; requestId: string },
): { status: number; body: CloudApiErrorBody } | null {
  if (!isV1ErrorBody(payload)) return null;
  const { error } = payload;
  const code: V1ErrorCode = error.code;
  const meta = code === "rate_limited" ? rateLimitError(error.details) : cloudApiErrorOf(code);
  const message =
    meta.subcode === 33
      ? unknownObjectMessage(phoneNumberId)
      : meta.code === 190
        ? `${meta.title} - ${error.message}`
        : `(#${meta.code}) ${meta.title}`;
  return {
    status: meta.status,
    body: {
      error: {
        message,
        type: meta.type,
        code: meta.code,
        ...(meta.subcode === undefined ? {} : { error_subcode: meta.subcode }),
        error_data: { messaging_product: "whatsapp", details: detailsOf(error) },
        fbtrace_id: requestId,
      },
    },
  };
}
