/** A business's standing: only an active business may send messages. */
export const BUSINESS_STATUSES = ["active", "suspended", "inactive"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** The plans of the pricing page, plus the free tier every new business starts on. */
export const BUSINESS_PLANS = ["free", "basic", "pro", "enterprise"] as const;
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];
