import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { linkIn, startMailbox, type Mailbox } from "../test-support/mailbox.ts";
import {
  expectStatus,
  joinByInvitation,
  resetRateLimits,
  setPlatformSwitches,
  signUp,
  signupInput,
  STRONG_PASSWORD,
  uniqueEmail,
  type MemberSession,
} from "../test-support/member-fixtures.ts";
import { eventually, v1 } from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// A business member's account over REST, as the workspace uses it: signing up (with a business
// ready to send on the sandbox), the mails and their links (through a real SMTP server), signing
// in and out, resetting a password, and the operator's switches (New User Signup, Maintenance).

const PUBLIC_URL = "https://app.aizapy.test";

let server: TestServer;
let adminToken: string;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  ({ server, token: adminToken } = await startTestServerWithAdmin({
    SMTP_URL: mailbox.url,
    PUBLIC_URL,
    LOGIN_MAX_FAILURES_PER_USER: "3",
  }));
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});
beforeEach(() => resetRateLimits(server));

const sql = <Row>(text: string, parameters: unknown[] = []) =>
  server.database.sql.query<Row>(text, parameters);

/** The mails stored for an address (every mail is stored before it is sent). */
const mailsStoredFor = (email: string) =>
  sql<{ subject: string; sentAt: Date | null }>(
    `SELECT subject, "sentAt" FROM mails WHERE "to" = $1`,
    [email],
  );

