import { AppError, updateCredentialsInputSchema } from "@aizapy/contracts";
import { isUniqueViolation } from "@aizapy/db";
import type { Admin, PrismaClient } from "@aizapy/db";
import { recordAudit } from "../audit/record-audit.ts";
import { validateInput } from "../validate.ts";
import type { LoginProtection } from "./login-protection.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { AuthenticatedAdmin, SessionStore } from "./session-store.ts";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Current password is incorrect";
export const USERNAME_TAKEN_MESSAGE = "That username is already taken";

const fieldError = (path: string, message: string) =>
  new AppError("invalid_request", message, { fieldErrors: [{ path, message }] });

/**
 * Changes the signed-in admin's username and password after checking the current password.
 * Wrong current passwords are limited per session (not per username, which attackers elsewhere
 * may have exhausted). Every other session of the admin ends; the one that made the change stays
 * signed in.
 */
export async function updateAdminCredentials(
  deps: { prisma: PrismaClient; sessions: SessionStore; loginProtection: LoginProtection },
  auth: AuthenticatedAdmin,
  input: unknown,
  options: { now?: Date } = {},
): Promise<Admin> {
  const { prisma } = deps;
  const { currentPassword, newUsername, newPassword } = validateInput(
    updateCredentialsInputSchema,
    input,
  );
  const now = options.now ?? new Date();
  const attempt = await deps.loginProtection.reserveReauthentication(auth.sessionId);
  const current = await prisma.admin.findUniqueOrThrow({ where: { id: auth.admin.id } });
  if (!(await verifyPassword(current.password, currentPassword))) {
    await attempt.failed();
    throw fieldError("currentPassword", WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await attempt.succeeded();
  const newHash = await hashPassword(newPassword);

  const outcome = await prisma
    .$transaction(
      async (tx) => {
        const admin = await tx.admin.findUniqueOrThrow({ where: { id: auth.admin.id } });
        if (
          newUsername !== admin.username &&
          (await tx.admin.findUnique({ where: { username: newUsername } }))
        ) {
          return { error: fieldError("newUsername", USERNAME_TAKEN_MESSAGE) };
        }
        const updated = await tx.admin.update({
          where: { id: admin.id },
          data: { username: newUsername, password: newHash },
        });
        const endedSessions = await tx.adminSession.updateMany({
          where: { adminId: admin.id, id: { not: auth.sessionId }, revokedAt: null },
          data: { revokedAt: now },
        });
        const renamed =
          newUsername === admin.username
            ? ""
            : ` and renamed '${admin.username}' to '${newUsername}'`;
        const ended =
          endedSessions.count > 0 ? `; signed out ${endedSessions.count} other session(s)` : "";
        await recordAudit(
          tx,
          { type: "admin", id: admin.id },
          {
            action: "update",
            targetType: "admin",
            targetId: admin.id,
            details: `Changed the admin password${renamed}${ended}`,
          },
          now,
        );
        return { admin: updated };
      },
      { maxWait: 10_000, timeout: 15_000 },
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        return { error: fieldError("newUsername", USERNAME_TAKEN_MESSAGE) };
      throw error;
    });
  if ("error" in outcome) throw outcome.error;
  deps.sessions.forgetAdmin(auth.admin.id);
  return outcome.admin;
}
