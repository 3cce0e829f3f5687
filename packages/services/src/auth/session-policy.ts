/** A session ends after this long without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface LoginLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  /** Failed checks an hour from unfamiliar addresses, per account. */
  maxFailuresPerAccount: number;
  windowMinutes: number;
}

export const INVALID_CREDENTIALS_MESSAGE = "Invalid username or password";

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
