import { z } from "zod";
import { toE164 } from "./businesses.ts";
import { contactMessageStatusSchema } from "./contact-message.ts";
import {
  MESSAGE_DIRECTIONS,
  MESSAGE_QUEUE_STATES,
  WEBHOOK_DELIVERY_STATES,
  WHATSAPP_MESSAGE_STATUSES,
} from "./messaging.ts";
import { isOrigin } from "./platform-settings.ts";

// The console's filters, bulk actions, searches and series: one definition for the web's forms,
// GraphQL and REST.

const SEARCH_MAX = 200;

/** Blank search text counts as no search. */
const searchText = z
  .string("Search must be text")
  .trim()
  .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
  .optional()
  .transform((value) => (value ? value : undefined));

const instant = (label: string) =>
  z
    .string(`${label} must be a date and time such as 2026-11-01T00:00:00Z`)
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      `${label} must be a date and time such as 2026-11-01T00:00:00Z`,
    )
    .transform((value) => new Date(value))
    .optional();

/** A time range: `from` inclusive, `to` exclusive. */
const timeRange = {
  from: instant("From"),
  to: instant("To"),
};

const fromBeforeTo = (
  range: { from?: Date | undefined; to?: Date | undefined },
  ctx: z.RefinementCtx,
) => {
  if (range.from && range.to && range.from >= range.to) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "To must be after From" });
  }
};

export const contactMessageFilterSchema = z
  .object({
    /** Matches name, email, subject or message, anywhere, ignoring case. */
    search: searchText,
    status: contactMessageStatusSchema.optional(),
    ...timeRange,
  })
  .superRefine(fromBeforeTo);
export type ContactMessageFilter = z.input<typeof contactMessageFilterSchema>;

/** How many messages one bulk action may touch: a page of the largest size, five times over. */
export const CONTACT_BULK_MAX = 500;

export const CONTACT_BULK_ACTIONS = ["read", "replied", "archived", "delete"] as const;
export type ContactBulkAction = (typeof CONTACT_BULK_ACTIONS)[number];

export const contactBulkActionInputSchema = z.object({
  ids: z
    .array(z.uuid("Each id must be a message id"), "Ids must be a list of message ids")
    .min(1, "Choose at least one message")
    .max(CONTACT_BULK_MAX, `At most ${CONTACT_BULK_MAX} messages at once`)
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(CONTACT_BULK_ACTIONS, {
    error: `Action must be one of ${CONTACT_BULK_ACTIONS.join(", ")}`,
  }),
});
export type ContactBulkActionInput = z.input<typeof contactBulkActionInputSchema>;

/** Every action the audit log records: what its filter offers and what services may write. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "login",
  "logout",
  "login_failed",
  "business_created",
  "business_updated",
  "business_deleted",
  "api_config_created",
  "api_config_updated",
  "api_config_rotated",
  "api_config_deactivated",
  "api_config_deleted",
  "api_key_created",
  "api_key_revoked",
  "template_created",
  "template_deleted",
  "rate_scheduled",
  "rate_cancelled",
  "message_retried",
  "webhook_redelivered",
  "webhooks_enabled",
  "sandbox_inbound_simulated",
  "member_signed_up",
  "member_login",
  "member_login_failed",
  "member_logout",
  "email_verified",
  "password_reset",
  "invitation_sent",
  "invitation_revoked",
  "invitation_accepted",
  "member_role_changed",
  "member_removed",
  "webhook_url_set",
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

export const auditLogFilterSchema = z
  .object({
    action: z
      .enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(", ")}` })
      .optional(),
    /** The admin's id, the caller's address, or "system". */
    actorId: z.string().trim().max(200, "Actor must be at most 200 characters").optional(),
    targetType: z.string().trim().max(100, "Target type must be at most 100 characters").optional(),
    ...timeRange,
  })
  .superRefine(fromBeforeTo);
export type AuditLogFilter = z.input<typeof auditLogFilterSchema>;

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const ANALYTICS_TOP_BUSINESSES_MAX = 20;

