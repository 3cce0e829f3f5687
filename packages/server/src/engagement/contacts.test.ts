import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTemplate,
  eventually,
  startSandboxPlatform,
  v1,
  type SandboxPlatform,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";

// Contacts and their consent, as a business's integration and its customers meet them: /v1 with
// the business's key, customers' keywords on the sandbox, the marketing refusal, the webhooks.

let platform: SandboxPlatform;
let key: string;
let sequence = 0;
/** A customer number no other test of this file uses. */
const customer = () =>
  `+9198110${String(process.pid % 100).padStart(2, "0")}${String(++sequence).padStart(3, "0")}`;

beforeAll(async () => {
  platform = await startSandboxPlatform(
    { SANDBOX_DELIVERED_AFTER_MS: "50", SANDBOX_READ_AFTER_MS: "100" },
    {},
  );
  key = platform.business.apiKey;
  const { server, token, business } = platform;
  await createTemplate(server, token, business.id, {
    name: "diwali_offer",
    category: "marketing",
    body: "Diwali sale: {{1}} off!",
  });
  await createTemplate(server, token, business.id, {
    name: "order_shipped",
    category: "utility",
    body: "Order {{1}} has shipped.",
  });
});
afterAll(() => platform?.server.close());

const template = (to: string, name: string) => ({
  to,
  template: {
    name,
    language: "en",
    components: [{ type: "body", parameters: [{ type: "text", text: "20%" }] }],
  },
});

/** A customer writes to the business on the sandbox. */
const customerWrites = async (from: string, text: string) => {
  const answer = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
    token: platform.token,
    body: { businessId: platform.business.id, from, text },
  });
  expect(answer.status).toBe(201);
};

const messagesTo = (number: string) =>
  platform.server.database.sql.query<{ body: string; source: string; senderType: string }>(
    `SELECT body, source, "senderType" FROM messages
     WHERE "businessId" = $1 AND "customerNumber" = $2 AND direction = 'outbound' ORDER BY id`,
    [platform.business.id, number],
  );

