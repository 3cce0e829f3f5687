import {
  acceptInviteInputSchema,
  forgotPasswordInputSchema,
  memberLoginInputSchema,
  resetPasswordInputSchema,
  signupInputSchema,
  verifyEmailInputSchema,
  type MemberAccountView,
  type MemberSessionView,
} from "@aizapy/contracts";
import {
  acceptedResponse,
  emailVerifiedResponse,
  memberAccountResponse,
  memberSessionResponse,
} from "../response-schemas.ts";
import { pick, type PublicRoute, type RestRoute } from "./route.ts";

// A business member's account: signing up (with a new business), in and out, and the links mailed
// to them (verify the address, reset the password, accept an invitation).

/** Exactly the contract's fields of a session or account answer. */
const accountOf = (view: MemberAccountView) => ({
  user: pick(view.user, ["id", "fullName", "email", "emailVerified"]),
  business: pick(view.business, ["id", "name", "status", "plan", "phoneNumberId"]),
  role: view.role,
});
const sessionOf = (view: MemberSessionView) => ({ token: view.token, ...accountOf(view) });

/** Who signs up in the examples, and signs in, verifies and resets afterwards. */
const exampleOwner = { fullName: "Priya Sharma", email: "priya@spiceroute.in" } as const;
const exampleAccount = {
  user: {
    id: "5f0c2a4e-8b1d-4c3e-9a7f-2d6b8e1c4a90",
    ...exampleOwner,
    emailVerified: false,
  },
  business: {
    id: "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
    name: "Spice Route Kitchen",
    status: "active",
    plan: "free",
    phoneNumberId: "482913560274418",
  },
  role: "owner",
} as const;
const exampleSession = {
  token: "azm_m7Zq2V8xT0r3pK7sN4bW6yH9cL5dF8gJ2aE0uI3oP1k",
  ...exampleAccount,
};
const examplePassword = "saffron-tandoor-monsoon-42";
const exampleLinkToken = "Qm8xV2n5R7tY1uI3oP6aS9dF0gH4jK2lZ5xC8vB1nM3";

const MAINTENANCE = {
  status: 503,
  description: "Maintenance mode: try again after Retry-After seconds (code maintenance).",
} as const;
/** A new password's 400: invalid input, a password easy to guess, or the mailed link refused. */
const badPasswordOrLink = (link: string) =>
  ({
    status: 400,
    description: `Invalid input, a password easy to guess (on password), or ${link} (code invalid_link).`,
  }) as const;

/**
 * A route whose answer is a new session (signing up or in, a new password, an accepted
 * invitation): the service's session, exactly as the contract shapes it.
 */
const sessionRoute = (
  start: "signUp" | "logIn" | "resetPassword" | "acceptInvitation",
  route: Omit<PublicRoute, "method" | "requiresSession" | "run" | "response">,
): PublicRoute => ({
  method: "post",
  requiresSession: false,
  run: async (services, { body, caller }) => sessionOf(await services.members[start](body, caller)),
  response: memberSessionResponse,
  ...route,
});

