import { z } from "zod";
import { V1_ERRORS, type V1ErrorCode } from "./errors.ts";
import type { MessagingProvider } from "./providers.ts";

// The Meta-compatible send, POST /v1/{phone_number_id}/messages: a request written for Meta's
// WhatsApp Cloud API is sent through our accept path and answered in Meta's shapes, its refusals
// with Meta's error codes. A program moves from Meta to Ai Zapy by changing its base URL and token.

/**
 * The sandbox's phone number id of a business: derived from the business's id, so it is stable and
 * needs no column (the sandbox's configuration has no Meta ids), and 15 digits like Meta's ids.
 */
export function sandboxPhoneNumberId(businessId: string): string {
  const value = BigInt(`0x${businessId.replace(/-/g, "")}`);
  return String(100_000_000_000_000n + (value % 900_000_000_000_000n));
}

/**
 * The phone number id a business sends through: its active configuration's, Meta's id on the
 * WhatsApp Cloud API or the derived one on the sandbox; null without an active configuration.
 */
export function businessPhoneNumberId(
  businessId: string,
  active: { provider: MessagingProvider | string | null; phoneNumberId: string | null },
): string | null {
  if (active.provider === null) return null;
  return active.provider === "sandbox" ? sandboxPhoneNumberId(businessId) : active.phoneNumberId;
}

/** A Meta error as the compatible send answers it: its code, subcode, type and HTTP status. */
export interface CloudApiError {
  code: number;
  subcode?: number;
  type: "OAuthException" | "GraphMethodException";
  status: number;
  title: string;
}

const invalidParameter = (status = 400): CloudApiError => ({
  code: 100,
  type: "OAuthException",
  status,
  title: "Invalid parameter",
});
/** Meta's answer to an object id it does not know, or may not use. */
const unknownObject: CloudApiError = {
  code: 100,
  subcode: 33,
  type: "GraphMethodException",
  status: 400,
  title: "Unsupported post request",
};

/**
 * Each /v1 refusal as Meta's code for it, with the HTTP status Meta's error reference gives that
 * code. Where Meta has no such refusal (the Idempotency-Key, a body too large or not JSON) the code
 * is 100 and the status stays ours, so a client can still tell a wait (409) from a fault.
 *
 * | /v1 code                  | Meta code                                  | HTTP |
 * | ------------------------- | ------------------------------------------ | ---- |
 * | invalid_request           | 100 Invalid parameter                      | 400  |
 * | unauthorized              | 190 Invalid OAuth access token             | 401  |
 * | business_not_active       | 131031 Business account locked             | 403  |
 * | not_found, no_active_configuration, a phone_number_id not the key's business's | 100, subcode 33 | 400 |
 * | outside_service_window    | 131047 Re-engagement message               | 400  |
 * | template_not_found        | 132001 Template does not exist             | 404  |
 * | template_params_mismatch  | 132000 Template param count mismatch       | 400  |
 * | contact_opted_out         | 131050 User stopped marketing messages     | 400  |
 * | rate_limited              | 130429 (messages per second), 80007 (per hour, calls per minute), 4 (no key) | 400 |
 * | internal_error            | 131000 Something went wrong                | 500  |
 * | service_unavailable       | 131016 Service unavailable                 | 503  |
 * | maintenance               | 2 API service (downtime)                   | 503  |
 * | any other (idempotency_key_in_use, _reused, request_too_large, …) | 100 | /v1's (409, 422, 413, …) |
 */
