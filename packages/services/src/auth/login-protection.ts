import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import type { RateLimiter, RateLimitPolicy } from "@aizapy/messaging";
import { describeWait, type LoginLimits } from "./session-policy.ts";

// Password checks are limited the way large identity providers do it, so that an attacker can
// neither guess freely nor lock the real admin out:
// - per (username, address) pair: after `maxFailuresPerUser` failures that pair is refused for the
//   window (then allowed one attempt per window/limit). Another address (the real admin's) is not
//   affected.
// - per username: past the same number of failures from anywhere, every check for that username is
//   slowed down (never refused), which throttles a guesser spread over many addresses.
// - per address: a ceiling for credential stuffing (many usernames from one address). An address
//   the username has signed in from before (a familiar one) is exempt, so an office behind one
//   NAT address keeps its admin even when another machine there misbehaves.
// - a re-entered password inside a live session (changing credentials) counts per session only.
// Every attempt reserves its place before the password is checked and gives it back on success,
// so concurrent attempts cannot overshoot a limit.

/** How long a check for an attacked username waits before the password is verified. */
export const ATTACKED_USERNAME_DELAY_MS = 1_000;
/** A successful sign-in makes its address familiar to that admin for this long. */
export const FAMILIAR_ADDRESS_DAYS = 30;

export const TOO_MANY_ATTEMPTS_MESSAGE = (waitSeconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${describeWait(waitSeconds)}.`;

export function loginPolicies(limits: LoginLimits) {
  const periodMs = limits.windowMinutes * 60_000;
  return {
    pair: { name: "login:pair", limit: limits.maxFailuresPerUser, periodMs },
    username: { name: "login:username", limit: limits.maxFailuresPerUser, periodMs },
    address: { name: "login:address", limit: limits.maxFailuresPerAddress, periodMs },
    reauthentication: { name: "reauth:session", limit: limits.maxFailuresPerUser, periodMs },
  } satisfies Record<string, RateLimitPolicy>;
}

export type LoginPolicies = ReturnType<typeof loginPolicies>;

/** An attempt's reserved places: released on success, kept (counted as failures) otherwise. */
export interface Reservation {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

const tooMany = (retryAfterSeconds: number) =>
  new AppError("rate_limited", TOO_MANY_ATTEMPTS_MESSAGE(retryAfterSeconds), {
    retryAfterSeconds,
  });

const FAMILIAR_ADDRESS = `
  SELECT 1 FROM admin_sessions s JOIN admins a ON a.id = s."adminId"
  WHERE a.username = $1 AND s."clientAddress" = $2 AND s."createdAt" > $3
  LIMIT 1`;

export interface LoginProtection {
  /**
   * Reserves a sign-in attempt for `username` from `address`, or throws TOO_MANY_REQUESTS; waits
   * first when the username is under attack.
   */
  reserveSignIn(username: string, address: string): Promise<Reservation>;
  /** Reserves a password re-entry inside a session, or throws TOO_MANY_REQUESTS. */
  reserveReauthentication(sessionId: string): Promise<Reservation>;
}

export function createLoginProtection(options: {
  sql: Sql;
  limiter: RateLimiter;
  limits: LoginLimits;
  /** Injected by tests that must not wait. */
  delay?: (ms: number) => Promise<unknown>;
}): LoginProtection {
  const { sql, limiter } = options;
  const policies = loginPolicies(options.limits);
  const delay = options.delay ?? sleep;

  const isFamiliar = async (username: string, address: string) =>
    (
      await sql.query(FAMILIAR_ADDRESS, [
        username,
        address,
        new Date(Date.now() - FAMILIAR_ADDRESS_DAYS * 86_400_000),
      ])
    ).length > 0;

  return {
    async reserveSignIn(rawUsername, address) {
      const username = rawUsername.toLowerCase();
      const pairKey = `${username} ${address}`;
      const pair = await limiter.consume(policies.pair, pairKey);
      if (!pair.allowed) throw tooMany(pair.retryAfterSeconds);

      const countsForAddress = !(await isFamiliar(rawUsername, address));
      if (countsForAddress) {
        const perAddress = await limiter.consume(policies.address, address);
        if (!perAddress.allowed) {
          await limiter.refund(policies.pair, pairKey);
          throw tooMany(perAddress.retryAfterSeconds);
        }
      }

      const perUsername = await limiter.peek(policies.username, username);
      if (!perUsername.allowed) await delay(ATTACKED_USERNAME_DELAY_MS);

      return {
        async succeeded() {
          await limiter.reset(policies.pair, pairKey);
          if (countsForAddress) await limiter.refund(policies.address, address);
        },
        async failed() {
          await limiter.consume(policies.username, username);
          if (pair.remaining === 0) await limiter.block(policies.pair, pairKey);
        },
      };
    },

    async reserveReauthentication(sessionId) {
      const state = await limiter.consume(policies.reauthentication, sessionId);
      if (!state.allowed) throw tooMany(state.retryAfterSeconds);
      return {
        succeeded: () => limiter.reset(policies.reauthentication, sessionId),
        failed: async () => {
          if (state.remaining === 0) await limiter.block(policies.reauthentication, sessionId);
        },
      };
    },
  };
}
