import type { Admin, PrismaClient } from "../../db/prisma-client.ts";
import { AppError, AppErrorCode } from "../../errors/app-error.ts";
import { adminLoginInputSchema } from "@aizapy/contracts";
import { recordAudit } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import {
  assertPasswordCheckAllowed,
  clearUsernameFailures,
  lockPasswordChecks,
  loginThrottleRules,
  recordPasswordFailure,
} from "./login-throttle.ts";
import { verifyAgainstDecoy, verifyPassword } from "./password.ts";
import {
  INVALID_CREDENTIALS_MESSAGE,
  SESSION_ABSOLUTE_LIFETIME_MS,
  type LoginLimits,
} from "./session-policy.ts";
import { generateSessionToken, hashSessionToken } from "./session-token.ts";

export interface AdminSessionGrant {
  /** The bearer token: returned once, stored only as a hash. */
  token: string;
  expiresAt: Date;
  admin: Admin;
}

export interface LoginOptions {
  clientAddress: string;
  limits: LoginLimits;
  now?: Date;
}

/**
 * Checks an admin's username and password and opens a session. Unknown usernames and wrong
 * passwords get the same message after the same work; failures count towards the throttle.
 */
export async function loginAdmin(
  prisma: PrismaClient,
  input: unknown,
  options: LoginOptions,
): Promise<AdminSessionGrant> {
  const { username, password } = validateInput(adminLoginInputSchema, input);
  const now = options.now ?? new Date();
  const rules = loginThrottleRules(username, options.clientAddress, options.limits);

  // A failure must be recorded (committed) and still be reported, so the transaction returns
  // the outcome and the error is thrown after it commits.
  const outcome = await prisma.$transaction(
    async (tx) => {
      await lockPasswordChecks(tx, username);
      await assertPasswordCheckAllowed(tx, rules, now);
      const admin = await tx.admin.findUnique({ where: { username } });
      const isValid = admin
        ? await verifyPassword(admin.password, password)
        : await verifyAgainstDecoy(password);
      if (!admin || !isValid) {
        await recordPasswordFailure(tx, rules, now);
        await recordAudit(
          tx,
          { type: "anonymous", id: options.clientAddress },
          {
            action: "login_failed",
            targetType: "admin",
            ...(admin ? { targetId: admin.id } : {}),
            details: `Failed sign-in as '${username}' from ${options.clientAddress}`,
          },
          now,
        );
        return null;
      }
      await clearUsernameFailures(tx, rules);
      const token = generateSessionToken();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
      await tx.adminSession.create({
        data: {
          adminId: admin.id,
          tokenHash: hashSessionToken(token),
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
      return { token, expiresAt, admin };
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
  if (!outcome) throw new AppError(AppErrorCode.Unauthenticated, INVALID_CREDENTIALS_MESSAGE);
  return outcome;
}
