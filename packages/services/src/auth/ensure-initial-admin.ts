import { randomBytes } from "node:crypto";
import type { Db } from "@aizapy/db";
import { isUniqueViolation } from "@aizapy/db";
import { hashPassword } from "./password.ts";

export interface InitialAdminResult {
  username: string;
  /** Set only when the password was generated here: the caller shows it once. */
  generatedPassword?: string;
}

/** Readable yet strong: 24 characters from a 56-symbol alphabet (~139 bits). */
export function generateStrongPassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(24);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Creates the first admin when none exists: from the configured credentials, or `admin` with a
 * generated password. Returns null when an admin already exists (possibly created a moment ago
 * by another process starting against the same database).
 */
export async function ensureInitialAdmin(
  db: Db,
  configured: { username: string; password: string } | undefined,
): Promise<InitialAdminResult | null> {
  if ((await db.admin.count()) > 0) return null;
  const username = configured?.username ?? "admin";
  const password = configured?.password ?? generateStrongPassword();
  try {
    const admin = await db.admin.create({
      data: { username, password: await hashPassword(password) },
    });
    await db.auditLog.create({
      data: {
        actorId: "system",
        actorType: "system",
        action: "create",
        targetType: "admin",
        targetId: admin.id,
        details: `Created the first admin account '${username}'`,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return configured ? { username } : { username, generatedPassword: password };
}
