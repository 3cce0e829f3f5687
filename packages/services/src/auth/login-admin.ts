import { adminLoginInputSchema, AppError } from "@aizapy/contracts";
import type { Admin, PrismaClient } from "@aizapy/db";
import { recordAudit } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import type { LoginProtection } from "./login-protection.ts";
import { verifyAgainstDecoy, verifyPassword } from "./password.ts";
import { INVALID_CREDENTIALS_MESSAGE, SESSION_ABSOLUTE_LIFETIME_MS } from "./session-policy.ts";
import { generateSessionToken, hashSessionToken } from "./session-token.ts";

export interface AdminSessionGrant {
  /** The bearer token: returned once, stored only as a hash. */
  token: string;
  expiresAt: Date;
  admin: Admin;
}

/**
 * Checks an admin's username and password and opens a session. Unknown usernames and wrong
 * passwords get the same message after the same work; attempts are limited by LoginProtection.
 */
export async function loginAdmin(
  deps: { prisma: PrismaClient; loginProtection: LoginProtection },
  input: unknown,
  options: { clientAddress: string; now?: Date },
): Promise<AdminSessionGrant> {
  const { prisma, loginProtection } = deps;
  const { username, password } = validateInput(adminLoginInputSchema, input);
  const now = options.now ?? new Date();
  const attempt = await loginProtection.reserveSignIn(username, options.clientAddress);

  const admin = await prisma.admin.findUnique({ where: { username } });
  const isValid = admin
    ? await verifyPassword(admin.password, password)
    : await verifyAgainstDecoy(password);

  if (!admin || !isValid) {
    await attempt.failed();
    await recordAudit(
      prisma,
      { type: "anonymous", id: options.clientAddress },
      {
        action: "login_failed",
        targetType: "admin",
        ...(admin ? { targetId: admin.id } : {}),
        details: `Failed sign-in as '${username}' from ${options.clientAddress}`,
      },
      now,
    );
    throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
  }

  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  await prisma.$transaction(async (tx) => {
    await tx.adminSession.create({
      data: {
        adminId: admin.id,
        tokenHash: hashSessionToken(token),
        clientAddress: options.clientAddress,
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      },
    });
    await recordAudit(
      tx,
      { type: "admin", id: admin.id },
      {
        action: "login",
        targetType: "admin",
        targetId: admin.id,
        details: `Signed in from ${options.clientAddress}`,
      },
      now,
    );
  });
  await attempt.succeeded();
  return { token, expiresAt, admin };
}
