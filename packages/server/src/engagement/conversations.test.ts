import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSandboxBusiness,
  createTemplate,
  eventually,
  startSandboxPlatform,
  v1,
  type SandboxPlatform,
  type V1Response,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";

// Conversations as a business's integration meets them over /v1: every message in and out with
// one customer threaded into one conversation, reopened by the customer, assigned, snoozed, read.

interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
interface Conversation {
  id: string;
  contact: { id: string | null; phone: string; name: string | null };
  status: string;
  lastMessageAt: string;
  windowExpiresAt: string | null;
}
interface ConversationMessage {
  text: string;
}

let platform: SandboxPlatform;
let key: string;
let sequence = 0;
/** A customer number no other test of this file uses. */
const customer = () =>
  `+9198220${String(process.pid % 100).padStart(2, "0")}${String(++sequence).padStart(3, "0")}`;

/** A member of the platform's business (as sign-up or an invitation would store one). */
async function addMember(businessId: string, fullName: string): Promise<string> {
  const id = randomUUID();
  const sql = platform.server.database.sql;
  await sql.query(
    `INSERT INTO users (id, username, password, "fullName") VALUES ($1, $2, 'x', $3)`,
    [id, `${id}@example.com`, fullName],
  );
  await sql.query(
    `INSERT INTO memberships ("userId", "businessId", role) VALUES ($1, $2, 'agent')`,
    [id, businessId],
  );
  return id;
}

beforeAll(async () => {
  platform = await startSandboxPlatform(
    { SANDBOX_DELIVERED_AFTER_MS: "50", SANDBOX_READ_AFTER_MS: "100" },
    {},
  );
  key = platform.business.apiKey;
  await createTemplate(platform.server, platform.token, platform.business.id, {
    name: "order_shipped",
    category: "utility",
    body: "Order {{1}} has shipped.",
  });
});
afterAll(() => platform?.server.close());

/** A customer writes to the business on the sandbox. */
const customerWrites = async (from: string, text: string, businessId = platform.business.id) => {
  const answer = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
    token: platform.token,
    body: { businessId, from, text },
  });
  expect(answer.status).toBe(201);
};

const sendText = (to: string, text: string) =>
  v1(platform.server, "POST", "/messages/send", {
    key,
    body: { to, type: "text", text: { body: text } },
  });

const sendTemplate = (to: string) =>
  v1(platform.server, "POST", "/messages/template", {
    key,
    body: {
      to,
      template: {
        name: "order_shipped",
        language: "en",
        components: [{ type: "body", parameters: [{ type: "text", text: "#1042" }] }],
      },
    },
  });

/** The conversation with `number`, as the list (narrowed by `query`) finds it, if it does. */
async function findConversation(number: string, query = ""): Promise<Conversation | undefined> {
  for (let cursor: string | null = null; ;) {
    const page: V1Response<Page<Conversation>> = await v1(
      platform.server,
      "GET",
      `/conversations?limit=100${query}${cursor ? `&cursor=${cursor}` : ""}`,
      { key },
    );
    expect(page.status).toBe(200);
    const found = page.body.items.find((c) => c.contact.phone === number);
    if (found) return found;
    if (!page.body.nextCursor) return undefined;
    cursor = page.body.nextCursor;
  }
}

/** The conversation with `number`, which the list must find. */
async function conversationWith(number: string, query = ""): Promise<Conversation> {
  const found = await findConversation(number, query);
  if (!found) throw new Error(`no conversation with ${number}${query}`);
  return found;
}

