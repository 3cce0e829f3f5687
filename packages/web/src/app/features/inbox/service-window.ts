// The 24-hour customer service window: free-form replies while it is open, approved templates
// at any time.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Time left as the header says it: "23 h 12 min", "4 h", "12 min", "less than a minute". */
export function formatTimeLeft(ms: number): string {
  if (ms < MINUTE) return "less than a minute";
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

export interface ServiceWindow {
  /** Free-form text may be sent now. */
  isOpen: boolean;
  /** What the conversation's header says of it. */
  description: string;
}

/** Where the window stands at `now` (ms), from when it closes (null: the customer never wrote). */
export function serviceWindow(windowExpiresAt: string | null, now: number): ServiceWindow {
  const closesAt = windowExpiresAt ? Date.parse(windowExpiresAt) : Number.NaN;
  const left = closesAt - now;
  if (!(left > 0)) {
    return {
      isOpen: false,
      description: "The 24-hour window is closed — send an approved template",
    };
  }
  return { isOpen: true, description: `Free-form replies allowed for ${formatTimeLeft(left)}` };
}
