// Numbers and dates in the operator's own locale (spec §9: local format with hours and minutes).

const integerFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

export function formatCount(value: number): string {
  return integerFormat.format(value);
}

const rupeesFormat = new Intl.NumberFormat(undefined, {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** Rupees as prices are set, to the paisa and beyond: 0.88 → "₹0.88", 0.125 → "₹0.125". */
export function formatRupees(value: number): string {
  return rupeesFormat.format(value);
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

/** "admin" → "Admin". */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
