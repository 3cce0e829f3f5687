// Numbers and dates in the reader's own locale (dates and times show hours and minutes); money in
// rupees the way India writes them, whatever that locale.

const integerFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
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
// Lakh and crore grouping, to the paisa.
const rupeeFormat = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

export function formatCount(value: number): string {
  return integerFormat.format(value);
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

/** "admin" → "Admin". */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A code as people read it: "business_created" → "Business created", "api_config" → "API config". */
export function describeCode(code: string): string {
  return capitalize(code.replace(/_/g, " ").replace(/\bapi\b/g, "API"));
}
