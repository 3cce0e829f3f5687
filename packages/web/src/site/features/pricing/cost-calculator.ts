/**
 * The pricing page's cost estimate: messages per month by category → monthly and yearly cost,
 * from the per-delivered-message charges for Indian users plus the plan price.
 *
 * Money is integer arithmetic in thousandths of a rupee (₹0.125 is exactly 125), rounded half up
 * to the paisa once, at the end: every figure shown is the true amount to the paisa.
 */

export const messageCategories = ["marketing", "utility", "authentication", "service"] as const;
export type MessageCategory = (typeof messageCategories)[number];

/** Charge per delivered message, in thousandths of a rupee. */
export const messageRateMilliRupees: Record<MessageCategory, number> = {
  marketing: 880, // ₹0.88
  utility: 125, // ₹0.125
  authentication: 125, // ₹0.125
  service: 0, // free and unlimited
};

/** The most messages per category the calculator accepts (10 crore a month). */
export const maxMessagesPerCategory = 100_000_000;

export type MessageVolumes = Record<MessageCategory, number>;

export interface CostEstimate {
  /** Each category's monthly charge, in paise. */
  categoryPaise: Record<MessageCategory, number>;
  /** All message charges per month, in paise. */
  messagesMonthlyPaise: number;
  /** The plan's yearly price spread over twelve months, in paise; `null` for a custom price. */
  planMonthlyPaise: number | null;
  /** Messages plus the plan, per month, in paise; `null` for a custom price. */
  totalMonthlyPaise: number | null;
  /** The plan plus twelve months of messages, in paise; `null` for a custom price. */
  totalYearlyPaise: number | null;
}

/** `numerator / denominator` rounded half up, for non-negative integers. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Thousandths of a rupee → paise. */
const milliToPaise = (milliRupees: number) => divideRoundingHalfUp(milliRupees, 10);

function assertVolume(category: MessageCategory, count: number) {
  if (!Number.isSafeInteger(count) || count < 0 || count > maxMessagesPerCategory) {
    throw new RangeError(
      `${category} messages must be a whole number from 0 to ${maxMessagesPerCategory}`,
    );
  }
}

/**
 * The estimate for a month's messages and a plan's yearly price in whole rupees (`null` for the
 * custom-priced Enterprise plan).
 */
export function estimateCost(
  volumes: MessageVolumes,
  planYearlyRupees: number | null,
): CostEstimate {
  let messagesMilli = 0;
  const categoryPaise = {} as Record<MessageCategory, number>;
  for (const category of messageCategories) {
    const count = volumes[category];
    assertVolume(category, count);
    const milli = count * messageRateMilliRupees[category];
    categoryPaise[category] = milliToPaise(milli);
    messagesMilli += milli;
  }
  const messagesMonthlyPaise = milliToPaise(messagesMilli);
  if (planYearlyRupees === null) {
    return {
      categoryPaise,
      messagesMonthlyPaise,
      planMonthlyPaise: null,
      totalMonthlyPaise: null,
      totalYearlyPaise: null,
    };
  }
  const planYearlyMilli = planYearlyRupees * 1000;
  return {
    categoryPaise,
    messagesMonthlyPaise,
    // Twelfths, in thousandths of a rupee, to paise: one rounding.
    planMonthlyPaise: divideRoundingHalfUp(planYearlyMilli, 120),
    totalMonthlyPaise: divideRoundingHalfUp(12 * messagesMilli + planYearlyMilli, 120),
    totalYearlyPaise: milliToPaise(12 * messagesMilli + planYearlyMilli),
  };
}

/** Groups digits the Indian way: 1,23,45,678. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${lastThree}`;
}

/** "₹1,23,456.78" (always two decimals). Deterministic, unlike locale data, so it hydrates. */
export function formatRupees(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const remainder = String(paise % 100).padStart(2, "0");
  return `₹${groupIndian(String(rupees))}.${remainder}`;
}

/** "1,00,000" */
export function formatCount(count: number): string {
  return groupIndian(String(count));
}

/**
 * Reads a volume typed by a visitor: blank is 0; otherwise a whole number within range, or `null`
 * when it is not one.
 */
export function parseVolume(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, "");
  if (trimmed === "") return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= maxMessagesPerCategory ? value : null;
}
