import { setTimeout as sleep } from "node:timers/promises";
import { addressNetwork, AppError } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import type { RateLimiter, RateLimitPolicy } from "@aizapy/messaging";
import { describeWait, type LoginLimits } from "./session-policy.ts";

// Password checks are limited the way large identity providers do it, so that an attacker can
// neither guess freely nor lock the real owner of an account out. An address is counted by its
// network (addressNetwork: an IPv6 /64 is one client). An address the account has signed in from
// before is familiar.
// - per (account, address) pair: after `maxFailuresPerUser` failures that pair is refused for the
//   window (then allowed one attempt per window/limit). Another address (the owner's) is not
//   affected.
// - per account: past the same number of failures from anywhere, every check is slowed down.
// - per account, a budget of `maxFailuresPerAccount` failed checks an hour from unfamiliar
//   addresses: once spent, unfamiliar addresses are refused until it refills, which caps a guesser
//   spread over any number of addresses. Familiar addresses are never refused by it: the pair is
//   blocked, never the account.
// - per address: a ceiling for credential stuffing (many accounts from one address). Familiar
//   addresses are exempt, so an office behind one NAT address keeps its owner even when another
//   machine there misbehaves.
// - a re-entered password inside a live session (changing credentials) counts per session only.
// Every attempt reserves its places before the password is checked and gives them back on
// success, so concurrent attempts cannot overshoot a limit.

/** How long a check for an attacked username waits before the password is verified. */
export const ATTACKED_USERNAME_DELAY_MS = 1_000;
/** A successful sign-in makes its address familiar to that admin for this long. */
export const FAMILIAR_ADDRESS_DAYS = 30;

export const TOO_MANY_ATTEMPTS_MESSAGE = (waitSeconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${describeWait(waitSeconds)}.`;

/** The period of the per-account budget of failed checks from unfamiliar addresses. */
export const ACCOUNT_BUDGET_PERIOD_MS = 60 * 60_000;

/** The limits of one kind of account; `scope` keeps admins' and members' buckets apart. */
export function loginPolicies(limits: LoginLimits, scope = "login") {
  const periodMs = limits.windowMinutes * 60_000;
  return {
    pair: { name: `${scope}:pair`, limit: limits.maxFailuresPerUser, periodMs },
    username: { name: `${scope}:username`, limit: limits.maxFailuresPerUser, periodMs },
    account: {
      name: `${scope}:account`,
      limit: limits.maxFailuresPerAccount,
      periodMs: ACCOUNT_BUDGET_PERIOD_MS,
    },
    address: { name: `${scope}:address`, limit: limits.maxFailuresPerAddress, periodMs },
    // Keyed by session id, which no two kinds of session share.
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

export interface LoginProtection {
  /**
   * Reserves a sign-in attempt for `account` from `address`, or throws TOO_MANY_REQUESTS; waits
   * first when the account is under attack.
   */
  reserveSignIn(account: string, address: string): Promise<Reservation>;
  /** Reserves a password re-entry inside a session, or throws TOO_MANY_REQUESTS. */
  reserveReauthentication(sessionId: string): Promise<Reservation>;
}

/** The addresses an account signed in from since a time (its sessions' addresses). */
export type SignInAddresses = (account: string, since: Date) => Promise<string[]>;

/** An admin's sign-in addresses, from the sessions of the admin with that username. */
export const adminSignInAddresses =
  (sql: Sql): SignInAddresses =>
  async (username, since) =>
    (
      await sql.query<{ address: string }>(
        `SELECT DISTINCT s."clientAddress" AS address
         FROM admin_sessions s JOIN admins a ON a.id = s."adminId"
         WHERE a.username = $1 AND s."createdAt" > $2 AND s."clientAddress" IS NOT NULL`,
        [username, since],
      )
    ).map((row) => row.address);

export function createLoginProtection(options: {
  limiter: RateLimiter;
  limits: LoginLimits;
  signInAddresses: SignInAddresses;
  /** Names this kind of account's buckets (admins: "login"). */
  scope?: string;
  /** Injected by tests that must not wait. */
  delay?: (ms: number) => Promise<unknown>;
}): LoginProtection {
  const { limiter } = options;
  const policies = loginPolicies(options.limits, options.scope);
  const delay = options.delay ?? sleep;

  const isFamiliar = async (account: string, network: string) =>
    (
      await options.signInAddresses(
        account,
        new Date(Date.now() - FAMILIAR_ADDRESS_DAYS * 86_400_000),
      )
    ).some((address) => addressNetwork(address) === network);

  return {
    async reserveSignIn(rawAccount, address) {
      const account = rawAccount.toLowerCase();
      const network = addressNetwork(address);
      const pairKey = `${account} ${network}`;
      const pair = await limiter.consume(policies.pair, pairKey);
      if (!pair.allowed) throw tooMany(pair.retryAfterSeconds);

      // Places taken from an unfamiliar address: the address's ceiling, the account's budget.
      const reserved: [RateLimitPolicy, string][] = [];
      const familiar = await isFamiliar(rawAccount, network);
      if (!familiar) {
        for (const [policy, key] of [
          [policies.address, network],
          [policies.account, account],
        ] as const) {
          const state = await limiter.consume(policy, key);
          if (!state.allowed) {
            await limiter.refund(policies.pair, pairKey);
            for (const [taken, takenKey] of reserved) await limiter.refund(taken, takenKey);
            throw tooMany(state.retryAfterSeconds);
          }
          reserved.push([policy, key]);
        }
      }

      const perAccount = await limiter.peek(policies.username, account);
      if (!perAccount.allowed) await delay(ATTACKED_USERNAME_DELAY_MS);

      return {
        async succeeded() {
          await limiter.reset(policies.pair, pairKey);
          for (const [policy, key] of reserved) await limiter.refund(policy, key);
        },
        async failed() {
          await limiter.consume(policies.username, account);
          // A familiar address's failures count against the budget too, but never wait on it.
          if (familiar) await limiter.consume(policies.account, account);
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