describe("POST /api/auth/signup", () => {
  it("creates the member and their business and signs them in: 201 with exactly the contract's fields", async () => {
    const input = signupInput();
    const answer = await rest(server, "POST", "/auth/signup", { body: input });
    expect(answer.status).toBe(201);
    const session = answer.body as MemberSession;
    expect(Object.keys(session).sort()).toEqual(["business", "role", "token", "user"]);
    expect(Object.keys(session.user).sort()).toEqual(["email", "emailVerified", "fullName", "id"]);
    expect(Object.keys(session.business).sort()).toEqual([
      "id",
      "name",
      "phoneNumberId",
      "plan",
      "status",
    ]);
    expect(session).toMatchObject({
      token: expect.any(String),
      user: { fullName: "Priya Sharma", email: input.email, emailVerified: false },
      business: { name: "Spice Route Kitchen", status: "active", plan: "free" },
      role: "owner",
    });
    // The sandbox's phone number id: what POST /v1/{phone_number_id}/messages sends on.
    expect(session.business.phoneNumberId).toMatch(/^[1-9]\d{14}$/);
    const me = await rest(server, "GET", "/auth/me", { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: session.user, business: session.business, role: "owner" });
  });

  it("starts the business on the sandbox with an approved hello_world (en_US) that a /v1 key can send", async () => {
    const owner = await signUp(server);
    const token = owner.token;
    const business = expectStatus(await rest(server, "GET", "/workspace/business", { token }), 200);
    expect(business).toMatchObject({
      id: owner.business.id,
      provider: "sandbox",
      status: "active",
      whatsappNumber: expect.stringMatching(/^\+1555\d{7}$/),
    });
    const templates = expectStatus(
      await rest(server, "GET", "/workspace/templates", { token }),
      200,
    );
    expect(templates).toEqual([
      expect.objectContaining({
        name: "hello_world",
        language: "en_US",
        status: "approved",
        parameterCount: 0,
      }),
    ]);
    expect(
      expectStatus(await rest(server, "GET", "/workspace/onboarding", { token }), 200),
    ).toMatchObject({ sandboxReady: true, helloWorldSent: false, apiKeyCreated: false });

    const created = expectStatus<{ key: string }>(
      await rest(server, "POST", "/workspace/api-keys", { token, body: { name: "Backend" } }),
      201,
    );
    const sent = await v1(server, "POST", "/messages/template", {
      key: created.key,
      body: {
        to: "+919876543210",
        template: { name: "hello_world", language: "en_US", components: [] },
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message_id).toEqual(expect.any(String));

    const hello = await rest(server, "POST", "/workspace/sandbox/hello-world", {
      token,
      body: { to: "+91 98765 43211" },
    });
    expect(hello.status).toBe(202);
    expect(Object.keys(hello.body)).toEqual(["messageId"]);
    expect(
      expectStatus(await rest(server, "GET", "/workspace/onboarding", { token }), 200),
    ).toMatchObject({ sandboxReady: true, helloWorldSent: true, apiKeyCreated: true });
  });

  it("mails a verification link starting with PUBLIC_URL; the link verifies the address once", async () => {
    const owner = await signUp(server);
    const mail = await mailbox.nextMail(owner.user.email);
    expect(mail.subject).toBe("Verify your email address for Ai Zapy");
    expect(mail.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
    const { url, token } = linkIn(mail, "/verify-email");
    expect(url.origin).toBe(PUBLIC_URL);

    const verified = await rest(server, "POST", "/auth/verify-email", { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: owner.user.email, emailVerified: true });
    const me = expectStatus<MemberSession>(
      await rest(server, "GET", "/auth/me", { token: owner.token }),
      200,
    );
    expect(me.user.emailVerified).toBe(true);

    const again = await rest(server, "POST", "/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: "This link is invalid or has expired. Ask for a new one.",
      code: "invalid_link",
    });
    const unknown = await rest(server, "POST", "/auth/verify-email", {
      body: { token: "not-a-token-we-mailed" },
    });
    expect(unknown.body).toEqual(again.body);
  });

  it("mails a new link on request (202), and refuses once the address is verified", async () => {
    const owner = await signUp(server);
    const first = linkIn(await mailbox.nextMail(owner.user.email), "/verify-email");
    const resent = await rest(server, "POST", "/auth/resend-verification", { token: owner.token });
    expect(resent.status).toBe(202);
    const second = linkIn(await mailbox.nextMail(owner.user.email), "/verify-email");
    expect(second.token).not.toBe(first.token);
    expectStatus(
      await rest(server, "POST", "/auth/verify-email", { body: { token: second.token } }),
      200,
    );
    const refused = await rest(server, "POST", "/auth/resend-verification", { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("conflict");
  });

  it("refuses an address that has an account: 409 email_taken on email, whatever its case", async () => {
    const owner = await signUp(server);
    for (const email of [owner.user.email, owner.user.email.toUpperCase()]) {
      const answer = await rest(server, "POST", "/auth/signup", { body: signupInput({ email }) });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: "An account with this email already exists. Sign in instead.",
        code: "email_taken",
        errors: [
          { path: "email", message: "An account with this email already exists. Sign in instead." },
        ],
      });
    }
  });

  it("refuses a password that is easy to guess: 400 on password", async () => {
    const email = uniqueEmail();
    const answer = await rest(server, "POST", "/auth/signup", {
      body: signupInput({ email, password: "password123" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "invalid_request",
      errors: [{ path: "password", message: expect.stringMatching(/too easy to guess/) }],
    });
    expect(await mailsStoredFor(email)).toEqual([]);
  });

  it("answers invalid input with one message per field", async () => {
    const answer = await rest(server, "POST", "/auth/signup", {
      body: {
        fullName: "P",
        email: "priya@",
        password: "short",
        phoneNumber: "12",
        businessName: "",
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("invalid_request");
    expect(answer.body.errors.map((error: { path: string }) => error.path)).toEqual([
      "fullName",
      "email",
      "password",
      "phoneNumber",
      "businessName",
    ]);
  });
});

describe("New User Signup off", () => {
  it("refuses sign-ups with 403 signup_disabled, while invitations still work", async () => {
    const owner = await signUp(server);
    await setPlatformSwitches(server, adminToken, { maintenanceMode: false, signupEnabled: false });
    try {
      const refused = await rest(server, "POST", "/auth/signup", { body: signupInput() });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message: "Sign-ups are paused right now. Please check back soon.",
        code: "signup_disabled",
      });
      const agent = await joinByInvitation(server, mailbox, owner.token, "agent");
      expect(agent).toMatchObject({ role: "agent", business: { id: owner.business.id } });
    } finally {
      await setPlatformSwitches(server, adminToken, {
        maintenanceMode: false,
        signupEnabled: true,
      });
    }
  });
});

describe("signing in and out", () => {
  it("POST /api/auth/login opens a session: 200 { token, user, business, role }", async () => {
    const owner = await signUp(server);
    const answer = await rest(server, "POST", "/auth/login", {
      body: { email: owner.user.email.toUpperCase(), password: owner.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      user: owner.user,
      business: owner.business,
      role: "owner",
    });
    expect(answer.body.token).not.toBe(owner.token);
    expect((await rest(server, "GET", "/auth/me", { token: answer.body.token })).status).toBe(200);
  });

  it("answers a wrong password and an unknown email alike: 401 unauthorized", async () => {
    const owner = await signUp(server);
    const wrong = await rest(server, "POST", "/auth/login", {
      body: { email: owner.user.email, password: "not-the-password" },
    });
    const unknown = await rest(server, "POST", "/auth/login", {
      body: { email: uniqueEmail("ghost"), password: "not-the-password" },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: "Invalid email or password", code: "unauthorized" });
    }
  });

  it("throttles repeated failures: 429 rate_limited with Retry-After", async () => {
    const owner = await signUp(server);
    const attempt = () =>
      rest(server, "POST", "/auth/login", { body: { email: owner.user.email, password: "wrong" } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({
      code: "rate_limited",
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(throttled.headers.get("retry-after"))).toBe(throttled.body.retryAfterSeconds);
  });

  it("POST /api/auth/logout ends the session at once: 204, then 401", async () => {
    const owner = await signUp(server);
    const other = expectStatus<MemberSession>(
      await rest(server, "POST", "/auth/login", {
        body: { email: owner.user.email, password: owner.password },
      }),
      200,
    );
    expect((await rest(server, "POST", "/auth/logout", { token: owner.token })).status).toBe(204);
    const after = await rest(server, "GET", "/auth/me", { token: owner.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      message: "Your session has ended. Please sign in again.",
      code: "unauthorized",
    });
    // Only that session: the member's other one goes on.
    expect((await rest(server, "GET", "/auth/me", { token: other.token })).status).toBe(200);
  });

  it("answers 401 without a token, with the code", async () => {
    const answer = await rest(server, "GET", "/auth/me");
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: "Please sign in to continue.", code: "unauthorized" });
  });
});

describe("operators and members keep to their own paths", () => {
  it("refuses an operator's token on /api/workspace and /api/auth, and a member's on /api/admin", async () => {
    const owner = await signUp(server);
    for (const path of ["/workspace/business", "/workspace/members", "/auth/me"]) {
      const answer = await rest(server, "GET", path, { token: adminToken });
      expect(answer.status, path).toBe(401);
      expect(answer.body, path).toEqual({
        message: "Your session has ended. Please sign in again.",
        code: "unauthorized",
      });
    }
    expect((await rest(server, "POST", "/auth/logout", { token: adminToken })).status).toBe(401);
    for (const path of ["/admin/me", "/admin/businesses", "/admin/settings"]) {
      const answer = await rest(server, "GET", path, { token: owner.token });
      expect(answer.status, path).toBe(401);
      // The console's paths answer as they always did: no code.
      expect(answer.body, path).toEqual({
        message: "Your session has ended. Please sign in again.",
      });
    }
    // Both sessions are still alive.
    expect((await rest(server, "GET", "/admin/me", { token: adminToken })).status).toBe(200);
    expect((await rest(server, "GET", "/auth/me", { token: owner.token })).status).toBe(200);
  });
});

describe("a forgotten password", () => {
  it("answers 202 whether or not the address has an account; only an account gets a mail", async () => {
    const owner = await signUp(server);
    await mailbox.nextMail(owner.user.email); // the verification mail
    const stranger = uniqueEmail("stranger");
    for (const email of [stranger, owner.user.email]) {
      const answer = await rest(server, "POST", "/auth/forgot-password", { body: { email } });
      expect(answer.status, email).toBe(202);
      expect(answer.body, email).toEqual({});
    }
    const mail = await mailbox.nextMail(owner.user.email);
    expect(mail.subject).toBe("Reset your Ai Zapy password");
    expect(linkIn(mail, "/reset-password").url.origin).toBe(PUBLIC_URL);
    // The mail is stored in the same transaction as the link: nothing was stored for the stranger.
    expect(await mailsStoredFor(stranger)).toEqual([]);
    expect(mailbox.mailsTo(stranger)).toEqual([]);
  });

  it("resets the password once through the link, ending every other session", async () => {
    const owner = await signUp(server);
    await mailbox.nextMail(owner.user.email);
    expectStatus(
      await rest(server, "POST", "/auth/forgot-password", { body: { email: owner.user.email } }),
      202,
    );
    const { token } = linkIn(await mailbox.nextMail(owner.user.email), "/reset-password");
    const newPassword = "monsoon-cardamom-harbour-77";
    const reset = await rest(server, "POST", "/auth/reset-password", {
      body: { token, password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      token: expect.any(String),
      // The link proved the mailbox.
      user: { ...owner.user, emailVerified: true },
      business: owner.business,
      role: "owner",
    });
    // The session from before is over; the new one works.
    expect((await rest(server, "GET", "/auth/me", { token: owner.token })).status).toBe(401);
    expect((await rest(server, "GET", "/auth/me", { token: reset.body.token })).status).toBe(200);
    // Only the new password signs in.
    expect(
      (
        await rest(server, "POST", "/auth/login", {
          body: { email: owner.user.email, password: owner.password },
        })
      ).status,
    ).toBe(401);
    expectStatus(
      await rest(server, "POST", "/auth/login", {
        body: { email: owner.user.email, password: newPassword },
      }),
      200,
    );
    // The link worked once.
    const again = await rest(server, "POST", "/auth/reset-password", {
      body: { token, password: "another-long-harbour-passphrase" },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("invalid_link");
  });

  it("refuses a weak new password on password, leaving the link usable", async () => {
    const owner = await signUp(server);
    await mailbox.nextMail(owner.user.email);
    await rest(server, "POST", "/auth/forgot-password", { body: { email: owner.user.email } });
    const { token } = linkIn(await mailbox.nextMail(owner.user.email), "/reset-password");
    const weak = await rest(server, "POST", "/auth/reset-password", {
      body: { token, password: "password123" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: "invalid_request", errors: [{ path: "password" }] });
    expectStatus(
      await rest(server, "POST", "/auth/reset-password", {
        body: { token, password: STRONG_PASSWORD + "-new" },
      }),
      200,
    );
  });

  it("refuses a link past its hour: 400 invalid_link", async () => {
    const owner = await signUp(server);
    await mailbox.nextMail(owner.user.email);
    await rest(server, "POST", "/auth/forgot-password", { body: { email: owner.user.email } });
    const { token } = linkIn(await mailbox.nextMail(owner.user.email), "/reset-password");
    await sql(
      `UPDATE account_links SET "expiresAt" = now() - interval '1 second'
       WHERE "userId" = $1 AND kind = 'reset_password'`,
      [owner.user.id],
    );
    const expired = await rest(server, "POST", "/auth/reset-password", {
      body: { token, password: "monsoon-cardamom-harbour-77" },
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      message: "This link is invalid or has expired. Ask for a new one.",
      code: "invalid_link",
    });
    // The session and password are as they were.
    expect((await rest(server, "GET", "/auth/me", { token: owner.token })).status).toBe(200);
  });
});

describe("Maintenance Mode", () => {
  it("answers sign-in, sign-up and the workspace with 503 maintenance and Retry-After; signing out still works", async () => {
    const owner = await signUp(server);
    await setPlatformSwitches(server, adminToken, { maintenanceMode: true, signupEnabled: true });
    try {
      const answers = [
        await rest(server, "POST", "/auth/login", {
          body: { email: owner.user.email, password: owner.password },
        }),
        await rest(server, "POST", "/auth/signup", { body: signupInput() }),
        await rest(server, "GET", "/workspace/business", { token: owner.token }),
        await rest(server, "GET", "/auth/me", { token: owner.token }),
        await rest(server, "POST", "/auth/forgot-password", { body: { email: owner.user.email } }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          message: expect.stringMatching(/scheduled maintenance/),
          code: "maintenance",
          retryAfterSeconds: 300,
        });
        expect(answer.headers.get("retry-after")).toBe("300");
      }
      expect((await rest(server, "POST", "/auth/logout", { token: owner.token })).status).toBe(204);
      // The operator's console is not in maintenance.
      expect((await rest(server, "GET", "/admin/me", { token: adminToken })).status).toBe(200);
    } finally {
      await setPlatformSwitches(server, adminToken, {
        maintenanceMode: false,
        signupEnabled: true,
      });
    }
    expect((await rest(server, "GET", "/auth/me", { token: owner.token })).status).toBe(401);
  });
});

describe("a mail server that is down", () => {
  it("gets the mail once it is up: the mail is retried", { timeout: 90_000 }, async () => {
    // The mail server goes away; the same port comes back after the sign-up's mail failed.
    const port = mailbox.port;
    await mailbox.close();
    const owner = await signUp(server);
    const failure = await eventually(async () => {
      const [row] = await sql<{ attempts: number; lastError: string | null; sentAt: Date | null }>(
        `SELECT attempts, "lastError", "sentAt" FROM mails WHERE "to" = $1`,
        [owner.user.email],
      );
      return row && row.attempts > 0 ? row : undefined;
    });
    expect(failure).toMatchObject({
      sentAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    mailbox = await startMailbox({ port });
    // The first retry comes 10 to 20 seconds after the failure.
    const mail = await mailbox.nextMail(owner.user.email, { timeoutMs: 60_000 });
    expect(linkIn(mail, "/verify-email").url.origin).toBe(PUBLIC_URL);
    // The worker records the sending once the mail server has taken the mail.
    const sent = await eventually(async () => {
      const [row] = await sql<{ attempts: number; sentAt: Date | null }>(
        `SELECT attempts, "sentAt" FROM mails WHERE "to" = $1`,
        [owner.user.email],
      );
      return row?.sentAt ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(mailbox.mailsTo(owner.user.email)).toHaveLength(1);
  });
});
