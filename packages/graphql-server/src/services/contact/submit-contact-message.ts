import { randomUUID } from "node:crypto";
import { AppError, AppErrorCode, contactMessageInputSchema } from "@aizapy/contracts";
import type { Sql } from "../../db/sql.ts";
import { describeWait } from "../auth/session-policy.ts";
import type { RateLimiter, RateLimitPolicy } from "@aizapy/messaging";
import type { SettingsCache } from "../settings/settings-cache.ts";
import { validateInput } from "../validate.ts";

export const MAINTENANCE_MESSAGE =
  "The contact form is temporarily unavailable while we carry out maintenance. Please try again later.";

export interface ContactMessageReceipt {
  id: string;
  createdAt: Date;
}

export const contactPolicy = (perMinute: number): RateLimitPolicy => ({
  name: "contact:address",
  limit: perMinute,
  periodMs: 60_000,
});

const INSERT_MESSAGE = `
  INSERT INTO contact_messages (id, name, email, company, phone, subject, message, status, "createdAt", "updatedAt")
  VALUES ($1, $2, $3, $4, $5, $6, $7, 'unread', $8, $8)`;

/**
 * Stores a visitor's enquiry as an unread message. Refused when one address sends too many in a
 * minute (every submission counts, valid or not, so malformed floods are throttled too) and
 * while the platform is in maintenance mode. A filled honeypot gets an ordinary receipt but nothing
 * is stored, so bots learn nothing.
 */
export async function submitContactMessage(
  deps: { sql: Sql; limiter: RateLimiter; settings: SettingsCache },
  input: unknown,
  options: { clientAddress: string; perMinuteLimit: number; now?: Date },
): Promise<ContactMessageReceipt> {
  const now = options.now ?? new Date();
  const allowance = await deps.limiter.consume(
    contactPolicy(options.perMinuteLimit),
    options.clientAddress,
    { now },
  );
  if (!allowance.allowed) {
    throw new AppError(
      AppErrorCode.TooManyRequests,
      `Too many messages sent from your network. Please try again in ${describeWait(allowance.retryAfterSeconds)}.`,
      { retryAfterSeconds: allowance.retryAfterSeconds },
    );
  }
  const { website, ...message } = validateInput(contactMessageInputSchema, input);
  // Input is judged before availability, as GraphQL rejects missing fields before any service runs.
  if ((await deps.settings.get()).maintenanceMode)
    throw new AppError(AppErrorCode.ServiceUnavailable, MAINTENANCE_MESSAGE);
  const receipt = { id: randomUUID(), createdAt: now };
  if (website) return receipt;
  await deps.sql.query(INSERT_MESSAGE, [
    receipt.id,
    message.name,
    message.email,
    message.company,
    message.phone,
    message.subject,
    message.message,
    now,
  ]);
  return receipt;
}
