import { AppError, LINK_LIFETIME_HOURS, verifyEmailInputSchema } from "@aizapy/contracts";
import type { JobQueue, Sql } from "@aizapy/db";
import type { RateLimiter, RateLimitPolicy } from "@aizapy/messaging";
import { auditWriterFor } from "../audit/record-audit.ts";
import { describeWait } from "../auth/session-policy.ts";
import { queueMail } from "../mail/mail.ts";
import { validateInput } from "../validate.ts";
import { verificationMail } from "./account-mails.ts";
import { createAccountLink, useAccountLink } from "./account-links.ts";
import type { AuthenticatedMember, MemberSessionStore } from "./member-sessions.ts";

/** Verification mails a member may ask for again, an hour. */
export const VERIFICATION_RESENDS_PER_HOUR: RateLimitPolicy = {
  name: "verification-mail:member",
  limit: 5,
  periodMs: 3_600_000,
};

/** Marks the address the link was mailed to as verified (once per link). */
export async function verifyEmail(
  deps: { sql: Sql; sessions: MemberSessionStore },
  input: unknown,
  now = new Date(),
): Promise<{ email: string; emailVerified: true }> {
  const { token } = validateInput(verifyEmailInputSchema, input);
  const { userId, email } = await deps.sql.transaction(async (tx) => {
    const userId = await useAccountLink(tx, token, "verify_email", now);
    const [user] = await tx.query<{ email: string }>(
      `UPDATE users SET "emailVerifiedAt" = COALESCE("emailVerifiedAt", $2) WHERE id = $1
       RETURNING username AS email`,
      [userId, now],
    );
    await auditWriterFor({ type: "member", id: userId }, () => now)(tx, {
      action: "email_verified",
      targetType: "member",
      targetId: userId,
      details: `Verified ${user!.email}`,
    });
    return { userId, email: user!.email };
  });
  deps.sessions.forgetMember(userId);
  return { email, emailVerified: true };
}

/** Mails the signed-in member a new verification link. */
export async function resendVerificationMail(
  deps: { sql: Sql; queue: JobQueue; limiter: RateLimiter; publicUrl: string },
  auth: AuthenticatedMember,
  now = new Date(),
): Promise<void> {
  if (auth.user.emailVerified) {
    throw new AppError("conflict", "Your email address is already verified.");
  }
  const state = await deps.limiter.consume(VERIFICATION_RESENDS_PER_HOUR, auth.user.id);
  if (!state.allowed) {
    throw new AppError(
      "rate_limited",
      `We have sent several mails already. Please try again in ${describeWait(state.retryAfterSeconds)}.`,
      { retryAfterSeconds: state.retryAfterSeconds },
    );
  }
  await deps.sql.transaction(async (tx) => {
    const link = await createAccountLink(
      tx,
      auth.user.id,
      "verify_email",
      LINK_LIFETIME_HOURS.verifyEmail,
      now,
    );
    await queueMail(
      tx,
      deps.queue,
      verificationMail(deps.publicUrl, auth.user.email, auth.user.fullName, link),
    );
  });
}