describe("contacts by API key", () => {
  it("upserts by number in E.164 (India by default): 201 new, 200 known, details merged", async () => {
    const created = await v1(platform.server, "POST", "/contacts", {
      key,
      body: {
        phone: "98765 11001",
        name: "Priya",
        attributes: { city: "Pune" },
        tags: ["vip"],
        optIn: { source: "checkout form" },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      phone: "+919876511001",
      name: "Priya",
      attributes: { city: "Pune" },
      tags: ["vip"],
      consent: { status: "opted_in", source: "checkout form" },
    });
    const again = await v1(platform.server, "POST", "/contacts", {
      key,
      body: { phone: "+91 98765 11001", attributes: { orders: 3 }, tags: ["diwali"] },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: created.body.id,
      name: "Priya",
      attributes: { city: "Pune", orders: 3 },
      tags: ["vip", "diwali"],
      consent: { status: "opted_in" },
    });
    expect(again.headers.get("ratelimit")).toContain('"calls"');
  });

  it("refuses bad input with the field named, storing nothing", async () => {
    const before = await platform.server.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contacts`,
    );
    for (const body of [
      { phone: "12" },
      { phone: "+919876511002", tags: [""] },
      { phone: "+919876511002", attributes: { "bad key": 1 } },
      { phone: "+919876511002", optIn: {} },
      { phone: "+919876511002", surprise: true },
    ]) {
      const answer = await v1(platform.server, "POST", "/contacts", { key, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("invalid_request");
      expect(answer.body.error.details.fields.length).toBeGreaterThan(0);
    }
    const after = await platform.server.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contacts`,
    );
    expect(after).toEqual(before);
  });

  it("lists by tag, consent and search, a page at a time", async () => {
    for (const [phone, name] of [
      ["+919876522001", "Asha Patel"],
      ["+919876522002", "Ravi Kumar"],
      ["+919876522003", "Asha Rao"],
    ]) {
      await v1(platform.server, "POST", "/contacts", {
        key,
        body: { phone, name, tags: ["list-test"] },
      });
    }
    const first = await v1(platform.server, "GET", "/contacts?tag=list-test&limit=2", { key });
    expect(first.status).toBe(200);
    expect(first.body.items.map((c: { name: string }) => c.name)).toEqual([
      "Asha Rao",
      "Ravi Kumar",
    ]);
    const second = await v1(
      platform.server,
      "GET",
      `/contacts?tag=list-test&limit=2&cursor=${first.body.nextCursor}`,
      { key },
    );
    expect(second.body).toMatchObject({ items: [{ name: "Asha Patel" }], nextCursor: null });
    const asha = await v1(platform.server, "GET", "/contacts?q=asha&tag=list-test", { key });
    expect(asha.body.items).toHaveLength(2);
    const byDigits = await v1(platform.server, "GET", "/contacts?q=98765%2022002", { key });
    expect(byDigits.body.items.map((c: { name: string }) => c.name)).toEqual(["Ravi Kumar"]);
    const unknown = await v1(platform.server, "GET", "/contacts?tag=list-test&consent=unknown", {
      key,
    });
    expect(unknown.body.items).toHaveLength(3);
    for (const query of ["limit=0", "limit=x", "consent=maybe", "cursor=bm90LWEtdXVpZA"]) {
      const bad = await v1(platform.server, "GET", `/contacts?${query}`, { key });
      expect(bad.status, query).toBe(400);
    }
  });

  it("updates, keeps a consent ledger, and deletes while keeping the consent", async () => {
    const phone = customer();
    const { body: contact } = await v1(platform.server, "POST", "/contacts", {
      key,
      body: { phone, name: "Meera", attributes: { city: "Goa", pincode: "403001" } },
    });
    const patched = await v1(platform.server, "PATCH", `/contacts/${contact.id}`, {
      key,
      body: { attributes: { city: "Pune", pincode: null }, tags: ["b", "a"] },
    });
    expect(patched.body).toMatchObject({ attributes: { city: "Pune" }, tags: ["b", "a"] });
    expect(patched.body.attributes).not.toHaveProperty("pincode");

    const optedIn = await v1(platform.server, "POST", `/contacts/${contact.id}/opt-in`, {
      key,
      body: { source: "store counter" },
    });
    expect(optedIn.body.consent).toMatchObject({ status: "opted_in", source: "store counter" });
    await v1(platform.server, "POST", `/contacts/${contact.id}/opt-out`, {
      key,
      body: { source: "phone call" },
    });
    const withLedger = await v1(platform.server, "GET", `/contacts/${contact.id}`, { key });
    expect(withLedger.body.consent.status).toBe("opted_out");
    expect(withLedger.body.consentHistory).toEqual([
      {
        status: "opted_out",
        source: "phone call",
        actor: { type: "api_key", id: platform.business.apiKeyId },
        createdAt: expect.any(String),
      },
      {
        status: "opted_in",
        source: "store counter",
        actor: { type: "api_key", id: platform.business.apiKeyId },
        createdAt: expect.any(String),
      },
    ]);

    const deleted = await v1(platform.server, "DELETE", `/contacts/${contact.id}`, { key });
    expect(deleted.status).toBe(204);
    expect((await v1(platform.server, "GET", `/contacts/${contact.id}`, { key })).status).toBe(404);
    const back = await v1(platform.server, "POST", "/contacts", { key, body: { phone } });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ name: null, attributes: {}, tags: [] });
    expect(back.body.consent.status).toBe("opted_out");
    const marketing = await v1(platform.server, "POST", "/messages/template", {
      key,
      body: template(phone, "diwali_offer"),
    });
    expect(marketing.status).toBe(422);
  });

  it("answers an unknown or malformed id 404", async () => {
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      for (const [method, path, body] of [
        ["GET", `/contacts/${id}`, undefined],
        ["PATCH", `/contacts/${id}`, { name: "X" }],
        ["DELETE", `/contacts/${id}`, undefined],
        ["POST", `/contacts/${id}/opt-out`, { source: "x" }],
      ] as const) {
        const answer = await v1(platform.server, method, path, { key, body });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body.error.code).toBe("not_found");
      }
    }
  });
});

