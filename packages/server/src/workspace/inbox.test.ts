import { openPostgres } from "@aizapy/db";
import { postgresDatabaseUrl, testDatabaseKind } from "@aizapy/db/testing";
import type { AuthenticatedMember } from "@aizapy/services";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../test-support/mailbox.ts";
import {
  expectStatus,
  joinByInvitation,
  signUp,
  type MemberSession,
} from "../test-support/member-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// The team inbox as its members meet it: a customer's message (simulated on the sandbox) heard at
// once by every open inbox, also one served by another process on the same PostgreSQL, and
// resumed after a reconnect; replies inside and outside the customer service window, notes, the
// views' counts, search, and the team's saved replies.

let server: TestServer;
let mailbox: Mailbox;
let owner: MemberSession;
let agent: MemberSession;
let ownerAuth: AuthenticatedMember;
let agentAuth: AuthenticatedMember;
let sequence = 0;
/** A customer number no other test of this file uses (even: the sandbox reads it). */
const customer = () =>
  `+9198330${String(process.pid % 100).padStart(2, "0")}${String((sequence += 2)).padStart(3, "0")}`;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({
    SMTP_URL: mailbox.url,
    SANDBOX_DELIVERED_AFTER_MS: "50",
    SANDBOX_READ_AFTER_MS: "100",
  });
  owner = await signUp(server);
  agent = await joinByInvitation(server, mailbox, owner.token, "agent");
  ownerAuth = await server.services.members.authenticate(owner.token);
  agentAuth = await server.services.members.authenticate(agent.token);
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const inbox = () => server.services.workspace.inbox;

/** A customer writes to the business on its sandbox, as a member simulates it. */
async function customerWrites(from: string, text: string, on = server, token = agent.token) {
  return expectStatus(
    await rest(on, "POST", "/workspace/sandbox/inbound", { token, body: { from, text } }),
    201,
  ) as { messageId: string };
}

async function conversationWith(number: string) {
  const page = await inbox().list(ownerAuth, { q: number.slice(3) });
  const found = page.items.find((item) => item.contact.phone === number);
  if (!found) throw new Error(`no conversation with ${number}`);
  return found;
}

