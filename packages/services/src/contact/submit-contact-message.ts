import { randomUUID } from "node:crypto";
import { addressNetwork, AppError, contactMessageInputSchema } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
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

export const INSERT_MESSAGE = `
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
  const { maintenanceMode } = await deps.settings.get();
  // One transaction: the count and the message commit together (one flush to disk on PGlite).
  // A refusal is returned, not thrown, so the attempt it counted still commits.
  const outcome = await deps.sql.transaction(async (tx) => {
    const allowance = await deps.limiter.consume(
      contactPolicy(options.perMinuteLimit),
      addressNetwork(options.clientAddress),
      { ...(options.now ? { now: options.now } : {}), within: tx },
    );
    if (!allowance.allowed) {
      return new AppError(
        "rate_limited",
        `Too many messages sent from your network. Please try again in ${describeWait(allowance.retryAfterSeconds)}.`,
        { retryAfterSeconds: allowance.retryAfterSeconds },
      );
    }
    const parsed = attempt(() => validateInput(contactMessageInputSchema, input));
    if (parsed instanceof AppError) return parsed;
    // Input is judged before availability, as GraphQL rejects missing fields before any service
    // runs.
    if (maintenanceMode) return new AppError("service_unavailable", MAINTENANCE_MESSAGE);
    const { website, ...message } = parsed;
    const receipt = { id: randomUUID(), createdAt: now };
    if (website) return receipt;
    await tx.query(INSERT_MESSAGE, [
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
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** The AppError `work` throws, as a value. */
function attempt<T>(work: () => T): T | AppError {
  try {
    return work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
