import {
  ACCOUNT_MESSAGES,
  addressNetwork,
  AppError,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  PLATFORM_MAINTENANCE_MESSAGE,
} from "@aizapy/contracts";
import type { RateLimiter, RateLimitPolicy } from "@aizapy/messaging";
import { describeWait } from "../auth/session-policy.ts";
import type { SettingsCache } from "../settings/settings-cache.ts";

/** New accounts per address network an hour: a person signs up once, a script many times. */
export const signupsPerHour = (limit: number): RateLimitPolicy => ({
  name: "signup:address",
  limit,
  periodMs: 3_600_000,
});
/** Password reset mails per address network an hour, and per account (silently past it). */
export const RESET_REQUESTS_PER_HOUR: RateLimitPolicy = {
  name: "password-reset:address",
  limit: 10,
  periodMs: 3_600_000,
};
export const RESET_MAILS_PER_ACCOUNT: RateLimitPolicy = {
  name: "password-reset:account",
  limit: 3,
  periodMs: 3_600_000,
};

export const maintenance = () =>
  new AppError("maintenance", PLATFORM_MAINTENANCE_MESSAGE, {
    retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS,
  });

const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(
    "rate_limited",
    `${message} Please try again in ${describeWait(retryAfterSeconds)}.`,
    {
      retryAfterSeconds,
    },
  );

/** The operator's switches (Maintenance Mode, New User Signup) and the limits on anonymous forms. */
export interface AccountGate {
  /** Refuses while in maintenance, and sign-ups (`signup`) while New User Signup is off. */
  assertOpen(options?: { signup?: boolean }): Promise<void>;
  countSignUp(clientAddress: string): Promise<void>;
  /** Counts a reset request: throws past the address's limit; false past the account's. */
  countResetRequest(clientAddress: string, email: string): Promise<boolean>;
}

export function createAccountGate(deps: {
  settings: SettingsCache;
  limiter: RateLimiter;
  /** RATE_LIMIT_SIGNUPS_PER_HOUR. */
  signupsPerHour: number;
}): AccountGate {
  const { settings, limiter } = deps;
  const signups = signupsPerHour(deps.signupsPerHour);
  return {
    async assertOpen({ signup = false } = {}) {
      const { maintenanceMode, signupEnabled } = await settings.get();
      if (maintenanceMode) throw maintenance();
      if (signup && signupEnabled === false) {
        throw new AppError("signup_disabled", ACCOUNT_MESSAGES.signupDisabled);
      }
    },
    async countSignUp(clientAddress) {
      const state = await limiter.consume(signups, addressNetwork(clientAddress));
      if (!state.allowed) {
        throw tooMany("Too many accounts created from your network.", state.retryAfterSeconds);
      }
    },
    async countResetRequest(clientAddress, email) {
      const state = await limiter.consume(RESET_REQUESTS_PER_HOUR, addressNetwork(clientAddress));
      if (!state.allowed) {
        throw tooMany("Too many password resets asked from your network.", state.retryAfterSeconds);
      }
      return (await limiter.consume(RESET_MAILS_PER_ACCOUNT, email)).allowed;
    },
  };
}