interface StreamedEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** An inbox's event stream, read as the workspace reads it. */
async function openEvents(on: TestServer, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${on.baseUrl}/api/workspace/inbox/events`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { "last-event-id": lastEventId } : {}),
    },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const received: StreamedEvent[] = [];
  let buffer = "";
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split("\n")
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const event = field("event");
          if (event) received.push({ id: field("id"), event, data: field("data") ?? "" });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    received,
    /** The first event (from the `from`th on) that `matches`, waiting up to 10 s for it. */
    async next(matches: (event: StreamedEvent) => boolean, from = 0): Promise<StreamedEvent> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received.slice(from).find(matches);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no such event; received ${JSON.stringify(received)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

const about = (conversationId: string) => (event: StreamedEvent) =>
  event.event === "conversation" &&
  (JSON.parse(event.data) as { conversationId: string }).conversationId === conversationId;

describe("live updates", () => {
  it("tells every open inbox of a customer's message, a reply, an assignment and a note at once", async () => {
    const number = customer();
    const ownerEvents = await openEvents(server, owner.token);
    const agentEvents = await openEvents(server, agent.token);
    try {
      await customerWrites(number, "Is the saree in stock?");
      const { id } = await conversationWith(number);
      await ownerEvents.next(about(id));
      await agentEvents.next(about(id));

      for (const change of [
        () => inbox().update(ownerAuth, id, { assigneeId: agent.user.id }),
        () => inbox().reply(agentAuth, id, { text: "Yes, in red and blue." }),
        () => inbox().addNote(agentAuth, id, { text: "Wants it before Diwali" }),
        () => inbox().update(agentAuth, id, { status: "resolved" }),
      ]) {
        const from = ownerEvents.received.length;
        await change();
        await ownerEvents.next(about(id), from);
      }
    } finally {
      await ownerEvents.close();
      await agentEvents.close();
    }
  });

  it("resumes after a reconnect with what changed meanwhile, and refuses a stream without a session", async () => {
    const first = await openEvents(server, owner.token);
    const number = customer();
    await customerWrites(number, "First message");
    const { id } = await conversationWith(number);
    const last = await first.next(about(id));
    await first.close();

    // While no inbox is open, the customer writes again.
    await customerWrites(number, "Are you there?");
    const resumed = await openEvents(server, owner.token, last.id);
    try {
      await resumed.next(about(id));
    } finally {
      await resumed.close();
    }

    const anonymous = await fetch(`${server.baseUrl}/api/workspace/inbox/events`);
    expect(anonymous.status).toBe(401);
  });

  it.skipIf(testDatabaseKind() !== "postgres")(
    "hears a message received by another server process on the same PostgreSQL",
    async () => {
      const opened = await openPostgres(postgresDatabaseUrl(server.database.name!));
      const other = await startTestServer(
        { SMTP_URL: mailbox.url },
        { database: { ...opened, destroy: () => opened.close() } },
      );
      const events = await openEvents(server, owner.token);
      try {
        const number = customer();
        // The message arrives at the other process; the inbox is open on this one.
        await customerWrites(number, "Hello from the other side", other);
        const { id } = await conversationWith(number);
        await events.next(about(id));
      } finally {
        await events.close();
        await other.close();
        await opened.close();
      }
    },
  );
});

describe("answering", () => {
  it("replies free-form inside the window, as the member, reading the conversation and taking it", async () => {
    const number = customer();
    await customerWrites(number, "Do you ship to Kochi?");
    const before = await conversationWith(number);
    expect(before).toMatchObject({ status: "open", unread: 1, assignee: null });

    const reply = await inbox().reply(agentAuth, before.id, { text: "Yes, in 3 days." });
    expect(reply).toMatchObject({
      direction: "outbound",
      type: "text",
      text: "Yes, in 3 days.",
      source: "agent",
      sender: { type: "member", id: agent.user.id },
      category: "service",
    });
    const after = await inbox().get(ownerAuth, before.id);
    expect(after).toMatchObject({ unread: 0, assignee: { id: agent.user.id } });
    const thread = await inbox().messages(ownerAuth, before.id, {});
    expect(thread.items.map((message) => message.text)).toEqual([
      "Yes, in 3 days.",
      "Do you ship to Kochi?",
    ]);
  });

  it("outside the window refuses free-form text and sends an approved template", async () => {
    const number = customer();
    // The business writes first (a template), so the customer never opened a window.
    await inbox().reply(ownerAuth, (await startedByTemplate(number)).id, {
      template: { name: "hello_world", language: "en_US" },
    });
    const { id, windowExpiresAt } = await conversationWith(number);
    expect(windowExpiresAt).toBeNull();
    await expect(inbox().reply(agentAuth, id, { text: "Hi!" })).rejects.toMatchObject({
      code: "outside_service_window",
    });
    const thread = await inbox().messages(ownerAuth, id, {});
    expect(thread.items).toHaveLength(2);
    expect(thread.items.every((message) => message.type === "template")).toBe(true);
  });

  it("refuses a reply that is neither text nor a template, naming what to do", async () => {
    const number = customer();
    await customerWrites(number, "Hello");
    const { id } = await conversationWith(number);
    for (const input of [{}, { text: "  " }, { text: "a", template: { name: "x" } }]) {
      await expect(inbox().reply(agentAuth, id, input)).rejects.toMatchObject({
        code: "invalid_request",
      });
    }
    expect((await inbox().messages(ownerAuth, id, {})).items).toHaveLength(1);
  });

  it("keeps the team's notes with their author, in order", async () => {
    const number = customer();
    await customerWrites(number, "Call me back");
    const { id } = await conversationWith(number);
    await inbox().addNote(ownerAuth, id, { text: "VIP: ordered 12 times" });
    await inbox().addNote(agentAuth, id, { text: "Called, no answer" });
    const notes = await inbox().notes(agentAuth, id);
    expect(notes.map((note) => [note.text, note.author?.id])).toEqual([
      ["VIP: ordered 12 times", owner.user.id],
      ["Called, no answer", agent.user.id],
    ]);
    await expect(inbox().addNote(agentAuth, id, { text: "" })).rejects.toMatchObject({
      code: "invalid_request",
    });
    // Notes are the team's: the customer's thread holds none of them.
    expect((await inbox().messages(ownerAuth, id, {})).items).toHaveLength(1);
  });
});

/** A conversation the business starts with hello_world to a number that never wrote. */
async function startedByTemplate(number: string) {
  await server.services.workspace.sendHelloWorld(ownerAuth, { to: number });
  return conversationWith(number);
}

describe("views, counts and search", () => {
  it("counts each view's open and unread conversations, and lists each view", async () => {
    const before = await inbox().counts(agentAuth);
    const mine = customer();
    const nobodys = customer();
    await customerWrites(mine, "Mine");
    await customerWrites(nobodys, "Nobody's");
    const { id } = await conversationWith(mine);
    await inbox().update(ownerAuth, id, { assigneeId: agent.user.id });

    const after = await inbox().counts(agentAuth);
    expect(after.mine.open - before.mine.open).toBe(1);
    expect(after.mine.unread - before.mine.unread).toBe(1);
    expect(after.unassigned.unread - before.unassigned.unread).toBe(1);
    expect(after.all.open - before.all.open).toBe(2);

    const phones = async (view: string) =>
      (await inbox().list(agentAuth, { view, limit: 100 })).items.map((c) => c.contact.phone);
    expect(await phones("mine")).toContain(mine);
    expect(await phones("mine")).not.toContain(nobodys);
    expect(await phones("unassigned")).toContain(nobodys);
    expect(await phones("unassigned")).not.toContain(mine);
    // The owner's "mine" is not the agent's.
    expect((await inbox().list(ownerAuth, { view: "mine" })).items.map((c) => c.id)).not.toContain(
      id,
    );

    await inbox().update(agentAuth, id, { read: true });
    expect((await inbox().counts(agentAuth)).mine.unread).toBe(before.mine.unread);
  });

  it("finds a conversation by the contact's name, the number's digits, or what was said; and by tag", async () => {
    const number = customer();
    await customerWrites(number, "Need the mustard kurta in XL");
    expectStatus(
      await rest(server, "POST", "/workspace/contacts", {
        token: agent.token,
        body: { phone: number, name: "Farhan Qureshi", tags: ["wholesale"] },
      }),
      200,
    );
    const found = async (input: Record<string, unknown>) =>
      (await inbox().list(agentAuth, input)).items.map((c) => c.contact.phone);
    expect(await found({ q: "farhan" })).toEqual([number]);
    expect(await found({ q: number.slice(5).replace(/(\d{5})/, "$1 ") })).toEqual([number]);
    expect(await found({ q: "mustard kurta" })).toEqual([number]);
    expect(await found({ q: "100%_" })).toEqual([]);
    expect(await found({ tag: "wholesale" })).toContain(number);
    expect(await found({ tag: "wholesale", q: "nothing like it" })).toEqual([]);
    await expect(inbox().list(agentAuth, { view: "everyone" })).rejects.toMatchObject({
      code: "invalid_request",
    });
  });
});

describe("saved replies", () => {
  it("are kept by every member, one per shortcut, and refused clearly", async () => {
    const saved = await server.services.workspace.quickReplies.create(agentAuth, {
      shortcut: "/Timings".slice(1),
      text: "We are open 10 am to 8 pm, Monday to Saturday.",
    });
    expect(saved).toMatchObject({ shortcut: "timings" });
    await expect(
      server.services.workspace.quickReplies.create(ownerAuth, { shortcut: "timings", text: "x" }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      server.services.workspace.quickReplies.create(ownerAuth, {
        shortcut: "two words",
        text: "x",
      }),
    ).rejects.toMatchObject({ code: "invalid_request" });
    const updated = await server.services.workspace.quickReplies.update(ownerAuth, saved.id, {
      shortcut: "hours",
      text: "Open 10 to 8.",
    });
    expect(updated).toEqual({ id: saved.id, shortcut: "hours", text: "Open 10 to 8." });
    expect(await server.services.workspace.quickReplies.list(agentAuth)).toEqual([updated]);
    await server.services.workspace.quickReplies.remove(agentAuth, saved.id);
    await expect(
      server.services.workspace.quickReplies.remove(agentAuth, saved.id),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
