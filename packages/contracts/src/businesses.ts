import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";

/** A business's standing: only an active business may send messages. */
export const BUSINESS_STATUSES = ["active", "suspended", "inactive"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** The plans of the pricing page, plus the free tier every new business starts on. */
export const BUSINESS_PLANS = ["free", "basic", "pro", "enterprise"] as const;
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];

/**
 * Meta's messaging limit tiers: unique customers a business may start conversations with in a
 * rolling 24 hours. New businesses start at 250.
 */
export const MESSAGING_TIERS = ["250", "2000", "10000", "100000", "unlimited"] as const;
export type MessagingTier = (typeof MESSAGING_TIERS)[number];

/** Meta's quality rating of a number: green (high), yellow (medium) or red (low). */
export const QUALITY_RATINGS = ["green", "yellow", "red"] as const;
export type QualityRating = (typeof QUALITY_RATINGS)[number];

export const BUSINESS_NAME_MIN = 2;
export const BUSINESS_NAME_MAX = 120;

/** Numbers typed without a country code are Indian, as most of the platform's customers are. */
export const DEFAULT_PHONE_COUNTRY = "IN";

export const BUSINESS_MESSAGES = {
  name: `Business name must be ${BUSINESS_NAME_MIN} to ${BUSINESS_NAME_MAX} characters`,
  whatsappNumber: "Enter a valid WhatsApp number, e.g. +91 98765 43210",
  status: `Status must be one of ${BUSINESS_STATUSES.join(", ")}`,
  plan: `Plan must be one of ${BUSINESS_PLANS.join(", ")}`,
  duplicateNumber: "Another business already uses this WhatsApp number",
  messagingTier: `Messaging limit must be one of ${MESSAGING_TIERS.join(", ")}`,
  qualityRating: `Quality rating must be one of ${QUALITY_RATINGS.join(", ")}`,
} as const;

/** The number in E.164 (`+919876543210`), or null when it is not a valid phone number. */
export function toE164(value: string): string | null {
  const number = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return number?.isValid() ? number.number : null;
}

const name = z
  .string(BUSINESS_MESSAGES.name)
  .trim()
  .min(BUSINESS_NAME_MIN, BUSINESS_MESSAGES.name)
  .max(BUSINESS_NAME_MAX, BUSINESS_MESSAGES.name);

const whatsappNumber = z
  .string(BUSINESS_MESSAGES.whatsappNumber)
  .trim()
  .max(32, BUSINESS_MESSAGES.whatsappNumber)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: "custom", message: BUSINESS_MESSAGES.whatsappNumber });
      return z.NEVER;
    }
    return e164;
  });

const status = z.enum(BUSINESS_STATUSES, BUSINESS_MESSAGES.status);
const plan = z.enum(BUSINESS_PLANS, BUSINESS_MESSAGES.plan);

/** Adding a business: status and plan default to active and free, as the spec says. */
export const createBusinessInputSchema = z.object({
  name,
  whatsappNumber,
  status: status.default("active"),
  plan: plan.default("free"),
});
export type CreateBusinessInput = z.input<typeof createBusinessInputSchema>;

/** Editing a business: only the fields sent change. */
export const updateBusinessInputSchema = z.object({
  name: name.optional(),
  whatsappNumber: whatsappNumber.optional(),
  status: status.optional(),
  plan: plan.optional(),
  messagingTier: z.enum(MESSAGING_TIERS, BUSINESS_MESSAGES.messagingTier).optional(),
  qualityRating: z.enum(QUALITY_RATINGS, BUSINESS_MESSAGES.qualityRating).optional(),
});
export type UpdateBusinessInput = z.input<typeof updateBusinessInputSchema>;

export const BUSINESS_SORT_FIELDS = ["name", "createdAt"] as const;
export type BusinessSortField = (typeof BUSINESS_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** What the businesses list can be narrowed and ordered by (pages come from pageRequestSchema). */
export const businessListQuerySchema = z.object({
  /** Part of the name (any case) or of the number (digits, spaces and dashes ignored). */
  search: z
    .string("Search must be text")
    .trim()
    .max(120, "Search is at most 120 characters")
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: status.optional(),
  plan: plan.optional(),
  sortBy: z
    .enum(BUSINESS_SORT_FIELDS, `Sort by ${BUSINESS_SORT_FIELDS.join(" or ")}`)
    .default("createdAt"),
  sortDirection: z.enum(SORT_DIRECTIONS, "Sort direction must be asc or desc").default("desc"),
});
export type BusinessListQuery = z.input<typeof businessListQuerySchema>;
