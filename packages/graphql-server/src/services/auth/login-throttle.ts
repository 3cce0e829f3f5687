import type { Db } from "../../db/prisma-client.ts";
import { AppError, AppErrorCode } from "../../errors/app-error.ts";
import {
  recordThrottleEvent,
  secondsUntilAllowed,
  ThrottleScope,
  type ThrottleRule,
} from "../throttle/throttle.ts";
import { describeWait, type LoginLimits } from "./session-policy.ts";

/** The two limits on failed password checks: per username and per client address. */
export function loginThrottleRules(username: string, clientAddress: string, limits: LoginLimits) {
  const windowMs = limits.windowMinutes * 60_000;
  return {
    byUsername: {
      scope: ThrottleScope.LoginFailureByUsername,
      key: username.toLowerCase(),
      limit: limits.maxFailuresPerUser,
      windowMs,
    } satisfies ThrottleRule,
    byAddress: {
      scope: ThrottleScope.LoginFailureByAddress,
      key: clientAddress,
      limit: limits.maxFailuresPerAddress,
      windowMs,
    } satisfies ThrottleRule,
  };
}

export type LoginThrottleRules = ReturnType<typeof loginThrottleRules>;

/**
 * Serialises password checks for one username across every server process until the
 * transaction ends, so parallel requests cannot all slip under the limit at once.
 */
export async function lockPasswordChecks(tx: Db, username: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`aizapy:login:${username.toLowerCase()}`}))`;
}

/** Throws TOO_MANY_REQUESTS while either limit is reached. */
export async function assertPasswordCheckAllowed(
  tx: Db,
  rules: LoginThrottleRules,
  now: Date,
): Promise<void> {
  const wait = Math.max(
    await secondsUntilAllowed(tx, rules.byUsername, now),
    await secondsUntilAllowed(tx, rules.byAddress, now),
  );
  if (wait > 0) {
    throw new AppError(
      AppErrorCode.TooManyRequests,
      `Too many failed sign-in attempts. Please try again in ${describeWait(wait)}.`,
      { retryAfterSeconds: wait },
    );
  }
}

export async function recordPasswordFailure(
  tx: Db,
  rules: LoginThrottleRules,
  now: Date,
): Promise<void> {
  await recordThrottleEvent(tx, rules.byUsername.scope, rules.byUsername.key, now);
  await recordThrottleEvent(tx, rules.byAddress.scope, rules.byAddress.key, now);
}

/** A correct password clears the username's failures (the address keeps its count). */
export async function clearUsernameFailures(tx: Db, rules: LoginThrottleRules): Promise<void> {
  await tx.throttleEvent.deleteMany({
    where: { scope: rules.byUsername.scope, key: rules.byUsername.key },
  });
}
