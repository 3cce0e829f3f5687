import type { Db } from "../../db/prisma-client.ts";

// Rate limits counted in the database (not process memory), so every server process sharing
// the database enforces the same limit.

export const ThrottleScope = {
  LoginFailureByUsername: "login-failure:username",
  LoginFailureByAddress: "login-failure:address",
  ContactSubmissionByAddress: "contact-submission:address",
} as const;
export type ThrottleScope = (typeof ThrottleScope)[keyof typeof ThrottleScope];

export interface ThrottleRule {
  scope: ThrottleScope;
  key: string;
  /** Events allowed within the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

/** No limit counts further back than this, so older events are deleted. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Seconds until the rule allows another event, or 0 when it allows one now: the oldest event
 * that still counts has to leave the window first.
 */
export async function secondsUntilAllowed(db: Db, rule: ThrottleRule, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const counted = await db.throttleEvent.findMany({
    where: { scope: rule.scope, key: rule.key, createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    take: rule.limit,
    select: { createdAt: true },
  });
  if (counted.length < rule.limit) return 0;
  const oldestCounted = counted[counted.length - 1]!.createdAt.getTime();
  return Math.max(1, Math.ceil((oldestCounted + rule.windowMs - now.getTime()) / 1000));
}

export async function recordThrottleEvent(
  db: Db,
  scope: ThrottleScope,
  key: string,
  now: Date,
): Promise<void> {
  await db.throttleEvent.create({ data: { scope, key, createdAt: now } });
  await db.throttleEvent.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
  });
}
