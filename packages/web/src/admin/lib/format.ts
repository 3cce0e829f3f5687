// The console's own figures, beside the formatters both signed-in areas use
// (src/shared/lib/format.ts): waits, percentages, trends, prices, and times to the second.
import { formatCount } from "../../shared/lib/format";

const oneDecimalFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
// Prices as they are set, which run to four decimals (₹0.1175), in Indian grouping.
const priceFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const preciseDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "medium",
});

/** How long something has waited, in its largest whole unit: "42 s", "2 min", "5 h", "3 d". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${formatCount(Math.floor(seconds))} s`;
  if (seconds < 3_600) return `${formatCount(Math.floor(seconds / 60))} min`;
  if (seconds < 86_400) return `${formatCount(Math.floor(seconds / 3_600))} h`;
  return `${formatCount(Math.floor(seconds / 86_400))} d`;
}

/** A percentage with one decimal: 98.456 → "98.5%". */
export function formatPercent(value: number): string {
  return `${oneDecimalFormat.format(value)}%`;
}

/** A signed figure with one decimal: 2.34 → "+2.3", -0.06 → "-0.1", 0 → "0.0". */
export function formatSignedDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const text = oneDecimalFormat.format(Math.abs(rounded));
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `-${text}`;
  return text;
}

/** A price in rupees as it is set: 0.88 → "₹0.88", 0.1175 → "₹0.1175". */
export function formatPrice(price: number): string {
  return priceFormat.format(price);
}

/**
 * Date and time to the second, e.g. "22 Nov 2026, 9:29:04 am": for steps seconds apart (a
 * message's statuses, a webhook's attempts).
 */
export function formatPreciseDateTime(iso: string): string {
  return preciseDateTimeFormat.format(new Date(iso));
}
