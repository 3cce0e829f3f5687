import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createCloudBusiness,
  createTemplate,
  eventually,
  startSandboxPlatform,
  startWebhookReceiver,
  v1,
  type SandboxPlatform,
  type TestBusiness,
  type WebhookReceiver,
} from "../test-support/platform-fixtures.ts";
import {
  startFakeGraphApi,
  statusCallback,
  type FakeGraphApi,
} from "../test-support/fake-graph-api.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// Campaigns as a business's integration meets them through /v1: the preflight's counts, the
// launch through the accept path (each recipient one /v1 message), the funnel filled by the
// messages' statuses, replies, the holdout, retargeting, Meta's marketing limit (131049) tried
// again 24 hours later, quiet hours and the messaging limit.

let sequence = 0;
/** A customer number no other test of this file uses, ending in `last`. */
const customer = (last = "") => {
  const national = `97${String(process.pid % 100).padStart(2, "0")}${String(++sequence).padStart(6, "0")}`;
  return `+91${national.slice(0, 10 - last.length)}${last}`;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
type Json = Record<string, any>;

/** A new API key of the business: each test's calls count against a key of its own. */
async function freshKey(server: TestServer, token: string, businessId: string) {
  const answer = await rest(server, "POST", `/admin/businesses/${businessId}/api-keys`, {
    token,
    body: { name: `Campaign test ${++sequence}` },
  });
  expect(answer.status).toBe(201);
  return answer.body.key as string;
}

/** A contact of the business, tagged, with a name unless null. */
async function contact(
  server: TestServer,
  key: string,
  tag: string,
  options: { name?: string | null; phone?: string; attributes?: Json } = {},
) {
  const answer = await v1<Json>(server, "POST", "/contacts", {
    key,
    body: {
      phone: options.phone ?? customer(),
      ...(options.name === null ? {} : { name: options.name ?? "Priya" }),
      ...(options.attributes ? { attributes: options.attributes } : {}),
      tags: [tag],
    },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; phone: string };
}

/** No quiet hours, and the frequency cap given (none by default). */
const rulesFor = (server: TestServer, businessId: string, cap: Json | null = null) =>
  server.database.sql.query(
    `INSERT INTO workspace_settings ("businessId", "quietHours", "marketingFrequencyCap",
       "optOutKeywords", "optInKeywords", "updatedAt")
     VALUES ($1, $2::jsonb, $3::jsonb, '{STOP}', '{START}', now())
     ON CONFLICT ("businessId") DO UPDATE SET "quietHours" = EXCLUDED."quietHours",
       "marketingFrequencyCap" = EXCLUDED."marketingFrequencyCap"`,
    [businessId, null, cap && JSON.stringify(cap)],
  );

const campaignBody = (tag: string, extra: Json = {}) => ({
  name: `Diwali ${tag}`,
  template: {
    name: "diwali_offer",
    language: "en",
    parameters: [{ field: "name" }, { text: "20%" }],
  },
  audience: { tags: [tag] },
  ...extra,
});

describe("campaigns on the sandbox", () => {
  let platform: SandboxPlatform;
  let key: string;
  const get = (path: string) => v1<Json>(platform.server, "GET", path, { key });
  const post = (path: string, body?: unknown) =>
    v1<Json>(platform.server, "POST", path, { key, ...(body === undefined ? {} : { body }) });

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
      body: "Hi {{1}}, Diwali sale: {{2}} off!",
    });
    await rulesFor(server, business.id);
  });
  beforeEach(async () => {
    key = await freshKey(platform.server, platform.token, platform.business.id);
  });
  afterAll(async () => {
    await platform?.server.close();
    await platform?.receiver.close();
  });

  it("goes from a draft through its preflight and launch to completed, every count and failure explained", async () => {
    const tag = "launch";
    // The sandbox's customers by their last digit: 2 reads, 1 never reads, 5 reads and answers.
    const priya = await contact(platform.server, key, tag, { name: "Priya", phone: customer("2") });
    await contact(platform.server, key, tag, { name: "Arjun", phone: customer("1") });
    await contact(platform.server, key, tag, { name: "Meera", phone: customer("5") });
    const unreachable = await contact(platform.server, key, tag, { phone: customer("0000") });
    const optedOut = await contact(platform.server, key, tag);
    expect(
      (await post(`/contacts/${optedOut.id}/opt-out`, { source: "asked in store" })).status,
    ).toBe(200);
    await contact(platform.server, key, tag, { name: null });

    const created = await post("/campaigns", {
      ...campaignBody(tag),
      audience: { tags: [tag], contactIds: [priya.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "draft",
      template: { name: "diwali_offer", category: "marketing" },
      counts: { audience: 0, sent: 0 },
    });
    const id = created.body.id as string;

    const preflight = await get(`/campaigns/${id}/preflight`);
    expect(preflight.status).toBe(200);
    const [rate] = await platform.server.database.sql.query<{ price: string }>(
      `SELECT "priceInr"::text AS price FROM rate_cards WHERE category = 'marketing'
       ORDER BY "effectiveFrom" DESC LIMIT 1`,
    );
    const price = rate!.price;
    expect(preflight.body).toEqual({
      eligible: 4,
      excluded: { optedOut: 1, invalid: 1, duplicate: 1, frequencyCap: 0, overCapacity: 0 },
      holdout: 0,
      estimatedCost: { currency: "INR", amount: (4 * Number(price)).toFixed(2) },
      capacity: { tier: "250", remaining: expect.any(Number) },
    });

    const launched = await post(`/campaigns/${id}/launch`);
    expect(launched.status).toBe(202);
    expect(["sending", "completed"]).toContain(launched.body.status);
    expect(launched.body.excluded).toEqual({ optedOut: 1, invalid: 1, duplicate: 1 });

    const done = await eventually(async () => {
      const campaign = (await get(`/campaigns/${id}`)).body;
      return campaign.status === "completed" && campaign.counts.replied === 1
        ? campaign
        : undefined;
    });
    expect(done.counts).toEqual({
      audience: 4,
      holdout: 0,
      pending: 0,
      queued: 3,
      sent: 3,
      delivered: 3,
      read: 2,
      replied: 1,
      failed: 1,
      retrying: 0,
      recovered: 0,
    });
    expect(done.failures).toEqual({ "131026": 1 });
    expect(done.cost).toEqual({ currency: "INR", amount: (3 * Number(price)).toFixed(2) });

    const failed = await get(`/campaigns/${id}/recipients?status=failed`);
    expect(failed.body.items).toEqual([
      expect.objectContaining({
        contactId: unreachable.id,
        status: "failed",
        failure: {
          code: "131026",
          reason: "The number is not on WhatsApp, or cannot receive this message.",
        },
      }),
    ]);
    // Each recipient is a /v1 message of the campaign, its template filled for the contact.
    const [message] = await platform.server.database.sql.query<Json>(
      `SELECT body, source, "senderType", "senderId" FROM messages WHERE "customerNumber" = $1`,
      [priya.phone],
    );
    expect(message).toEqual({
      body: "Hi Priya, Diwali sale: 20% off!",
      source: "campaign",
      senderType: "campaign",
      senderId: id,
    });
    const [announced] = await platform.receiver.waitFor((w) => w.body.includes(id));
    expect(JSON.parse(announced!.body)).toMatchObject({
      type: "campaign.completed",
      data: { campaign_id: id, name: "Diwali launch" },
    });

    // A campaign is launched once; a completed one cannot be paused or cancelled.
    for (const action of ["launch", "pause", "cancel", "resume"]) {
      const again = await post(`/campaigns/${id}/${action}`);
      expect(again.status, action).toBe(409);
      expect(again.body.error.code).toBe("conflict");
    }

    // A customer's message within 7 days is the recipient's reply, whenever it comes.
    const answer = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
      token: platform.token,
      body: { businessId: platform.business.id, from: priya.phone, text: "Is it in blue?" },
    });
    expect(answer.status).toBe(201);
    const replied = (await get(`/campaigns/${id}`)).body;
    expect(replied.counts).toMatchObject({ read: 2, replied: 2 });
    expect(replied.uplift.sentReplyRate).toBeCloseTo(2 / 3, 3);

    // Retargeting the failed sends a new draft to exactly them.
    const retarget = await post(`/campaigns/${id}/retarget`, { audience: "failed" });
    expect(retarget.status).toBe(201);
    expect(retarget.body).toMatchObject({
      status: "draft",
      name: "Diwali launch: failed",
      retargetOf: { campaignId: id, audience: "failed" },
    });
    expect((await get(`/campaigns/${retarget.body.id}/preflight`)).body.eligible).toBe(1);
    // Segments by how the contacts took it: reached a stage, or stopped at one.
    const taking = async (engagement: string) =>
      (await post("/segments/count", { campaign: { id, engagement } })).body.count;
    expect(await taking("sent")).toBe(3);
    expect(await taking("read")).toBe(2);
    expect(await taking("replied")).toBe(2);
    expect(await taking("not_read")).toBe(1);
    expect(await taking("read_not_replied")).toBe(0);
    expect(await taking("failed")).toBe(1);
    const unknown = await post("/segments/count", { campaign: { id, engagement: "clicked" } });
    expect(unknown.status).toBe(400);

    // … and the delivered never read: the sandbox's customer ending in 1.
    const notRead = await post(`/campaigns/${id}/retarget`, { audience: "not_read" });
    expect(notRead.status).toBe(201);
    const notReadRecipients = await get(`/campaigns/${notRead.body.id}/preflight`);
    expect(notReadRecipients.body.eligible).toBe(1);
  });

  it("holds the same random share of the eligible back, and never sends it", async () => {
    const tag = "holdout";
    for (let i = 0; i < 20; i++) await contact(platform.server, key, tag, { name: `Guest ${i}` });
    const created = await post("/campaigns", campaignBody(tag, { holdoutPercent: 25 }));
    const id = created.body.id as string;
    expect((await get(`/campaigns/${id}/preflight`)).body).toMatchObject({
      eligible: 20,
      holdout: 5,
    });
    await post(`/campaigns/${id}/launch`);
    const done = await eventually(async () => {
      const campaign = (await get(`/campaigns/${id}`)).body;
      return campaign.status === "completed" ? campaign : undefined;
    });
    expect(done.counts).toMatchObject({ audience: 20, holdout: 5, queued: 15 });

    const all = await get(`/campaigns/${id}/recipients?limit=200`);
    const drawn = all.body.items
      .map((r: Json) => r.contactId as string)
      .sort((a: string, b: string) => {
        const hash = (contactId: string) =>
          createHash("md5").update(`${id}${contactId}`).digest("hex");
        return hash(a) < hash(b) ? -1 : 1;
      })
      .slice(0, 5);
    const held = all.body.items.filter((r: Json) => r.status === "holdout");
    expect(held.map((r: Json) => r.contactId).sort()).toEqual([...drawn].sort());
    expect(held.every((r: Json) => r.messageId === null)).toBe(true);
  });

  it("leaves out whom the marketing frequency cap protects, in the preflight and at the send", async () => {
    const tag = "capped";
    await rulesFor(platform.server, platform.business.id, { count: 1, days: 7 });
    try {
      const recent = await contact(platform.server, key, tag);
      await contact(platform.server, key, tag);
      const sent = await v1(platform.server, "POST", "/messages/template", {
        key,
        body: {
          to: recent.phone,
          template: {
            name: "diwali_offer",
            language: "en",
            components: [
              {
                type: "body",
                parameters: [
                  { type: "text", text: "Priya" },
                  { type: "text", text: "10%" },
                ],
              },
            ],
          },
        },
      });
      expect(sent.status).toBe(200);
      const id = (await post("/campaigns", campaignBody(tag))).body.id as string;
      expect((await get(`/campaigns/${id}/preflight`)).body).toMatchObject({
        eligible: 1,
        excluded: { frequencyCap: 1 },
      });
      await post(`/campaigns/${id}/launch`);
      const done = await eventually(async () => {
        const campaign = (await get(`/campaigns/${id}`)).body;
        return campaign.status === "completed" ? campaign : undefined;
      });
      expect(done.excluded).toEqual({ frequencyCap: 1 });
      expect(done.counts.audience).toBe(1);
    } finally {
      await rulesFor(platform.server, platform.business.id);
    }
  });

  it("sends no marketing to a contact after its opt-out is stored, while the campaign runs", async () => {
    const tag = "race";
    const { sql } = platform.server.database;
    const phones = Array.from({ length: 150 }, () => customer());
    await sql.query(
      `INSERT INTO contacts (id, "businessId", phone, name, tags, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1, phone, 'Guest', '{race}', now(), now()
       FROM unnest($2::text[]) AS phone`,
      [platform.business.id, phones],
    );
    const contacts = await sql.query<{ id: string; phone: string }>(
      `SELECT id, phone FROM contacts WHERE "businessId" = $1 AND 'race' = ANY(tags)`,
      [platform.business.id],
    );
    // The operator lifted the business's messaging limit, so nothing waits for capacity.
    const lifted = await rest(
      platform.server,
      "PATCH",
      `/admin/businesses/${platform.business.id}`,
      {
        token: platform.token,
        body: { messagingTier: "unlimited" },
      },
    );
    expect(lifted.status).toBe(200);
    const id = (await post("/campaigns", campaignBody(tag))).body.id as string;
    expect((await post(`/campaigns/${id}/launch`)).status).toBe(202);
    // Every fifth contact opts out while the campaign is sending; when each answer arrives, its
    // opt-out is stored.
    const storedAt = new Map<string, number>();
    await Promise.all(
      contacts
        .filter((_, i) => i % 5 === 0)
        .map(async (c) => {
          const answer = await post(`/contacts/${c.id}/opt-out`, { source: "keyword: STOP" });
          expect(answer.status).toBe(200);
          storedAt.set(c.phone, Date.now());
        }),
    );
    await eventually(async () => {
      const campaign = (await get(`/campaigns/${id}`)).body;
      return campaign.status === "completed" ? campaign : undefined;
    }, 30_000);
    const sent = await sql.query<{ phone: string; createdAt: Date }>(
      `SELECT "customerNumber" AS phone, "createdAt" FROM messages
       WHERE "senderId" = $1 AND "customerNumber" = ANY($2::text[])`,
      [id, [...storedAt.keys()]],
    );
    for (const message of sent) {
      expect(new Date(message.createdAt).getTime()).toBeLessThanOrEqual(
        storedAt.get(message.phone)!,
      );
    }
    const refused = await get(`/campaigns/${id}/recipients?status=failed&limit=200`);
    for (const recipient of refused.body.items) {
      expect(storedAt.has(recipient.phone)).toBe(true);
      expect(recipient).toMatchObject({ messageId: null, failure: { code: "contact_opted_out" } });
    }
    expect(sent.length + refused.body.items.length).toBe(storedAt.size);
  });

  it("pauses, sending nothing, when its template is withdrawn before its time comes", async () => {
    const tag = "withdrawn";
    await contact(platform.server, key, tag);
    await contact(platform.server, key, tag);
    const { server, token, business } = platform;
    const template = await createTemplate(server, token, business.id, {
      name: "flash_sale",
      category: "marketing",
      body: "Hi {{1}}, flash sale: {{2}} off!",
    });
    const soon = new Date(Date.now() + 2_000).toISOString();
    const id = (
      await post("/campaigns", {
        ...campaignBody(tag, { scheduledAt: soon }),
        template: { ...campaignBody(tag).template, name: "flash_sale" },
      })
    ).body.id as string;
    expect((await post(`/campaigns/${id}/launch`)).body.status).toBe("scheduled");
    const withdrawn = await rest(
      server,
      "DELETE",
      `/admin/businesses/${business.id}/templates/${template.id}`,
      { token },
    );
    expect(withdrawn.status).toBe(204);

    const paused = await eventually(async () => {
      const campaign = (await get(`/campaigns/${id}`)).body;
      return campaign.status === "paused" ? campaign : undefined;
    }, 30_000);
    expect(paused.counts).toMatchObject({ audience: 2, pending: 2, queued: 0, failed: 0 });
  });

  it("pauses, resumes and cancels as asked, and refuses bad input with the field named", async () => {
    const tag = "lifecycle";
    await contact(platform.server, key, tag);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const id = (await post("/campaigns", campaignBody(tag, { scheduledAt: later }))).body
      .id as string;
    expect((await post(`/campaigns/${id}/launch`)).body).toMatchObject({
      status: "scheduled",
      scheduledAt: later,
    });
    expect((await post(`/campaigns/${id}/pause`)).body.status).toBe("paused");
    expect((await post(`/campaigns/${id}/resume`)).body.status).toBe("scheduled");
    const cancelled = await post(`/campaigns/${id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: "cancelled", counts: { audience: 1 } });
    expect((await get(`/campaigns/${id}/recipients`)).body.items[0].status).toBe("cancelled");

    // A saved segment as the audience, read inside the launch's transaction.
    const segment = await post("/segments", { name: "Lifecycle", filter: { tags: [tag] } });
    expect(segment.status).toBe(201);
    const bySegment = (
      await post("/campaigns", { ...campaignBody(tag), audience: { segmentId: segment.body.id } })
    ).body.id as string;
    expect((await get(`/campaigns/${bySegment}/preflight`)).body.eligible).toBe(1);
    const launched = await post(`/campaigns/${bySegment}/launch`);
    expect(launched.status).toBe(202);
    expect(launched.body.counts.audience).toBe(1);

    for (const [body, field] of [
      [{ ...campaignBody(tag), holdoutPercent: 60 }, "holdoutPercent"],
      [{ ...campaignBody(tag), audience: {} }, "audience"],
      [
        {
          ...campaignBody(tag),
          template: { name: "diwali_offer", language: "en", parameters: [{ field: "email" }] },
        },
        "template.parameters.0",
      ],
      [{ ...campaignBody(tag), surprise: 1 }, ""],
    ] as const) {
      const refused = await post("/campaigns", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe("invalid_request");
      if (field)
        expect(refused.body.error.details.fields.map((f: Json) => f.path)).toContain(field);
    }
    const unknown = await post("/campaigns", {
      ...campaignBody(tag),
      template: { name: "no_such_template", language: "en", parameters: [] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe("template_not_found");
    const mismatch = await post("/campaigns", {
      ...campaignBody(tag),
      template: { name: "diwali_offer", language: "en", parameters: [{ field: "name" }] },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.code).toBe("template_params_mismatch");
    expect((await get(`/campaigns/0193a2b4-6666-7e8f-9a0b-1c2d3e4f5a6b`)).status).toBe(404);
    expect((await get(`/campaigns/not-an-id/preflight`)).status).toBe(404);
  });
});

describe("campaigns on the WhatsApp Cloud API, with a clock the test moves", () => {
  const APP_SECRET = "campaign-app-secret";
  const PHONE_NUMBER_ID = "106540352242977";
  let graph: FakeGraphApi;
  let server: TestServer;
  let receiver: WebhookReceiver;
  let business: TestBusiness;
  let token: string;
  let key: string;
  let offsetMs = 0;
  const get = (path: string) => v1<Json>(server, "GET", path, { key });
  const post = (path: string, body?: unknown) =>
    v1<Json>(server, "POST", path, { key, ...(body === undefined ? {} : { body }) });
  /** Moves the product's clock, and lets the campaign jobs due by then run now. */
  const advance = async (ms: number) => {
    offsetMs += ms;
    await server.database.sql.query(
      `UPDATE pgboss.job SET start_after = now()
       WHERE name = 'campaign-send' AND state IN ('created', 'retry')`,
    );
  };
  /** Meta reports `status` for the campaign's message to `phone`. */
  const report = async (phone: string, status: string, errors?: unknown[]) => {
    const send = graph.sends.findLast((s) => `+${s.body.to.replace(/^\+/, "")}` === phone);
    expect(send, `a send to ${phone}`).toBeDefined();
    expect(
      await graph.callBack(
        statusCallback(PHONE_NUMBER_ID, [
          {
            id: send!.providerMessageId,
            status,
            recipient: phone,
            at: new Date(Date.now() + offsetMs),
            ...(errors ? { errors } : {}),
          },
        ]),
      ),
    ).toBe(200);
  };
  const recipientOf = async (campaignId: string, contactId: string) =>
    (await get(`/campaigns/${campaignId}/recipients?limit=200`)).body.items.find(
      (r: Json) => r.contactId === contactId,
    );

  beforeAll(async () => {
    graph = await startFakeGraphApi();
    ({ server, token } = await startTestServerWithAdmin(
      { WHATSAPP_GRAPH_URL: graph.url },
      { clock: { now: () => new Date(Date.now() + offsetMs) } },
    ));
    graph.callBackTo(`${server.baseUrl}/webhooks/whatsapp`, APP_SECRET);
    receiver = await startWebhookReceiver();
    business = await createCloudBusiness(
      server,
      token,
      {
        phoneNumberId: PHONE_NUMBER_ID,
        businessAccountId: "102290129340777",
        appSecret: APP_SECRET,
      },
      { webhookUrl: receiver.url },
    );
    await server.database.sql.query(
      `INSERT INTO message_templates (id, "businessId", name, language, category, body,
         "parameterCount", status)
       VALUES (gen_random_uuid(), $1, 'diwali_offer', 'en', 'marketing',
         'Hi {{1}}, Diwali sale: {{2}} off!', 2, 'approved')`,
      [business.id],
    );
    await rulesFor(server, business.id);
  });
  beforeEach(async () => {
    key = await freshKey(server, token, business.id);
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
    await receiver?.close();
  });

  it("fills the funnel from Meta's statuses, retries 131049 after 24 hours, and retargets a bucket", async () => {
    const tag = "funnel";
    const delivered = await contact(server, key, tag, { name: "Asha" });
    const read = await contact(server, key, tag, { name: "Bala" });
    const limited = await contact(server, key, tag, { name: "Chitra" });
    const id = (await post("/campaigns", campaignBody(tag))).body.id as string;
    await post(`/campaigns/${id}/launch`);
    // Meta has answered each send and the answer is recorded: its callbacks can be matched.
    await eventually(async () => {
      const sent = await get(`/campaigns/${id}/recipients?status=sent`);
      return sent.body.items.length === 3 ? true : undefined;
    });

    await report(delivered.phone, "sent");
    await report(delivered.phone, "delivered");
    await report(read.phone, "read");
    await report(limited.phone, "failed", [
      {
        code: 131049,
        title: "This message was not delivered to maintain healthy ecosystem engagement.",
      },
    ]);
    const waiting = await recipientOf(id, limited.id);
    expect(waiting).toMatchObject({
      status: "retrying",
      attempts: 1,
      failure: { code: "131049" },
    });
    expect(new Date(waiting.nextAttemptAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Waiting only for Meta's marketing limit: the campaign is completed, the retry still to come.
    const completed = (await get(`/campaigns/${id}`)).body;
    expect(completed).toMatchObject({
      status: "completed",
      counts: { sent: 2, delivered: 2, read: 1, retrying: 1, failed: 0 },
      failures: { "131049": 1 },
    });

    const sendsBefore = graph.sends.length;
    await advance(24 * 3_600_000 + 60_000);
    await eventually(async () => (graph.sends.length > sendsBefore ? true : undefined));
    expect(graph.sends.at(-1)!.body.to.replace(/^\+/, "")).toBe(limited.phone.slice(1));
    await report(limited.phone, "sent");
    const recovered = await eventually(async () => {
      const campaign = (await get(`/campaigns/${id}`)).body;
      return campaign.counts.recovered === 1 ? campaign : undefined;
    });
    expect(recovered.counts).toMatchObject({ sent: 3, retrying: 0, failed: 0 });
    expect(await recipientOf(id, limited.id)).toMatchObject({
      status: "sent",
      attempts: 2,
      failure: null,
    });

    // Delivered and never read: the not_read bucket, and only it.
    const retarget = await post(`/campaigns/${id}/retarget`, { audience: "not_read" });
    expect(retarget.status).toBe(201);
    const second = retarget.body.id as string;
    expect((await post(`/campaigns/${second}/launch`)).status).toBe(202);
    await eventually(async () =>
      (await get(`/campaigns/${second}`)).body.counts.queued === 1 ? true : undefined,
    );
    const items = (await get(`/campaigns/${second}/recipients`)).body.items;
    expect(items.map((r: Json) => r.contactId)).toEqual([delivered.id]);
  });

  it("sends no marketing in quiet hours (IST), and starts when they end", async () => {
    const tag = "quiet";
    const asha = await contact(server, key, tag, { name: "Asha" });
    await server.database.sql.query(
      `UPDATE workspace_settings SET "quietHours" = '{"start": "21:00", "end": "09:00"}'
       WHERE "businessId" = $1`,
      [business.id],
    );
    try {
      // To 22:00 IST on a coming day.
      const now = new Date(Date.now() + offsetMs);
      const ist = new Date(now.getTime() + 330 * 60_000);
      const target =
        Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1, 22) - 330 * 60_000;
      await advance(target - now.getTime());
      const id = (await post("/campaigns", campaignBody(tag))).body.id as string;
      await post(`/campaigns/${id}/launch`);
      const held = await eventually(async () => {
        const campaign = (await get(`/campaigns/${id}`)).body;
        return campaign.waitingFor === "quiet_hours" ? campaign : undefined;
      });
      expect(held.counts).toMatchObject({ pending: 1, queued: 0 });
      // 09:00 IST the next morning.
      await advance(11 * 3_600_000);
      // The job comes due at once, but a loaded machine's queue may take a while to fetch it.
      // Meta's answer to the send may already have moved the recipient on to sent.
      await eventually(
        async () =>
          ["queued", "sent"].includes((await recipientOf(id, asha.id)).status) ? true : undefined,
        30_000,
      );
      expect((await get(`/campaigns/${id}`)).body.waitingFor).toBeNull();
    } finally {
      await rulesFor(server, business.id);
    }
  }, 60_000);

  it("never exceeds the messaging limit: recipients over it wait for capacity", async () => {
    const tag = "capacity";
    // 245 customers reached in the last 24 hours, of the 250 the tier allows.
    await server.database.sql.query(
      `INSERT INTO messages (id, "businessId", direction, "customerNumber", type, body, category,
         status, "queueState", "createdAt", "statusAt")
       SELECT gen_random_uuid(), $1, 'outbound', '+9190000' || lpad(n::text, 5, '0'), 'template',
         'Earlier offer', 'marketing', 'delivered', 'done', $2, $2
       FROM generate_series(1, 245) AS n`,
      [business.id, new Date(Date.now() + offsetMs - 3_600_000)],
    );
    const reached = await server.database.sql.query<{ n: number }>(
      `SELECT count(DISTINCT "customerNumber")::int AS n FROM messages
       WHERE "businessId" = $1 AND type = 'template' AND "createdAt" > $2`,
      [business.id, new Date(Date.now() + offsetMs - 86_400_000)],
    );
    const room = Math.max(0, 250 - reached[0]!.n);
    expect(room).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < room + 2; i++) await contact(server, key, tag, { name: "Dev" });
    const id = (await post("/campaigns", campaignBody(tag))).body.id as string;
    expect((await get(`/campaigns/${id}/preflight`)).body).toMatchObject({
      eligible: room + 2,
      excluded: { overCapacity: 2 },
      capacity: { tier: "250", remaining: room },
    });
    await post(`/campaigns/${id}/launch`);
    const held = await eventually(async () => {
      const campaign = (await get(`/campaigns/${id}`)).body;
      return campaign.waitingFor === "capacity" ? campaign : undefined;
    });
    expect(held.counts).toMatchObject({ queued: room, pending: 2 });
    expect(held.status).toBe("sending");
  });
});