/** /api/auth: a business member's own account. */
export const memberRoutes: RestRoute[] = [
  sessionRoute("signUp", {
    path: "/auth/signup",
    summary:
      "Sign up with a new business: it starts on the sandbox with an approved hello_world template; a mail asks to verify the address",
    body: signupInputSchema,
    successStatus: 201,
    refusals: [
      {
        status: 400,
        description:
          "Invalid input, one message per field; a password that is easy to guess is refused on password.",
      },
      { status: 403, description: "New User Signup is off (code signup_disabled)." },
      {
        status: 409,
        description: "An account with this email already exists (code email_taken, on email).",
      },
      { status: 429, description: "Too many accounts created from this network." },
      MAINTENANCE,
    ],
    examples: {
      request: {
        ...exampleOwner,
        password: examplePassword,
        phoneNumber: "+91 98765 43210",
        businessName: "Spice Route Kitchen",
      },
      response: exampleSession,
    },
  }),
  {
    method: "post",
    path: "/auth/verify-email",
    summary: "Verify the email address with the token of the mailed link (once per link)",
    requiresSession: false,
    body: verifyEmailInputSchema,
    run: (services, { body }) => services.members.verifyEmail(body),
    successStatus: 200,
    response: emailVerifiedResponse,
    refusals: [
      { status: 400, description: "The link is invalid, used or expired (code invalid_link)." },
    ],
    examples: {
      request: { token: exampleLinkToken },
      response: { email: exampleOwner.email, emailVerified: true },
    },
  },
  {
    method: "post",
    path: "/auth/resend-verification",
    summary: "Mail the signed-in member a new verification link",
    requiresSession: "member",
    run: async (services, _input, auth) => {
      await services.members.resendVerification(auth);
      return {};
    },
    successStatus: 202,
    response: acceptedResponse,
    refusals: [
      { status: 409, description: "The address is already verified." },
      { status: 429, description: "Several mails were sent already; wait for Retry-After." },
    ],
    examples: { response: {} },
  },
  sessionRoute("logIn", {
    path: "/auth/login",
    summary: "Sign in as a member of a business",
    body: memberLoginInputSchema,
    successStatus: 200,
    refusals: [
      { status: 401, description: "Wrong email or password (one message for both)." },
      { status: 429, description: "Too many failed sign-ins; wait for Retry-After." },
      MAINTENANCE,
    ],
    examples: {
      request: { email: exampleOwner.email, password: examplePassword },
      response: exampleSession,
    },
  }),
  {
    method: "get",
    path: "/auth/me",
    summary: "The signed-in member, their business and role",
    requiresSession: "member",
    run: async (services, _input, auth) => accountOf(await services.members.me(auth)),
    successStatus: 200,
    response: memberAccountResponse,
    examples: { response: exampleAccount },
  },
  {
    method: "post",
    path: "/auth/logout",
    summary: "End this session (also during maintenance)",
    requiresSession: "member",
    openDuringMaintenance: true,
    run: (services, _input, auth) => services.members.logOut(auth),
    successStatus: 204,
    examples: {},
  },
  {
    method: "post",
    path: "/auth/forgot-password",
    summary:
      "Mail a password reset link if the address has an account (the answer is the same either way)",
    requiresSession: false,
    body: forgotPasswordInputSchema,
    run: async (services, { body, caller }) => {
      await services.members.forgotPassword(body, caller);
      return {};
    },
    successStatus: 202,
    response: acceptedResponse,
    refusals: [
      { status: 429, description: "Too many resets asked from this network." },
      MAINTENANCE,
    ],
    examples: { request: { email: exampleOwner.email }, response: {} },
  },
  sessionRoute("resetPassword", {
    path: "/auth/reset-password",
    summary:
      "Set a new password with the token of the mailed link (once, within the hour): every session of the member ends, and a new one starts",
    body: resetPasswordInputSchema,
    successStatus: 200,
    refusals: [badPasswordOrLink("a link that is invalid, used or expired"), MAINTENANCE],
    examples: {
      request: { token: exampleLinkToken, password: examplePassword },
      response: { ...exampleSession, user: { ...exampleSession.user, emailVerified: true } },
    },
  }),
  sessionRoute("acceptInvitation", {
    path: "/auth/accept-invite",
    summary:
      "Accept an invitation with the token of the mailed link: creates the member with the invited role and signs them in (works while New User Signup is off)",
    body: acceptInviteInputSchema,
    successStatus: 201,
    refusals: [
      badPasswordOrLink("an invitation that is invalid, accepted, revoked or expired"),
      {
        status: 409,
        description: "The invited address already has an account (code already_member).",
      },
      MAINTENANCE,
    ],
    examples: {
      request: { token: exampleLinkToken, fullName: "Arjun Mehta", password: examplePassword },
      response: {
        token: exampleSession.token,
        user: {
          id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
          fullName: "Arjun Mehta",
          email: "arjun@spiceroute.in",
          emailVerified: true,
        },
        business: exampleAccount.business,
        role: "agent",
      },
    },
  }),
];
