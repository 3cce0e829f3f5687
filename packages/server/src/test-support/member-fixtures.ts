import type { MemberRole } from "@aizapy/contracts";
import { linkIn, type Mailbox } from "./mailbox.ts";
import { rest, type RestResponse } from "./rest-client.ts";
import type { TestServer } from "./test-server.ts";

// What the workspace suites set up again and again, through REST as the workspace does it:
// members who sign up with a business, and members who join one by invitation.

/** A password zxcvbn finds hard to guess (score 3 or more). */
export const STRONG_PASSWORD = "saffron-tandoor-monsoon-42";

let emails = 0;
/** An address no other test (nor run) has used. */
export const uniqueEmail = (name = "member") =>
  `${name}.${process.pid}.${Date.now().toString(36)}.${++emails}@example.com`;

/** A member session as the auth answers give it. */
export interface MemberSession {
  token: string;
  user: { id: string; fullName: string; email: string; emailVerified: boolean };
  business: {
    id: string;
    name: string;
    status: string;
    plan: string;
    phoneNumberId: string | null;
  };
  role: MemberRole;
}

/** Fails with the answer when its status is not the one expected. */
export function expectStatus<Body>(answer: RestResponse<Body>, status: number): Body {
  if (answer.status !== status) {
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export const signupInput = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Priya Sharma",
  email: uniqueEmail("owner"),
  password: STRONG_PASSWORD,
  phoneNumber: "+91 98765 43210",
  businessName: "Spice Route Kitchen",
  ...overrides,
});

/** Signs up a new member with a new business (they are its owner). */
export async function signUp(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<MemberSession & { password: string }> {
  const input = signupInput(overrides);
  const session = expectStatus<MemberSession>(
    await rest(server, "POST", "/auth/signup", { body: input }),
    201,
  );
  return { ...session, password: input.password as string };
}

/**
 * Invites `email` to the inviter's business with `role`, reads the invitation's link from the
 * mail and accepts it: the new member's session.
 */
export async function joinByInvitation(
  server: TestServer,
  mailbox: Mailbox,
  inviterToken: string,
  role: MemberRole,
  email = uniqueEmail(role),
): Promise<MemberSession & { password: string; invitationId: string }> {
  const invitation = expectStatus<{ id: string }>(
    await rest(server, "POST", "/workspace/invitations", {
      token: inviterToken,
      body: { email, role },
    }),
    201,
  );
  const { token } = linkIn(await mailbox.nextMail(email), "/accept-invite");
  const session = expectStatus<MemberSession>(
    await rest(server, "POST", "/auth/accept-invite", {
      body: { token, fullName: `Invited ${role}`, password: STRONG_PASSWORD },
    }),
    201,
  );
  return { ...session, password: STRONG_PASSWORD, invitationId: invitation.id };
}

/** Forgets every rate limit count (sign-ups, sign-ins, reset mails), so tests start afresh. */
export async function resetRateLimits(server: TestServer): Promise<void> {
  await server.prisma.rateLimitBucket.deleteMany();
}

/** Sets the operator's switches through the console's REST API. */
export async function setPlatformSwitches(
  server: TestServer,
  adminToken: string,
  switches: { maintenanceMode: boolean; signupEnabled: boolean },
): Promise<void> {
  expectStatus(
    await rest(server, "PUT", "/admin/settings", {
      token: adminToken,
      body: { ...switches, allowedOrigins: [] },
    }),
    200,
  );
}
