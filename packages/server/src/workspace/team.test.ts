import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { linkIn, startMailbox, type Mailbox } from "../test-support/mailbox.ts";
import {
  expectStatus,
  joinByInvitation,
  resetRateLimits,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  type MemberSession,
} from "../test-support/member-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// The team of a business over REST: invitations by mail, roles and what each may do, the rules
// about owners, and removing members. Another business's ids are not found, exactly as unknown ids.

const PUBLIC_URL = "https://app.aizapy.test";

let server: TestServer;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ SMTP_URL: mailbox.url, PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});
beforeEach(() => resetRateLimits(server));

interface Member {
  id: string;
  email: string;
  role: string;
}

const members = async (token: string) =>
  expectStatus<Member[]>(await rest(server, "GET", "/workspace/members", { token }), 200);

describe("invitations", () => {
  it("mails a link to join with a role; accepting it signs the new member in: 201", async () => {
    const owner = await signUp(server);
    for (const role of ["agent", "admin", "owner"] as const) {
      const email = uniqueEmail(role);
      const invited = await rest(server, "POST", "/workspace/invitations", {
        token: owner.token,
        body: { email: email.toUpperCase(), role },
      });
      expect(invited.status).toBe(201);
      expect(invited.body).toEqual({
        id: expect.any(String),
        email,
        role,
        status: "pending",
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      const mail = await mailbox.nextMail(email);
      expect(mail.subject).toBe(`Priya Sharma invited you to Spice Route Kitchen on Ai Zapy`);
      const { url, token } = linkIn(mail, "/accept-invite");
      expect(url.origin).toBe(PUBLIC_URL);

      const accepted = await rest(server, "POST", "/auth/accept-invite", {
        body: { token, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
      });
      expect(accepted.status).toBe(201);
      expect(accepted.body).toEqual({
        token: expect.any(String),
        // The link proved the address.
        user: { id: expect.any(String), fullName: "Arjun Mehta", email, emailVerified: true },
        business: owner.business,
        role,
      });
      expect((await rest(server, "GET", "/auth/me", { token: accepted.body.token })).status).toBe(
        200,
      );
      const again = await rest(server, "POST", "/auth/accept-invite", {
        body: { token, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
      });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe("invalid_link");
    }
    const team = await members(owner.token);
    expect(team.map((member) => member.role)).toEqual(["owner", "agent", "admin", "owner"]);
    const invitations = expectStatus<{ status: string }[]>(
      await rest(server, "GET", "/workspace/invitations", { token: owner.token }),
      200,
    );
    expect(invitations.map((invitation) => invitation.status)).toEqual([
      "accepted",
      "accepted",
      "accepted",
    ]);
  });

  it("a revoked invitation's link no longer works, and a new invitation replaces an open one", async () => {
    const owner = await signUp(server);
    const email = uniqueEmail("agent");
    const first = expectStatus<{ id: string }>(
      await rest(server, "POST", "/workspace/invitations", {
        token: owner.token,
        body: { email, role: "agent" },
      }),
      201,
    );
    const firstLink = linkIn(await mailbox.nextMail(email), "/accept-invite");
    expect(
      (await rest(server, "DELETE", `/workspace/invitations/${first.id}`, { token: owner.token }))
        .status,
    ).toBe(204);
    const revoked = await rest(server, "POST", "/auth/accept-invite", {
      body: { token: firstLink.token, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
    });
    expect(revoked.status).toBe(400);
    expect(revoked.body.code).toBe("invalid_link");
    // Revoking twice is a conflict.
    const twice = await rest(server, "DELETE", `/workspace/invitations/${first.id}`, {
      token: owner.token,
    });
    expect(twice.status).toBe(409);

    // Two invitations in a row: only the newer link works.
    for (const role of ["agent", "admin"]) {
      expectStatus(
        await rest(server, "POST", "/workspace/invitations", {
          token: owner.token,
          body: { email, role },
        }),
        201,
      );
    }
    const older = linkIn(await mailbox.nextMail(email), "/accept-invite");
    const newer = linkIn(await mailbox.nextMail(email), "/accept-invite");
    expect(
      (
        await rest(server, "POST", "/auth/accept-invite", {
          body: { token: older.token, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
        })
      ).body.code,
    ).toBe("invalid_link");
    const joined = expectStatus<MemberSession>(
      await rest(server, "POST", "/auth/accept-invite", {
        body: { token: newer.token, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
      }),
      201,
    );
    expect(joined.role).toBe("admin");
  });

  it("refuses to invite an address that has an account: 409 already_member", async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    for (const email of [owner.user.email, other.user.email]) {
      const answer = await rest(server, "POST", "/workspace/invitations", {
        token: owner.token,
        body: { email, role: "agent" },
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        code: "already_member",
        errors: [{ path: "email", message: expect.any(String) }],
      });
    }
  });

  it("refuses to accept for an address that signed up meanwhile: 409 already_member, the link kept", async () => {
    const owner = await signUp(server);
    const email = uniqueEmail("agent");
    expectStatus(
      await rest(server, "POST", "/workspace/invitations", {
        token: owner.token,
        body: { email, role: "agent" },
      }),
      201,
    );
    const { token } = linkIn(await mailbox.nextMail(email), "/accept-invite");
    await signUp(server, { email });
    const answer = await rest(server, "POST", "/auth/accept-invite", {
      body: { token, fullName: "Arjun Mehta", password: STRONG_PASSWORD },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("already_member");
    const invitations = expectStatus<{ status: string }[]>(
      await rest(server, "GET", "/workspace/invitations", { token: owner.token }),
      200,
    );
    expect(invitations[0]!.status).toBe("pending");
  });

  it("refuses a weak password on accepting: 400 on password", async () => {
    const owner = await signUp(server);
    const email = uniqueEmail("agent");
    await rest(server, "POST", "/workspace/invitations", {
      token: owner.token,
      body: { email, role: "agent" },
    });
    const { token } = linkIn(await mailbox.nextMail(email), "/accept-invite");
    const answer = await rest(server, "POST", "/auth/accept-invite", {
      body: { token, fullName: "Arjun Mehta", password: "password123" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "invalid_request", errors: [{ path: "password" }] });
  });
});

describe("roles", () => {
  it("an agent answers customers: 403 forbidden on keys, webhook, usage and the team", async () => {
    const owner = await signUp(server);
    const agent = await joinByInvitation(server, mailbox, owner.token, "agent");
    const { id: ownerId } = owner.user;
    const refused: [string, string, unknown?][] = [
      ["GET", "/workspace/api-keys"],
      ["POST", "/workspace/api-keys", { name: "Mine" }],
      ["DELETE", `/workspace/api-keys/${randomUUID()}`],
      ["GET", "/workspace/webhook"],
      ["PUT", "/workspace/webhook", { url: "https://example.com/hooks" }],
      ["POST", "/workspace/webhook/rotate-secret"],
      ["GET", "/workspace/webhook/deliveries"],
      ["POST", "/workspace/webhook/deliveries/evt_unknown/redeliver"],
      ["GET", "/workspace/usage"],
      ["GET", "/workspace/members"],
      ["PATCH", `/workspace/members/${ownerId}`, { role: "agent" }],
      ["DELETE", `/workspace/members/${ownerId}`],
      ["GET", "/workspace/invitations"],
      ["POST", "/workspace/invitations", { email: uniqueEmail(), role: "agent" }],
      ["DELETE", `/workspace/invitations/${randomUUID()}`],
    ];
    for (const [method, path, body] of refused) {
      const answer = await rest(server, method, path, {
        token: agent.token,
        ...(body ? { body } : {}),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body, `${method} ${path}`).toEqual({
        message: "Only the business's owners and admins can do this. Ask one of them.",
        code: "forbidden",
      });
    }
    // What agents do: see the business and its templates, and add templates.
    for (const path of ["/workspace/business", "/workspace/onboarding", "/workspace/templates"]) {
      expect((await rest(server, "GET", path, { token: agent.token })).status, path).toBe(200);
    }
    expectStatus(
      await rest(server, "POST", "/workspace/templates", {
        token: agent.token,
        body: {
          name: "order_update",
          language: "en",
          category: "utility",
          body: "Order {{1}} shipped.",
        },
      }),
      201,
    );
    expect(await members(owner.token)).toHaveLength(2);
  });

  it("a new role applies at once to the member's session", async () => {
    const owner = await signUp(server);
    const agent = await joinByInvitation(server, mailbox, owner.token, "agent");
    expect((await rest(server, "GET", "/workspace/api-keys", { token: agent.token })).status).toBe(
      403,
    );
    const changed = await rest(server, "PATCH", `/workspace/members/${agent.user.id}`, {
      token: owner.token,
      body: { role: "admin" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      id: agent.user.id,
      fullName: agent.user.fullName,
      email: agent.user.email,
      role: "admin",
      emailVerified: true,
      lastSignInAt: expect.any(String),
      joinedAt: expect.any(String),
    });
    expect((await rest(server, "GET", "/workspace/api-keys", { token: agent.token })).status).toBe(
      200,
    );
    const me = expectStatus<MemberSession>(
      await rest(server, "GET", "/auth/me", { token: agent.token }),
      200,
    );
    expect(me.role).toBe("admin");
  });

  it("only owners make, change or remove owners: 403 forbidden to admins", async () => {
    const owner = await signUp(server);
    const admin = await joinByInvitation(server, mailbox, owner.token, "admin");
    const agent = await joinByInvitation(server, mailbox, owner.token, "agent");
    const refused: [string, string, unknown?][] = [
      ["POST", "/workspace/invitations", { email: uniqueEmail(), role: "owner" }],
      ["PATCH", `/workspace/members/${agent.user.id}`, { role: "owner" }],
      ["PATCH", `/workspace/members/${admin.user.id}`, { role: "owner" }],
      ["PATCH", `/workspace/members/${owner.user.id}`, { role: "admin" }],
      ["DELETE", `/workspace/members/${owner.user.id}`],
    ];
    for (const [method, path, body] of refused) {
      const answer = await rest(server, method, path, {
        token: admin.token,
        ...(body ? { body } : {}),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body, `${method} ${path}`).toEqual({
        message: "Only an owner can make or remove an owner.",
        code: "forbidden",
      });
    }
    // What admins may do: manage agents and admins.
    expectStatus(
      await rest(server, "PATCH", `/workspace/members/${agent.user.id}`, {
        token: admin.token,
        body: { role: "admin" },
      }),
      200,
    );
    expectStatus(
      await rest(server, "POST", "/workspace/invitations", {
        token: admin.token,
        body: { email: uniqueEmail(), role: "admin" },
      }),
      201,
    );
    // An owner makes an owner.
    const promoted = await rest(server, "PATCH", `/workspace/members/${admin.user.id}`, {
      token: owner.token,
      body: { role: "owner" },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe("owner");
    expect((await members(owner.token)).map((m) => [m.id, m.role])).toEqual([
      [owner.user.id, "owner"],
      [admin.user.id, "owner"],
      [agent.user.id, "admin"],
    ]);
  });

  it("keeps one owner: the last owner can neither step down nor be removed (409 last_owner)", async () => {
    const owner = await signUp(server);
    const attempts = [
      await rest(server, "PATCH", `/workspace/members/${owner.user.id}`, {
        token: owner.token,
        body: { role: "admin" },
      }),
      await rest(server, "DELETE", `/workspace/members/${owner.user.id}`, { token: owner.token }),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: "A business always keeps one owner. Make someone else an owner first.",
        code: "last_owner",
      });
    }
    // With a second owner, the first may step down.
    const second = await joinByInvitation(server, mailbox, owner.token, "owner");
    expectStatus(
      await rest(server, "PATCH", `/workspace/members/${owner.user.id}`, {
        token: owner.token,
        body: { role: "admin" },
      }),
      200,
    );
    const last = await rest(server, "PATCH", `/workspace/members/${second.user.id}`, {
      token: second.token,
      body: { role: "agent" },
    });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe("last_owner");
  });

  it("rejects an unknown role: 400 on role", async () => {
    const owner = await signUp(server);
    const answer = await rest(server, "POST", "/workspace/invitations", {
      token: owner.token,
      body: { email: uniqueEmail(), role: "superuser" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: "Role must be one of owner, admin, agent",
      code: "invalid_request",
      errors: [{ path: "role", message: "Role must be one of owner, admin, agent" }],
    });
  });
});

describe("removing a member", () => {
  it("ends their account and every session at once: 204, then 401", async () => {
    const owner = await signUp(server);
    const agent = await joinByInvitation(server, mailbox, owner.token, "agent");
    const second = expectStatus<MemberSession>(
      await rest(server, "POST", "/auth/login", {
        body: { email: agent.user.email, password: agent.password },
      }),
      200,
    );
    // Both sessions are in use (and so cached) before the removal.
    for (const token of [agent.token, second.token])
      expect((await rest(server, "GET", "/auth/me", { token })).status).toBe(200);
    const removed = await rest(server, "DELETE", `/workspace/members/${agent.user.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    for (const token of [agent.token, second.token]) {
      const answer = await rest(server, "GET", "/workspace/templates", { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe("unauthorized");
    }
    expect((await members(owner.token)).map((m) => m.id)).toEqual([owner.user.id]);
    const login = await rest(server, "POST", "/auth/login", {
      body: { email: agent.user.email, password: agent.password },
    });
    expect(login.status).toBe(401);
    // Removing again: the member is not found.
    const again = await rest(server, "DELETE", `/workspace/members/${agent.user.id}`, {
      token: owner.token,
    });
    expect(again.status).toBe(404);
  });
});

describe("another business's records", () => {
  it("are not found, exactly as unknown ids (404 not_found)", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server, { businessName: "Verma Exports" });
    const theirAgent = await joinByInvitation(server, mailbox, theirs.token, "agent");
    const theirInvitation = expectStatus<{ id: string }>(
      await rest(server, "POST", "/workspace/invitations", {
        token: theirs.token,
        body: { email: uniqueEmail(), role: "agent" },
      }),
      201,
    );

    const cases: {
      name: string;
      theirs: string;
      request: (id: string) => [string, string, unknown?];
    }[] = [
      {
        name: "member (role)",
        theirs: theirAgent.user.id,
        request: (id) => ["PATCH", `/workspace/members/${id}`, { role: "admin" }],
      },
      {
        name: "member (owner's role)",
        theirs: theirs.user.id,
        request: (id) => ["PATCH", `/workspace/members/${id}`, { role: "admin" }],
      },
      {
        name: "member (removal)",
        theirs: theirAgent.user.id,
        request: (id) => ["DELETE", `/workspace/members/${id}`],
      },
      {
        name: "invitation",
        theirs: theirInvitation.id,
        request: (id) => ["DELETE", `/workspace/invitations/${id}`],
      },
    ];
    for (const { name, theirs: theirId, request } of cases) {
      const answers = [];
      for (const id of [theirId, randomUUID(), "42"]) {
        const [method, path, body] = request(id);
        answers.push(
          await rest(server, method, path, { token: mine.token, ...(body ? { body } : {}) }),
        );
      }
      for (const answer of answers) {
        expect(answer.status, name).toBe(404);
        expect(answer.body, name).toEqual(answers[1]!.body);
      }
      expect(answers[0]!.body.code, name).toBe("not_found");
    }
    // Nothing of theirs changed.
    expect((await members(theirs.token)).map((m) => [m.id, m.role])).toEqual([
      [theirs.user.id, "owner"],
      [theirAgent.user.id, "agent"],
    ]);
    expect((await rest(server, "GET", "/auth/me", { token: theirAgent.token })).status).toBe(200);
    const invitations = expectStatus<{ id: string; status: string }[]>(
      await rest(server, "GET", "/workspace/invitations", { token: theirs.token }),
      200,
    );
    expect(invitations.find((i) => i.id === theirInvitation.id)?.status).toBe("pending");
    // And they do not show in mine.
    expect((await members(mine.token)).map((m) => m.id)).toEqual([mine.user.id]);
  });
});