export const CLOUD_API_ERRORS: Partial<Record<V1ErrorCode, CloudApiError>> = {
  invalid_request: invalidParameter(),
  unauthorized: {
    code: 190,
    type: "OAuthException",
    status: 401,
    title: "Invalid OAuth access token",
  },
  business_not_active: {
    code: 131031,
    type: "OAuthException",
    status: 403,
    title: "Business account locked",
  },
  not_found: unknownObject,
  no_active_configuration: unknownObject,
  template_not_found: {
    code: 132001,
    type: "OAuthException",
    status: 404,
    title: "Template name does not exist in the translation",
  },
  template_params_mismatch: {
    code: 132000,
    type: "OAuthException",
    status: 400,
    title: "Number of parameters does not match the expected number of params",
  },
  outside_service_window: {
    code: 131047,
    type: "OAuthException",
    status: 400,
    title: "Re-engagement message",
  },
  contact_opted_out: {
    code: 131050,
    type: "OAuthException",
    status: 400,
    title:
      "Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business",
  },
  rate_limited: { code: 80007, type: "OAuthException", status: 400, title: "Rate limit issues" },
  internal_error: {
    code: 131000,
    type: "OAuthException",
    status: 500,
    title: "Something went wrong",
  },
  service_unavailable: {
    code: 131016,
    type: "OAuthException",
    status: 503,
    title: "Service unavailable",
  },
  maintenance: {
    code: 2,
    type: "OAuthException",
    status: 503,
    title: "Service temporarily unavailable due to downtime",
  },
};

/** Meta's error for a /v1 code: the table's, or 100 with /v1's status where Meta has none. */
export const cloudApiErrorOf = (code: V1ErrorCode): CloudApiError =>
  CLOUD_API_ERRORS[code] ?? invalidParameter(V1_ERRORS[code].status);

/** The limits' own Meta codes: a key's throughput, and calls without a valid key. */
export const CLOUD_API_RATE_LIMIT_ERRORS = {
  throughput: { code: 130429, type: "OAuthException", status: 400, title: "Rate limit hit" },
  anonymous: {
    code: 4,
    type: "OAuthException",
    status: 400,
    title: "Application request limit reached",
  },
} as const satisfies Record<string, CloudApiError>;

const recipientFields = {
  messaging_product: z.literal("whatsapp").meta({ description: 'Always "whatsapp".' }),
  recipient_type: z.literal("individual").optional(),
  to: z.string().meta({
    description:
      "The customer's WhatsApp number with its country code, with or without + (919876543210 or +91 98765 43210).",
  }),
  context: z
    .object({ message_id: z.string() })
    .optional()
    .meta({ description: "The message a reply quotes: accepted and ignored." }),
  biz_opaque_callback_data: z.string().optional().meta({ description: "Accepted and ignored." }),
};

/** Meta's text message body, as the compatible send takes it. */
export const cloudApiTextMessageSchema = z.object({
  ...recipientFields,
  type: z.literal("text").optional().meta({ description: 'Optional, "text" as at Meta.' }),
  text: z.object({
    body: z.string().min(1).max(4096),
    preview_url: z.boolean().optional().meta({ description: "Accepted and ignored." }),
  }),
});

/** Meta's template message body, as the compatible send takes it. */
export const cloudApiTemplateMessageSchema = z.object({
  ...recipientFields,
  type: z.literal("template"),
  template: z.object({
    name: z.string(),
    language: z.object({
      code: z.string().meta({ description: "The approved template's language, e.g. en_US." }),
      policy: z.literal("deterministic").optional(),
    }),
    components: z
      .array(
        z.object({
          type: z.literal("body"),
          parameters: z.array(z.object({ type: z.literal("text"), text: z.string() })),
        }),
      )
      .optional()
      .meta({ description: "At most one body component: its parameters fill {{1}}…{{n}}." }),
  }),
});

/** Meta's answer to an accepted send. */
export const cloudApiSendAnswerSchema = z.object({
  messaging_product: z.literal("whatsapp"),
  contacts: z.array(
    z.object({
      input: z.string().meta({ description: "`to` as it was sent." }),
      wa_id: z.string().meta({ description: "The number in digits, without +." }),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.string().meta({ description: "Our message id: GET /v1/messages/{id}/status." }),
    }),
  ),
});
export type CloudApiSendAnswer = z.infer<typeof cloudApiSendAnswerSchema>;

/** Meta's error body (Graph API). */
export const cloudApiErrorBodySchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    code: z.number().int().meta({ description: "Meta's error code, e.g. 131047." }),
    error_subcode: z.number().int().optional(),
    error_data: z
      .object({
        messaging_product: z.literal("whatsapp"),
        details: z.string().meta({ description: "What was refused and why; names the fields." }),
      })
      .optional(),
    fbtrace_id: z.string().meta({ description: "Our request id, as the server log has it." }),
  }),
});
export type CloudApiErrorBody = z.infer<typeof cloudApiErrorBodySchema>;
