import { z } from "zod";
import { BUSINESS_MESSAGES, BUSINESS_NAME_MAX, BUSINESS_NAME_MIN, toE164 } from "./businesses.ts";

// Members of a business: the people who sign up, sign in and work in its workspace. The rules are
// shared by the sign-up, sign-in and team forms and by the services behind them.

/** What a member may do in their business's workspace (see MEMBER_PERMISSIONS). */
export const MEMBER_ROLES = ["owner", "admin", "agent"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The parts of the workspace, and the roles that may use each: the team page's table. */
export const MEMBER_PERMISSIONS = [
  { area: "Conversations", description: "Answer customers in the inbox", roles: MEMBER_ROLES },
  { area: "Templates", description: "See and create message templates", roles: MEMBER_ROLES },
  {
    area: "Campaigns",
    description: "Follow campaigns, their funnel and recipients",
    roles: MEMBER_ROLES,
  },
  {
    area: "Sending campaigns",
    description: "Create, launch, pause, cancel and retarget campaigns",
    roles: ["owner", "admin"],
  },
  { area: "API keys", description: "Create and revoke /v1 API keys", roles: ["owner", "admin"] },
  {
    area: "Webhook",
    description: "Set the webhook URL, see deliveries",
    roles: ["owner", "admin"],
  },
  { area: "Usage and billing", description: "See usage, cost and plan", roles: ["owner", "admin"] },
  { area: "Team", description: "Invite members and change their roles", roles: ["owner", "admin"] },
  { area: "Owners", description: "Make or remove an owner", roles: ["owner"] },
] as const satisfies readonly {
  area: string;
  description: string;
  roles: readonly MemberRole[];
}[];

/** Roles that manage the workspace: keys, webhook, billing and the team. */
export const MANAGING_ROLES: readonly MemberRole[] = ["owner", "admin"];

export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  passwordMax: 256,
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
} as const;

export const ACCOUNT_MESSAGES = {
  fullName: `Enter your full name (${ACCOUNT_LIMITS.nameMin} to ${ACCOUNT_LIMITS.nameMax} characters)`,
  email: "Please enter a valid email address",
  password: `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  passwordGuessable: "This password is too easy to guess. Add words or characters of your own.",
  phoneNumber: "Enter a valid phone number, e.g. +91 98765 43210",
  businessName: BUSINESS_MESSAGES.name,
  role: `Role must be one of ${MEMBER_ROLES.join(", ")}`,
  emailTaken: "An account with this email already exists. Sign in instead.",
  signupDisabled: "Sign-ups are paused right now. Please check back soon.",
  invalidCredentials: "Invalid email or password",
  invalidLink: "This link is invalid or has expired. Ask for a new one.",
} as const;

const email = z
  .string(ACCOUNT_MESSAGES.email)
  .trim()
  .toLowerCase()
  .max(ACCOUNT_LIMITS.emailMax, ACCOUNT_MESSAGES.email)
  .pipe(z.email(ACCOUNT_MESSAGES.email));

const fullName = z
  .string(ACCOUNT_MESSAGES.fullName)
  .trim()
  .min(ACCOUNT_LIMITS.nameMin, ACCOUNT_MESSAGES.fullName)
  .max(ACCOUNT_LIMITS.nameMax, ACCOUNT_MESSAGES.fullName);

/** A new password's length; whether it is guessable is judged by the server's estimator. */
export const newPassword = z
  .string(ACCOUNT_MESSAGES.password)
  .min(ACCOUNT_LIMITS.passwordMin, ACCOUNT_MESSAGES.password)
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordTooLong);

const phoneNumber = z
  .string(ACCOUNT_MESSAGES.phoneNumber)
  .trim()
  .max(32, ACCOUNT_MESSAGES.phoneNumber)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.phoneNumber });
      return z.NEVER;
    }
    return e164;
  });

const businessName = z
  .string(ACCOUNT_MESSAGES.businessName)
  .trim()
  .min(BUSINESS_NAME_MIN, ACCOUNT_MESSAGES.businessName)
  .max(BUSINESS_NAME_MAX, ACCOUNT_MESSAGES.businessName);

/** A link's token from a mail: opaque, URL-safe. */
const token = z.string(ACCOUNT_MESSAGES.invalidLink).trim().min(1).max(200);

export const signupInputSchema = z.object({
  fullName,
  email,
  password: newPassword,
  phoneNumber,
  businessName,
});
export type SignupInput = z.input<typeof signupInputSchema>;

export const memberLoginInputSchema = z.object({
  email: z
    .string(ACCOUNT_MESSAGES.email)
    .trim()
    .toLowerCase()
    .min(1, ACCOUNT_MESSAGES.email)
    .max(ACCOUNT_LIMITS.emailMax, ACCOUNT_MESSAGES.invalidCredentials),
  password: z
    .string("Password is required")
    .min(1, "Password is required")
    .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.invalidCredentials),
});
export type MemberLoginInput = z.input<typeof memberLoginInputSchema>;

export const verifyEmailInputSchema = z.object({ token });
export const forgotPasswordInputSchema = z.object({ email });
export const resetPasswordInputSchema = z.object({ token, password: newPassword });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;
export const acceptInviteInputSchema = z.object({ token, fullName, password: newPassword });
export type AcceptInviteInput = z.input<typeof acceptInviteInputSchema>;

const role = z.enum(MEMBER_ROLES, ACCOUNT_MESSAGES.role);
export const invitationInputSchema = z.object({ email, role });
export type InvitationInput = z.input<typeof invitationInputSchema>;
export const memberRoleInputSchema = z.object({ role });

/** How long a link in a mail works. */
export const LINK_LIFETIME_HOURS = { verifyEmail: 72, resetPassword: 1, invitation: 168 } as const;

/** A member as the workspace and the auth answers show them. */
export interface MemberUserView {
  id: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
}

/** The member's business, as the workspace shows it. */
export interface MemberBusinessView {
  id: string;
  name: string;
  status: string;
  plan: string;
  /** The phone number id of its active configuration (the sandbox has one too). */
  phoneNumberId: string | null;
}

/** Who is signed in: `GET /api/auth/me`. */
export interface MemberAccountView {
  user: MemberUserView;
  business: MemberBusinessView;
  role: MemberRole;
}

/** A new session: sign-up, sign-in, accepting an invitation. */
export interface MemberSessionView extends MemberAccountView {
  token: string;
}

/** The key under which the workspace keeps the member's session token in the browser. */
export const MEMBER_TOKEN_STORAGE_KEY = "member_token";
