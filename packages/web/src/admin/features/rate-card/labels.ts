import { PRICING_CATEGORIES, type PricingCategory } from "@aizapy/contracts";
import { formatDateTime } from "../../../shared/lib/format";
import { formatPrice } from "../../lib/format";

const CATEGORY_LABELS: Record<PricingCategory, string> = {
  marketing: "Marketing",
  utility: "Utility",
  authentication: "Authentication",
  service: "Service",
};

export const categoryOptions = PRICING_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** "Marketing"; an unknown category by its own name. */
export function describeCategory(category: string): string {
  return CATEGORY_LABELS[category as PricingCategory] ?? category;
}

/** A price per delivered message: "₹0.88", or "Free". */
export function describePrice(priceInr: number): string {
  return priceInr === 0 ? "Free" : formatPrice(priceInr);
}

/** "the marketing price of ₹0.95 from 1 Jan 2028, 9:00 am": a scheduled price in a sentence. */
export function describeRate(rate: {
  category: string;
  priceInr: number;
  effectiveFrom: string;
}): string {
  const category = describeCategory(rate.category).toLowerCase();
  return `the ${category} price of ${describePrice(rate.priceInr)} from ${formatDateTime(rate.effectiveFrom)}`;
}