describe("consent by the customer's own words", () => {
  it("STOP opts out, confirms, announces it, and refuses marketing but not utility", async () => {
    const phone = customer();
    await customerWrites(phone, "Hi, is the sale on?");
    const listed = await v1(platform.server, "GET", `/contacts?q=${phone.slice(1)}`, { key });
    expect(listed.body.items).toMatchObject([{ phone, consent: { status: "unknown" } }]);
    expect(listed.body.items[0].lastInboundAt).not.toBeNull();

    await customerWrites(phone, "stop!");
    const contact = (
      await v1(platform.server, "GET", `/contacts/${listed.body.items[0].id}`, { key })
    ).body;
    expect(contact.consent).toMatchObject({ status: "opted_out", source: "keyword: stop!" });
    expect(contact.consentHistory[0].actor).toEqual({ type: "customer", id: phone });
    expect(await messagesTo(phone)).toEqual([
      {
        body: expect.stringContaining("You will no longer receive marketing messages"),
        source: "automation",
        senderType: "opt_out",
      },
    ]);
    const [webhook] = await platform.receiver.waitFor(
      (w) => w.body.includes("contact.opted_out") && w.body.includes(phone),
    );
    expect(JSON.parse(webhook!.body)).toMatchObject({
      type: "contact.opted_out",
      data: { contact_id: contact.id, phone, source: "keyword: stop!", actor: "customer" },
    });

    const refused = await v1(platform.server, "POST", "/messages/template", {
      key,
      body: template(phone, "diwali_offer"),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("contact_opted_out");
    const utility = await v1(platform.server, "POST", "/messages/template", {
      key,
      body: template(phone, "order_shipped"),
    });
    expect(utility.status).toBe(200);
    expect((await messagesTo(phone)).map((m) => m.source)).toEqual(["automation", "api"]);

    await customerWrites(phone, "START");
    await eventually(async () => {
      const { body } = await v1(platform.server, "GET", `/contacts/${contact.id}`, { key });
      return body.consent.status === "opted_in" ? true : undefined;
    });
    await platform.receiver.waitFor(
      (w) => w.body.includes("contact.opted_in") && w.body.includes(phone),
    );
    const sent = await v1(platform.server, "POST", "/messages/template", {
      key,
      body: template(phone, "diwali_offer"),
    });
    expect(sent.status).toBe(200);
  });

  it("takes Hindi and Meta's Stop promotions button, and the workspace's own keywords", async () => {
    const hindi = customer();
    await customerWrites(hindi, "रोकें");
    const button = customer();
    await customerWrites(button, "Stop promotions");
    for (const phone of [hindi, button]) {
      const refused = await v1(platform.server, "POST", "/messages/template", {
        key,
        body: template(phone, "diwali_offer"),
      });
      expect(refused.body.error?.code, phone).toBe("contact_opted_out");
    }
    // A sentence that merely contains the word is not an opt-out.
    const chatty = customer();
    await customerWrites(chatty, "please don't stop the offers");
    const sent = await v1(platform.server, "POST", "/messages/template", {
      key,
      body: template(chatty, "diwali_offer"),
    });
    expect(sent.status).toBe(200);
  });

  it("follows the keywords the workspace set instead of the defaults", async () => {
    const owner = {
      businessId: platform.business.id,
      role: "owner",
      user: { id: crypto.randomUUID() },
    } as Parameters<typeof platform.server.services.workspace.settings.put>[0];
    const { settings } = platform.server.services.workspace;
    const defaults = await settings.get(owner);
    await settings.put(owner, { ...defaults, optOutKeywords: ["Bas"], optInKeywords: ["Haan"] });
    try {
      const phone = customer();
      await customerWrites(phone, "STOP");
      expect((await messagesTo(phone)).length).toBe(0);
      await customerWrites(phone, "BAS");
      expect(await messagesTo(phone)).toMatchObject([
        { body: expect.stringContaining("Reply Haan to subscribe again") },
      ]);
      const refused = await v1(platform.server, "POST", "/messages/template", {
        key,
        body: template(phone, "diwali_offer"),
      });
      expect(refused.body.error?.code).toBe("contact_opted_out");
    } finally {
      await settings.put(owner, defaults);
    }
  });
});

describe("segments", () => {
  it("count as they are edited, are saved, and list exactly their contacts", async () => {
    const phones = [customer(), customer(), customer()];
    await v1(platform.server, "POST", "/contacts", {
      key,
      body: { phone: phones[0], tags: ["seg", "gold"], attributes: { city: "Pune", orders: 3 } },
    });
    await v1(platform.server, "POST", "/contacts", {
      key,
      body: { phone: phones[1], tags: ["seg"], attributes: { city: "Pune", orders: "3" } },
    });
    await v1(platform.server, "POST", "/contacts", {
      key,
      body: { phone: phones[2], tags: ["seg", "gold"], attributes: { city: "Delhi" } },
    });
    await customerWrites(phones[2]!, "Hello");
    const count = async (filter: object) =>
      (await v1(platform.server, "POST", "/segments/count", { key, body: filter })).body.count;
    expect(await count({ tags: ["seg"] })).toBe(3);
    expect(await count({ tags: ["seg", "gold"] })).toBe(2);
    expect(await count({ tags: ["seg"], attributes: { city: "Pune", orders: 3 } })).toBe(2);
    expect(await count({ tags: ["seg"], inboundWithinDays: 7 })).toBe(1);
    expect(await count({ tags: ["seg"], noInboundWithinDays: 7 })).toBe(2);
    expect(await count({ tags: ["seg"], consent: "opted_in" })).toBe(0);
    const bad = await v1(platform.server, "POST", "/segments/count", {
      key,
      body: { inboundWithinDays: 0 },
    });
    expect(bad.status).toBe(400);

    const created = await v1(platform.server, "POST", "/segments", {
      key,
      body: {
        name: "Gold in Pune",
        filter: { tags: ["seg", "gold"], attributes: { city: "Pune" } },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Gold in Pune", count: 1 });
    const members = await v1(platform.server, "GET", `/contacts?segmentId=${created.body.id}`, {
      key,
    });
    expect(members.body.items.map((c: { phone: string }) => c.phone)).toEqual([phones[0]]);

    const updated = await v1(platform.server, "PUT", `/segments/${created.body.id}`, {
      key,
      body: { name: "Gold", filter: { tags: ["seg", "gold"] } },
    });
    expect(updated.body).toMatchObject({ name: "Gold", count: 2 });
    const listed = await v1(platform.server, "GET", "/segments", { key });
    expect(listed.body.items).toContainEqual(expect.objectContaining({ id: created.body.id }));
    expect(
      (await v1(platform.server, "DELETE", `/segments/${created.body.id}`, { key })).status,
    ).toBe(204);
    expect(
      (await v1(platform.server, "GET", `/contacts?segmentId=${created.body.id}`, { key })).status,
    ).toBe(404);
  });
});
