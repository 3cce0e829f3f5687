// The console's date filters pick whole days in the operator's own time zone; the server takes
// instants (`from` inclusive, `to` exclusive).

const pad = (value: number) => String(value).padStart(2, "0");

/** `YYYY-MM-DD` of a date in the local time zone. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the text is a real `YYYY-MM-DD` day. */
export function isDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

function localMidnight(day: string, addDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays);
}

/** False when both ends are set and the first day is after the last (ISO days compare as text). */
export function isForwardRange({ from, to }: { from?: string; to?: string }): boolean {
  return !from || !to || from <= to;
}

/** The instants covering the days from `from` to `to`, both included; either end may be open. */
export function dayRangeToInstants(range: { from?: string; to?: string }): {
  from?: string;
  to?: string;
} {
  return {
    ...(isDay(range.from) ? { from: localMidnight(range.from).toISOString() } : {}),
    ...(isDay(range.to) ? { to: localMidnight(range.to, 1).toISOString() } : {}),
  };
}

/** The last `days` days up to today, as a date range preset. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: toDateInputValue(start), to: toDateInputValue(today) };
}
