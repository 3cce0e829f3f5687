import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../db/prisma-client.ts";
import { AppError, AppErrorCode } from "../../errors/app-error.ts";
import { contactMessageInputSchema } from "@aizapy/contracts";
import { getPlatformSettings } from "../settings/get-platform-settings.ts";
import { recordThrottleEvent, secondsUntilAllowed, ThrottleScope } from "../throttle/throttle.ts";
import { validateInput } from "../validate.ts";
import { describeWait } from "../auth/session-policy.ts";

export const MAINTENANCE_MESSAGE =
  "The contact form is temporarily unavailable while we carry out maintenance. Please try again later.";

export interface ContactMessageReceipt {
  id: string;
  createdAt: Date;
}

/**
 * Stores a visitor's enquiry as an unread message. Refused while the platform is in maintenance
 * mode and when one address sends too many in a minute. A filled honeypot gets an ordinary
 * receipt but nothing is stored, so bots learn nothing.
 */
export async function submitContactMessage(
  prisma: PrismaClient,
  input: unknown,
  options: { clientAddress: string; perMinuteLimit: number; now?: Date },
): Promise<ContactMessageReceipt> {
  const now = options.now ?? new Date();
  // Input is judged before availability, so a client hears the same answer for the same request
  // through REST and GraphQL (where missing fields are rejected before any service runs).
  const { website, ...message } = validateInput(contactMessageInputSchema, input);
  const settings = await getPlatformSettings(prisma);
  if (settings.maintenanceMode)
    throw new AppError(AppErrorCode.ServiceUnavailable, MAINTENANCE_MESSAGE);

  const rule = {
    scope: ThrottleScope.ContactSubmissionByAddress,
    key: options.clientAddress,
    limit: options.perMinuteLimit,
    windowMs: 60_000,
  };
  return prisma.$transaction(async (tx) => {
    const wait = await secondsUntilAllowed(tx, rule, now);
    if (wait > 0) {
      throw new AppError(
        AppErrorCode.TooManyRequests,
        `Too many messages sent from your network. Please try again in ${describeWait(wait)}.`,
        { retryAfterSeconds: wait },
      );
    }
    await recordThrottleEvent(tx, rule.scope, rule.key, now);
    if (website) return { id: randomUUID(), createdAt: now };
    return tx.contactMessage.create({
      data: { ...message, createdAt: now, updatedAt: now },
      select: { id: true, createdAt: true },
    });
  });
}