export const analyticsSeriesInputSchema = z.object({
  days: z
    .union([z.literal(7), z.literal(30), z.literal(90)], {
      error: "Period must be 7, 30 or 90 days",
    })
    .default(30),
  /** One business's figures; all businesses when absent. */
  businessId: z.uuid("Business must be a business id").optional(),
  /** How many businesses the "messages by business" chart names; the rest are summed. */
  top: z
    .number()
    .int(`Top must be a whole number from 1 to ${ANALYTICS_TOP_BUSINESSES_MAX}`)
    .min(1, `Top must be a whole number from 1 to ${ANALYTICS_TOP_BUSINESSES_MAX}`)
    .max(
      ANALYTICS_TOP_BUSINESSES_MAX,
      `Top must be a whole number from 1 to ${ANALYTICS_TOP_BUSINESSES_MAX}`,
    )
    .default(10),
});
export type AnalyticsSeriesInput = z.input<typeof analyticsSeriesInputSchema>;

export const GLOBAL_SEARCH_MIN = 2;
/** How many results of each kind the top bar shows. */
export const GLOBAL_SEARCH_PER_KIND = 5;

export const globalSearchInputSchema = z.object({
  query: z
    .string("Search must be text")
    .trim()
    .min(GLOBAL_SEARCH_MIN, `Type at least ${GLOBAL_SEARCH_MIN} characters`)
    .max(100, "Search must be at most 100 characters"),
});

export const allowedOriginInputSchema = z.object({
  origin: z
    .string("The origin must be a full origin such as https://example.com")
    .trim()
    .refine(isOrigin, "The origin must be a full origin such as https://example.com"),
});
export type AllowedOriginInput = z.input<typeof allowedOriginInputSchema>;

/** What the top bar's search finds: a few of each kind, never a secret. */
export interface ConsoleSearchResults {
  businesses: { id: string; name: string; whatsappNumber: string; status: string }[];
  apiConfigs: {
    id: string;
    businessId: string;
    businessName: string;
    provider: string;
    phoneNumberId: string | null;
  }[];
  contactMessages: {
    id: string;
    name: string;
    email: string;
    subject: string;
    status: string;
    createdAt: Date;
  }[];
}

/** The platform's WhatsApp messages (both ways), newest first. */
export const whatsappMessageFilterSchema = z
  .object({
    businessId: z.uuid("Business must be a business id").optional(),
    direction: z
      .enum(MESSAGE_DIRECTIONS, { error: `Direction must be ${MESSAGE_DIRECTIONS.join(" or ")}` })
      .optional(),
    status: z
      .enum(WHATSAPP_MESSAGE_STATUSES, {
        error: `Status must be one of ${WHATSAPP_MESSAGE_STATUSES.join(", ")}`,
      })
      .optional(),
    /** `parked`: the messages waiting for an operator. */
    queueState: z
      .enum(MESSAGE_QUEUE_STATES, {
        error: `Queue state must be one of ${MESSAGE_QUEUE_STATES.join(", ")}`,
      })
      .optional(),
    /** The customer's number, in any common format (+91 assumed). */
    customerNumber: z
      .string("Customer number must be text")
      .trim()
      .max(32, "Enter a phone number such as +91 98765 43210")
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const number = toE164(value);
        if (number === null) {
          ctx.addIssue({ code: "custom", message: "Enter a phone number such as +91 98765 43210" });
          return z.NEVER;
        }
        return number;
      }),
    ...timeRange,
  })
  .superRefine(fromBeforeTo);
export type WhatsappMessageFilter = z.input<typeof whatsappMessageFilterSchema>;

/** The webhooks sent to businesses, newest first. */
export const webhookEventFilterSchema = z.object({
  businessId: z.uuid("Business must be a business id").optional(),
  apiConfigId: z.uuid("API configuration must be an id").optional(),
  state: z
    .enum(WEBHOOK_DELIVERY_STATES, {
      error: `State must be one of ${WEBHOOK_DELIVERY_STATES.join(", ")}`,
    })
    .optional(),
});
export type WebhookEventFilter = z.input<typeof webhookEventFilterSchema>;

export const USAGE_MONTHS_MAX = 24;

/** A business's usage and cost, month by month (IST months). */
export const usageQuerySchema = z.object({
  months: z
    .number(`Months must be a whole number from 1 to ${USAGE_MONTHS_MAX}`)
    .int(`Months must be a whole number from 1 to ${USAGE_MONTHS_MAX}`)
    .min(1, `Months must be a whole number from 1 to ${USAGE_MONTHS_MAX}`)
    .max(USAGE_MONTHS_MAX, `Months must be a whole number from 1 to ${USAGE_MONTHS_MAX}`)
    .default(6),
});
export type UsageQuery = z.input<typeof usageQuerySchema>;
