// Numbers and dates in the operator's own locale; dates and times show hours and minutes.

const integerFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});
// A calendar month named as a whole: read at UTC, so no time zone moves it into the month before.
const monthFormat = new Intl.DateTimeFormat(undefined, {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
// Rupees the way India writes them (lakh and crore grouping), whatever the operator's locale:
// amounts to the paisa; prices as they are set, which run to four decimals (₹0.1175).
const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
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

export function formatCount(value: number): string {
  return integerFormat.format(value);
}

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

/** Date and time in the local format, e.g. "22 Nov 2026, 9:29 am"; `null` for a missing value. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateTimeFormat.format(date);
}

/** A `YYYY-MM` month in the local format, e.g. "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return monthFormat.format(Date.UTC(year, monthNumber - 1, 1));
}

/** An amount in rupees with paise: 0.375 → "₹0.38", 123456.78 → "₹1,23,456.78". */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount);
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

/** "admin" → "Admin". */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A code as people read it: "business_created" → "Business created", "api_config" → "API config". */
export function describeCode(code: string): string {
  return capitalize(code.replace(/_/g, " ").replace(/\bapi\b/g, "API"));
}
