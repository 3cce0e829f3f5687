import {
  BUSINESS_PLANS,
  BUSINESS_STATUSES,
  MESSAGING_TIERS,
  QUALITY_RATINGS,
  type QualityRating,
} from "@aizapy/contracts";
import { capitalize, formatCount } from "../../../shared/lib/format";

export const statusOptions = BUSINESS_STATUSES.map((value) => ({
  value,
  label: capitalize(value),
}));

export const planOptions = BUSINESS_PLANS.map((value) => ({ value, label: capitalize(value) }));

/**
 * A messaging limit tier as operators read it: "2000" → "2,000 customers / 24 h" (unique
 * customers in a rolling 24 hours), "unlimited" → "Unlimited".
 */
export function messagingTierLabel(tier: string): string {
  const customers = Number(tier);
  if (tier === "" || !Number.isInteger(customers)) return capitalize(tier);
  return `${formatCount(customers)} customers / 24 h`;
}

export const messagingTierOptions = MESSAGING_TIERS.map((value) => ({
  value,
  label: messagingTierLabel(value),
}));

/** What each of Meta's quality colours means. */
const QUALITY_LEVELS: Record<QualityRating, string> = {
  green: "high",
  yellow: "medium",
  red: "low",
};

/** "yellow" → "Yellow (medium)"; a rating the console does not know is shown as it is. */
export function qualityRatingLabel(rating: string): string {
  const level = QUALITY_LEVELS[rating as QualityRating] as string | undefined;
  return level ? `${capitalize(rating)} (${level})` : capitalize(rating);
}

export const qualityRatingOptions = QUALITY_RATINGS.map((value) => ({
  value,
  label: qualityRatingLabel(value),
}));
