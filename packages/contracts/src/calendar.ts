// Daily analytics are keyed by calendar day in India Standard Time, where the business and
// nearly all of its customers are: "today" and "this month" mean IST days, not UTC ones.

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The IST calendar day of an instant, as YYYY-MM-DD. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST day `days` before (negative: after) the given YYYY-MM-DD day. */
export function shiftDate(date: string, days: number): string {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  return new Date(utcMidnight - days * 86_400_000).toISOString().slice(0, 10);
}

/** First day of the month containing `date`, and of the month before it, as YYYY-MM-DD. */
export function monthStart(date: string, monthsBack = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 - monthsBack;
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}