describe("threading", () => {
  it("holds every message with a customer, in and out, newest first, each with its source", async () => {
    const number = customer();
    await v1(platform.server, "POST", "/contacts", { key, body: { phone: number, name: "Meera" } });
    const template = await sendTemplate(number);
    expect(template.status).toBe(200);
    await customerWrites(number, "Where is my parcel?");
    const reply = await sendText(number, "It reaches you tomorrow.");
    expect(reply.status).toBe(200);

    const conversation = await conversationWith(number);
    expect(conversation).toMatchObject({
      contact: { phone: number, name: "Meera" },
      status: "open",
      assignee: null,
      unread: 1,
    });
    expect(conversation.contact.id).toEqual(expect.any(String));
    const expiresIn = Date.parse(conversation.windowExpiresAt ?? "") - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000);

    const messages = await v1(
      platform.server,
      "GET",
      `/conversations/${conversation.id}/messages`,
      { key },
    );
    expect(messages.status).toBe(200);
    expect(messages.body.items).toEqual([
      expect.objectContaining({
        id: reply.body.message_id,
        direction: "outbound",
        type: "text",
        text: "It reaches you tomorrow.",
        source: "api",
        sender: { type: "api_key", id: expect.any(String) },
      }),
      expect.objectContaining({
        direction: "inbound",
        type: "text",
        text: "Where is my parcel?",
        status: "received",
        source: "customer",
      }),
      expect.objectContaining({
        id: template.body.message_id,
        type: "template",
        text: "Order #1042 has shipped.",
        template: { name: "order_shipped", language: "en" },
        category: "utility",
        source: "api",
      }),
    ]);
    expect(messages.body.items[2].sender).toBeDefined();
    expect(messages.body.nextCursor).toBeNull();

    const one = await v1(platform.server, "GET", `/conversations/${conversation.id}`, { key });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(conversation);
  });

  it("starts resolved when the business writes first, and the customer's answer opens it", async () => {
    const number = customer();
    expect((await sendTemplate(number)).status).toBe(200);
    const started = await conversationWith(number);
    expect(started).toMatchObject({
      status: "resolved",
      unread: 0,
      windowExpiresAt: null,
      contact: { id: null, name: null },
    });
    await customerWrites(number, "Thanks!");
    const answered = await conversationWith(number);
    expect(answered).toMatchObject({ id: started.id, status: "open", unread: 1 });
    expect(Date.parse(answered.lastMessageAt)).toBeGreaterThan(Date.parse(started.lastMessageAt));
  });

  it("lists the latest activity first and pages without gaps or repeats", async () => {
    const numbers = [customer(), customer(), customer()];
    for (const number of numbers) await customerWrites(number, "Hello");
    const seen: string[] = [];
    for (let cursor: string | null = null; ;) {
      const page: V1Response<Page<Conversation>> = await v1(
        platform.server,
        "GET",
        `/conversations?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        { key },
      );
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((c) => c.contact.phone));
      if (!page.body.nextCursor) break;
      cursor = page.body.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 3)).toEqual([...numbers].reverse());
  });

  it("pages a conversation's messages with a cursor", async () => {
    const number = customer();
    for (const text of ["one", "two", "three"]) await customerWrites(number, text);
    const conversation = await conversationWith(number);
    const first = await v1<Page<ConversationMessage>>(
      platform.server,
      "GET",
      `/conversations/${conversation.id}/messages?limit=2`,
      { key },
    );
    expect(first.body.items.map((m) => m.text)).toEqual(["three", "two"]);
    const second = await v1<Page<ConversationMessage>>(
      platform.server,
      "GET",
      `/conversations/${conversation.id}/messages?limit=2&cursor=${first.body.nextCursor}`,
      { key },
    );
    expect(second.body.items.map((m) => m.text)).toEqual(["one"]);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe("the team's changes", () => {
  it("resolves; the customer's next message reopens it as unread", async () => {
    const number = customer();
    await customerWrites(number, "Do you deliver to Pune?");
    const { id } = await conversationWith(number);
    const resolved = await v1(platform.server, "PATCH", `/conversations/${id}`, {
      key,
      body: { status: "resolved", read: true },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: "resolved", unread: 0 });
    expect((await findConversation(number, "&status=resolved"))?.id).toBe(id);
    expect(await findConversation(number, "&status=open")).toBeUndefined();

    await customerWrites(number, "One more question");
    expect(await conversationWith(number, "&status=open")).toMatchObject({ id, unread: 1 });
  });

  it("assigns to a member and unassigns, and lists by assignee", async () => {
    const number = customer();
    await customerWrites(number, "Hi");
    const { id } = await conversationWith(number);
    const member = await addMember(platform.business.id, "Arjun Mehta");
    const assigned = await v1(platform.server, "PATCH", `/conversations/${id}`, {
      key,
      body: { assigneeId: member },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toEqual({ id: member, name: "Arjun Mehta" });
    expect(assigned.body.status).toBe("open");
    expect((await findConversation(number, `&assignee=${member}`))?.id).toBe(id);
    expect(await findConversation(number, "&assignee=unassigned")).toBeUndefined();

    const unassigned = await v1(platform.server, "PATCH", `/conversations/${id}`, {
      key,
      body: { assigneeId: null },
    });
    expect(unassigned.body.assignee).toBeNull();
    expect((await findConversation(number, "&assignee=unassigned"))?.id).toBe(id);
  });

  it("refuses a member of another business, and bad changes, naming the field and changing nothing", async () => {
    const number = customer();
    await customerWrites(number, "Hi");
    const before = await conversationWith(number);
    const other = await createSandboxBusiness(platform.server, platform.token);
    const outsider = await addMember(other.id, "Someone Else");
    const cases: [unknown, string][] = [
      [{ assigneeId: outsider }, "assigneeId"],
      [{ assigneeId: "not-a-uuid" }, "assigneeId"],
      [{ status: "closed" }, "status"],
      [{ status: "snoozed" }, "snoozedUntil"],
      [{ status: "snoozed", snoozedUntil: "2020-01-01T00:00:00Z" }, "snoozedUntil"],
      [{ snoozedUntil: "2099-01-01T00:00:00Z" }, "snoozedUntil"],
      [{ read: false }, "read"],
      [{ surprise: 1 }, ""],
    ];
    for (const [body, field] of cases) {
      const answer = await v1(platform.server, "PATCH", `/conversations/${before.id}`, {
        key,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("invalid_request");
      if (field) {
        expect(answer.body.error.details.fields.map((f: { path: string }) => f.path)).toContain(
          field,
        );
      }
    }
    expect(await conversationWith(number)).toEqual(before);

    for (const query of ["status=closed", "assignee=someone", "cursor=nonsense", "limit=0"]) {
      const answer = await v1(platform.server, "GET", `/conversations?${query}`, { key });
      expect(answer.status, query).toBe(400);
    }
  });

  it("snoozes until a time; the customer's message, or the time, wakes it", async () => {
    const number = customer();
    await customerWrites(number, "Call me next week");
    const { id } = await conversationWith(number);
    const until = new Date(Date.now() + 2_000).toISOString();
    const snoozed = await v1(platform.server, "PATCH", `/conversations/${id}`, {
      key,
      body: { status: "snoozed", snoozedUntil: until },
    });
    expect(snoozed.body).toMatchObject({ status: "snoozed", snoozedUntil: until });
    expect((await findConversation(number, "&status=snoozed"))?.id).toBe(id);
    // The time comes: it counts as open again, with nothing to wake it.
    await eventually(async () =>
      (await findConversation(number, "&status=open"))?.id === id ? true : undefined,
    );
    expect((await v1(platform.server, "GET", `/conversations/${id}`, { key })).body).toMatchObject({
      status: "open",
      snoozedUntil: null,
    });

    const later = await v1(platform.server, "PATCH", `/conversations/${id}`, {
      key,
      body: { status: "snoozed", snoozedUntil: "2099-01-01T00:00:00.000Z" },
    });
    expect(later.body.status).toBe("snoozed");
    await customerWrites(number, "Actually, now please");
    expect(await conversationWith(number, "&status=open")).toMatchObject({
      id,
      snoozedUntil: null,
    });
  });
});

describe("walls", () => {
  it("answers another business's conversation as unknown, and never lists it", async () => {
    const number = customer();
    await customerWrites(number, "Hello");
    const { id } = await conversationWith(number);
    const other = await createSandboxBusiness(platform.server, platform.token);
    for (const [method, path] of [
      ["GET", `/conversations/${id}`],
      ["GET", `/conversations/${id}/messages`],
      ["PATCH", `/conversations/${id}`],
      ["GET", "/conversations/not-an-id"],
    ] as const) {
      const answer = await v1(platform.server, method, path, {
        key: other.apiKey,
        ...(method === "PATCH" ? { body: { status: "resolved" } } : {}),
      });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
    }
    const list = await v1(platform.server, "GET", "/conversations", { key: other.apiKey });
    expect(list.body.items).toEqual([]);
    expect((await findConversation(number))?.status).toBe("open");
    const anonymous = await v1(platform.server, "GET", "/conversations", {});
    expect(anonymous.status).toBe(401);
  });
});
