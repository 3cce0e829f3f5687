// The walls between businesses. Two businesses on the WhatsApp Cloud API hold every kind of record
// (messages sent and received, templates, keys, configurations, webhook events, contacts and their
// consent, segments, imports, campaigns and their recipients, conversations, media); every path and
// callback that takes an id from outside is tried by the one (the attacker) with the other's (the
// owner's) ids and its own credentials. Nothing of the owner's is read or changed, and each answer
// is exactly the answer for an id that does not exist. New kinds of record join this suite.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  signMeta,
  startFakeGraphApi,
  statusCallback,
  type FakeGraphApi,
} from "../../packages/server/src/test-support/fake-graph-api.ts";
import {
  createCloudBusiness,
  createTemplate,
  eventually,
  sendApprovedTemplate,
  startWebhookReceiver,
  v1,
  type CloudAccount,
  type TestBusiness,
  type WebhookReceiver,
} from "../../packages/server/src/test-support/platform-fixtures.ts";
import {
  startTestServerWithAdmin,
  type TestServer,
} from "../../packages/server/src/test-support/test-server.ts";
import { recordCounts } from "./counts.ts";
import { webAppFixture } from "./hostile.ts";

const OWNER_ACCOUNT: CloudAccount = {
  phoneNumberId: "106540352200001",
  businessAccountId: "102290129300001",
  appSecret: "owner-app-secret-1f2e3d",
};
const ATTACKER_ACCOUNT: CloudAccount = {
  phoneNumberId: "106540352200002",
  // The same WhatsApp Business Account, as a second configuration may name it.
  businessAccountId: OWNER_ACCOUNT.businessAccountId,
  appSecret: "attacker-app-secret-9a8b7c",
};
const CUSTOMER = "+919811100001";

let graph: FakeGraphApi;
let server: TestServer;
let token: string;
let receiver: WebhookReceiver;
let owner: TestBusiness;
let attacker: TestBusiness;
/** The owner's records, by kind, with the ids an outsider might present. */
const ownerIds = {
  outboundMessage: "",
  outboundProviderId: "",
  inboundMessage: "",
  inboundProviderId: "",
  templateName: "order_update",
  providerTemplateId: "",
  idempotencyKey: `owner-${randomUUID()}`,
  /** A contact the owner keeps, who opted out of the owner's marketing. */
  contact: "",
  segment: "",
  contactImport: "",
  campaign: "",
  conversation: "",
  /** A member of the owner's business, whom only the owner's conversations may be assigned to. */
  member: "",
  media: "",
};
/** The owner's uploaded file: a PNG's signature and a few bytes only the owner holds. */
const OWNER_FILE = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
  Buffer.from(`owner-only-${randomUUID()}`),
]);
const OPTED_OUT_CUSTOMER = "+919811100002";
let requests = 0;

beforeAll(async () => {
  graph = await startFakeGraphApi({ templateStatus: "APPROVED" });
  ({ server, token } = await startTestServerWithAdmin({
    WEB_DIST_DIR: webAppFixture(),
    WHATSAPP_GRAPH_URL: graph.url,
  }));
  receiver = await startWebhookReceiver();
  owner = await createCloudBusiness(server, token, OWNER_ACCOUNT, {
    name: "Owner Traders",
    webhookUrl: receiver.url,
  });
  attacker = await createCloudBusiness(server, token, ATTACKER_ACCOUNT, { name: "Rival Traders" });
  await createTemplate(server, token, owner.id, {
    name: ownerIds.templateName,
    body: "Order {{1}} is on its way.",
  });
  const template = await server.prisma.messageTemplate.findFirstOrThrow({
    where: { businessId: owner.id },
  });
  ownerIds.providerTemplateId = template.providerTemplateId!;

  // Messages the owner sent (one with an Idempotency-Key), and one a customer sent the owner.
  ownerIds.outboundMessage = await sendApprovedTemplate(server, owner, CUSTOMER, {
    name: ownerIds.templateName,
    parameters: ["#1"],
  });
  const withKey = await v1(server, "POST", "/messages/template", {
    key: owner.apiKey,
    headers: { "idempotency-key": ownerIds.idempotencyKey },
    body: {
      to: CUSTOMER,
      template: {
        name: ownerIds.templateName,
        language: "en",
        components: [{ type: "body", parameters: [{ type: "text", text: "#2" }] }],
      },
    },
  });
  expect(withKey.status).toBe(200);
  const outbound = await eventually(async () => {
    const row = await server.prisma.message.findUniqueOrThrow({
      where: { id: ownerIds.outboundMessage },
    });
    return row.providerMessageId ? row : undefined;
  });
  ownerIds.outboundProviderId = outbound.providerMessageId!;
  ownerIds.inboundProviderId = "wamid.owner-inbound-1";
  expect(
    (
      await postCallback(
        inboundCallback(OWNER_ACCOUNT.phoneNumberId, ownerIds.inboundProviderId, "Where is it?"),
        OWNER_ACCOUNT.appSecret,
      )
    ).status,
  ).toBe(200);
  ownerIds.inboundMessage = (
    await server.prisma.message.findFirstOrThrow({
      where: { businessId: owner.id, direction: "inbound" },
    })
  ).id;
  ownerIds.conversation = (
    await server.prisma.conversation.findFirstOrThrow({
      where: { businessId: owner.id, customerNumber: CUSTOMER },
    })
  ).id;
  const form = new FormData();
  form.append("messaging_product", "whatsapp");
  form.append("file", new Blob([OWNER_FILE]), "owner-invoice.png");
  const uploaded = await fetch(`${server.baseUrl}/v1/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${owner.apiKey}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  ownerIds.media = ((await uploaded.json()) as { id: string }).id;
  ownerIds.member = randomUUID();
  await server.prisma.user.create({
    data: { id: ownerIds.member, username: `${ownerIds.member}@example.com`, password: "x" },
  });
  await server.prisma.membership.create({
    data: { userId: ownerIds.member, businessId: owner.id, role: "agent" },
  });
  const contact = await v1(server, "POST", "/contacts", {
    key: owner.apiKey,
    body: { phone: OPTED_OUT_CUSTOMER, name: "Kept Private", tags: ["owner-only"] },
  });
  ownerIds.contact = contact.body.id;
  await v1(server, "POST", `/contacts/${ownerIds.contact}/opt-out`, {
    key: owner.apiKey,
    body: { source: "asked by phone" },
  });
  ownerIds.segment = (
    await v1(server, "POST", "/segments", {
      key: owner.apiKey,
      body: { name: "Owner's best", filter: { tags: ["owner-only"] } },
    })
  ).body.id;
  const started = await fetch(`${server.baseUrl}/v1/contacts/imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${owner.apiKey}`, "content-type": "text/csv" },
    body: "phone,name\n+919811100003,Imported Privately\n12,Bad Row\n",
  });
  ownerIds.contactImport = ((await started.json()) as { id: string }).id;
  await eventually(async () => {
    const row = await server.prisma.contactImport.findUniqueOrThrow({
      where: { id: ownerIds.contactImport },
    });
    return row.status === "running" ? undefined : row;
  });
  const campaign = await v1(server, "POST", "/campaigns", {
    key: owner.apiKey,
    body: {
      name: "Owner's festive",
      template: { name: ownerIds.templateName, language: "en", parameters: [{ text: "#3" }] },
      audience: { tags: ["owner-only"] },
    },
  });
  ownerIds.campaign = campaign.body.id;
  expect(
    (await v1(server, "POST", `/campaigns/${ownerIds.campaign}/launch`, { key: owner.apiKey }))
      .status,
  ).toBe(202);
  // The campaign's message has gone to Meta and waits for its statuses.
  await eventually(async () => {
    const [recipient] = await server.prisma.campaignRecipient.findMany({
      where: { campaignId: ownerIds.campaign },
    });
    if (!recipient?.messageId) return undefined;
    const message = await server.prisma.message.findUniqueOrThrow({
      where: { id: recipient.messageId },
    });
    return message.providerMessageId ? message : undefined;
  });
  // Every webhook the owner's records caused has arrived before the probes begin.
  await receiver.waitFor((hook) => hook.body.includes("contact.opted_out"));
  await receiver.waitFor((hook) => hook.body.includes("message.received"));
});
afterAll(async () => {
  recordCounts({ suite: "tenant isolation", requests });
  await server?.close();
  await graph?.close();
  await receiver?.close();
});

function inboundCallback(phoneNumberId: string, providerMessageId: string, text: string) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: OWNER_ACCOUNT.businessAccountId,
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919800000000", phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: "Anita" }, wa_id: CUSTOMER.slice(1) }],
              messages: [
                {
                  from: CUSTOMER.slice(1),
                  id: providerMessageId,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "text",
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

function templateReview(providerTemplateId: string, event: string) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: OWNER_ACCOUNT.businessAccountId,
        changes: [
          {
            field: "message_template_status_update",
            value: {
              event,
              message_template_id: Number(providerTemplateId),
              message_template_name: ownerIds.templateName,
              message_template_language: "en",
              reason: "Forged",
            },
          },
        ],
      },
    ],
  };
}

async function postCallback(body: unknown, appSecret: string) {
  requests++;
  const text = JSON.stringify(body);
  const answer = await fetch(`${server.baseUrl}/webhooks/whatsapp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": signMeta(text, appSecret),
    },
    body: text,
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Everything the owner holds, as rows: what no probe may change. */
async function ownerRecords() {
  const where = { businessId: owner.id };
  const prisma = server.prisma;
  return JSON.stringify([
    await prisma.message.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.messageStatusEvent.findMany({
      where: { message: where },
      orderBy: [{ messageId: "asc" }, { status: "asc" }],
    }),
    await prisma.messageTemplate.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.apiKey.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.apiConfig.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.webhookEvent.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.idempotencyKey.findMany({ where, orderBy: { key: "asc" } }),
    await prisma.serviceWindow.findMany({ where, orderBy: { customerNumber: "asc" } }),
    await prisma.contact.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.consentEvent.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.segment.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.contactImport.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.contactImportError.findMany({
      where: { import: where },
      orderBy: [{ importId: "asc" }, { row: "asc" }],
    }),
    await prisma.campaign.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.campaignRecipient.findMany({
      where,
      orderBy: [{ campaignId: "asc" }, { contactId: "asc" }],
    }),
    await prisma.conversation.findMany({ where, orderBy: { id: "asc" } }),
    await prisma.media.findMany({ where, orderBy: { id: "asc" } }),
  ]);
}

/** An answer with the id it names replaced, to compare with the answer for an unknown id. */
const withoutId = (answer: { status: number; text: string }, id: string) => ({
  status: answer.status,
  text: answer.text.replaceAll(id, "<id>"),
});

describe("/v1 with the attacker's key and the owner's ids", () => {
  it.each(["outboundMessage", "inboundMessage"] as const)(
    "a %s's status is answered exactly as an unknown id's",
    async (kind) => {
      const before = await ownerRecords();
      const id = ownerIds[kind];
      const unknown = randomUUID();
      const probe = await v1(server, "GET", `/messages/${id}/status`, { key: attacker.apiKey });
      const control = await v1(server, "GET", `/messages/${unknown}/status`, {
        key: attacker.apiKey,
      });
      requests += 2;
      expect(probe.status).toBe(404);
      expect(withoutId(probe, id)).toEqual(withoutId(control, unknown));
      expect(probe.text).not.toContain(CUSTOMER);
      expect(await ownerRecords()).toBe(before);
    },
  );

  it("the owner's template is answered exactly as a template that does not exist", async () => {
    const send = (name: string) =>
      v1(server, "POST", "/messages/template", {
        key: attacker.apiKey,
        body: { to: CUSTOMER, template: { name, language: "en" } },
      });
    const before = await ownerRecords();
    const probe = await send(ownerIds.templateName);
    const control = await send("no_such_template");
    requests += 2;
    expect(probe.status).toBe(422);
    expect(probe.text.replaceAll(ownerIds.templateName, "<name>")).toBe(
      control.text.replaceAll("no_such_template", "<name>"),
    );
    expect(await ownerRecords()).toBe(before);
  });

  it("the owner's Idempotency-Key neither replays the owner's answer nor blocks the attacker", async () => {
    await createTemplate(server, token, attacker.id, {
      name: "rival_offer",
      body: "Hello",
    });
    const before = await ownerRecords();
    const probe = await v1(server, "POST", "/messages/template", {
      key: attacker.apiKey,
      headers: { "idempotency-key": ownerIds.idempotencyKey },
      body: { to: CUSTOMER, template: { name: "rival_offer", language: "en" } },
    });
    requests++;
    expect(probe.status, probe.text).toBe(200);
    const message = await server.prisma.message.findUniqueOrThrow({
      where: { id: probe.body.message_id },
    });
    expect(message.businessId).toBe(attacker.id);
    expect(await ownerRecords()).toBe(before);
  });
});

describe("contacts with the attacker's key and the owner's ids", () => {
  it.each([
    ["GET", "", undefined],
    ["PATCH", "", { name: "Taken", tags: ["stolen"] }],
    ["DELETE", "", undefined],
    ["POST", "/opt-in", { source: "forged" }],
    ["POST", "/opt-out", { source: "forged" }],
  ] as const)(
    "%s /contacts/{owner's id}%s is answered exactly as an unknown id",
    async (method, tail, body) => {
      const before = await ownerRecords();
      const unknown = randomUUID();
      const probe = await v1(server, method, `/contacts/${ownerIds.contact}${tail}`, {
        key: attacker.apiKey,
        body,
      });
      const control = await v1(server, method, `/contacts/${unknown}${tail}`, {
        key: attacker.apiKey,
        body,
      });
      requests += 2;
      expect(probe.status).toBe(404);
      expect(withoutId(probe, ownerIds.contact)).toEqual(withoutId(control, unknown));
      expect(probe.text).not.toContain(OPTED_OUT_CUSTOMER);
      expect(await ownerRecords()).toBe(before);
    },
  );

  it.each([
    ["GET", "/segments/{segment}", undefined],
    ["PUT", "/segments/{segment}", { name: "Taken", filter: {} }],
    ["DELETE", "/segments/{segment}", undefined],
    ["GET", "/contacts?segmentId={segment}", undefined],
    ["GET", "/contacts/imports/{import}", undefined],
    ["GET", "/contacts/imports/{import}/report", undefined],
  ] as const)(
    "%s %s with the owner's id is answered exactly as an unknown id",
    async (method, path, body) => {
      const before = await ownerRecords();
      const unknown = randomUUID();
      const own = path.includes("{segment}") ? ownerIds.segment : ownerIds.contactImport;
      const at = (id: string) => path.replace(/\{(segment|import)\}/, id);
      const probe = await v1(server, method, at(own), { key: attacker.apiKey, body });
      const control = await v1(server, method, at(unknown), { key: attacker.apiKey, body });
      requests += 2;
      expect(probe.status).toBe(404);
      expect(withoutId(probe, own)).toEqual(withoutId(control, unknown));
      expect(probe.text).not.toContain("Privately");
      expect(await ownerRecords()).toBe(before);
    },
  );

  it("the owner's contacts are neither listed, found, merged into nor their consent revealed", async () => {
    const before = await ownerRecords();
    for (const query of ["", "?tag=owner-only", "?q=Kept", "?q=9811100002", "?consent=opted_out"]) {
      const list = await v1(server, "GET", `/contacts${query}`, { key: attacker.apiKey });
      requests++;
      expect(list.status).toBe(200);
      expect(list.text, query).not.toContain(ownerIds.contact);
      expect(list.text, query).not.toContain("Kept Private");
    }
    // The same number is the attacker's own, new contact, with no consent of the owner's.
    const own = await v1(server, "POST", "/contacts", {
      key: attacker.apiKey,
      body: { phone: OPTED_OUT_CUSTOMER },
    });
    requests++;
    expect(own.status).toBe(201);
    expect(own.body.id).not.toBe(ownerIds.contact);
    expect(own.body).toMatchObject({ name: null, tags: [], consent: { status: "unknown" } });
    await createTemplate(server, token, attacker.id, {
      name: "rival_sale",
      category: "marketing",
      body: "Sale!",
    });
    const marketing = await v1(server, "POST", "/messages/template", {
      key: attacker.apiKey,
      body: { to: OPTED_OUT_CUSTOMER, template: { name: "rival_sale", language: "en" } },
    });
    requests++;
    expect(marketing.status, marketing.text).toBe(200);
    expect(await ownerRecords()).toBe(before);
  });
});

describe("campaigns with the attacker's key and the owner's ids", () => {
  it.each([
    ["GET", "", undefined],
    ["GET", "/preflight", undefined],
    ["GET", "/recipients", undefined],
    ["POST", "/launch", undefined],
    ["POST", "/pause", undefined],
    ["POST", "/resume", undefined],
    ["POST", "/cancel", undefined],
    ["POST", "/retarget", { audience: "not_read" }],
  ] as const)(
    "%s /campaigns/{owner's id}%s is answered exactly as an unknown id",
    async (method, tail, body) => {
      const before = await ownerRecords();
      const unknown = randomUUID();
      const probe = await v1(server, method, `/campaigns/${ownerIds.campaign}${tail}`, {
        key: attacker.apiKey,
        body,
      });
      const control = await v1(server, method, `/campaigns/${unknown}${tail}`, {
        key: attacker.apiKey,
        body,
      });
      requests += 2;
      expect(probe.status).toBe(404);
      expect(withoutId(probe, ownerIds.campaign)).toEqual(withoutId(control, unknown));
      expect(await ownerRecords()).toBe(before);
    },
  );

  it("the owner's campaigns are not listed, and the owner's contacts and segments reach no audience", async () => {
    const before = await ownerRecords();
    const list = await v1(server, "GET", "/campaigns", { key: attacker.apiKey });
    requests++;
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(ownerIds.campaign);
    await createTemplate(server, token, attacker.id, { name: "rival_news", body: "News" });
    const draft = (audience: Record<string, unknown>) =>
      v1(server, "POST", "/campaigns", {
        key: attacker.apiKey,
        body: {
          name: "Rival push",
          template: { name: "rival_news", language: "en", parameters: [] },
          audience,
        },
      });
    // The owner's contact is no contact of the attacker's: invalid, never sent.
    const named = await draft({ contactIds: [ownerIds.contact] });
    requests++;
    expect(named.status).toBe(201);
    const preflight = await v1(server, "GET", `/campaigns/${named.body.id}/preflight`, {
      key: attacker.apiKey,
    });
    requests++;
    expect(preflight.body).toMatchObject({ eligible: 0, excluded: { invalid: 1 } });
    expect(preflight.text).not.toContain(OPTED_OUT_CUSTOMER);
    // The owner's segment is answered as a segment that does not exist.
    const unknown = randomUUID();
    const segment = await draft({ segmentId: ownerIds.segment });
    const control = await draft({ segmentId: unknown });
    requests += 2;
    expect(segment.status).toBe(404);
    expect(withoutId(segment, ownerIds.segment)).toEqual(withoutId(control, unknown));
    // A segment of those who took the owner's campaign holds none of the owner's recipients.
    for (const engagement of ["sent", "failed"]) {
      const taking = await v1(server, "POST", "/segments/count", {
        key: attacker.apiKey,
        body: { campaign: { id: ownerIds.campaign, engagement } },
      });
      requests++;
      expect(taking.body).toEqual({ count: 0 });
    }
    const owners = await v1(server, "POST", "/segments/count", {
      key: owner.apiKey,
      body: { campaign: { id: ownerIds.campaign, engagement: "sent" } },
    });
    requests++;
    expect(owners.body).toEqual({ count: 1 });
    expect(await ownerRecords()).toBe(before);
  });
});

describe("media with the attacker's key and the owner's ids", () => {
  it("the owner's file is answered exactly as an unknown id, without its bytes", async () => {
    const before = await ownerRecords();
    const download = async (id: string) => {
      const answer = await fetch(`${server.baseUrl}/v1/media/${id}`, {
        headers: { authorization: `Bearer ${attacker.apiKey}` },
      });
      return { status: answer.status, text: await answer.text() };
    };
    const unknown = randomUUID();
    const probe = await download(ownerIds.media);
    const control = await download(unknown);
    requests += 2;
    expect(probe.status).toBe(404);
    expect(withoutId(probe, ownerIds.media)).toEqual(withoutId(control, unknown));
    expect(probe.text).not.toContain("owner-only-");
    expect(await ownerRecords()).toBe(before);
    // The owner's own key still downloads it.
    const own = await fetch(`${server.baseUrl}/v1/media/${ownerIds.media}`, {
      headers: { authorization: `Bearer ${owner.apiKey}` },
    });
    requests++;
    expect(Buffer.from(await own.arrayBuffer())).toEqual(OWNER_FILE);
  });
});

describe("conversations with the attacker's key and the owner's ids", () => {
  it.each([
    ["GET", "", undefined],
    ["GET", "/messages", undefined],
    ["PATCH", "", { status: "resolved", read: true }],
    ["PATCH", "", { assigneeId: null }],
  ] as const)(
    "%s /conversations/{owner's id}%s is answered exactly as an unknown id",
    async (method, tail, body) => {
      const before = await ownerRecords();
      const unknown = randomUUID();
      const probe = await v1(server, method, `/conversations/${ownerIds.conversation}${tail}`, {
        key: attacker.apiKey,
        body,
      });
      const control = await v1(server, method, `/conversations/${unknown}${tail}`, {
        key: attacker.apiKey,
        body,
      });
      requests += 2;
      expect(probe.status).toBe(404);
      expect(withoutId(probe, ownerIds.conversation)).toEqual(withoutId(control, unknown));
      expect(await ownerRecords()).toBe(before);
    },
  );

  it("the owner's conversations are not listed, and the owner's member is nobody to the attacker", async () => {
    const before = await ownerRecords();
    for (const query of ["", `?assignee=${ownerIds.member}`, "?status=open"]) {
      const list = await v1(server, "GET", `/conversations${query}`, { key: attacker.apiKey });
      requests++;
      expect(list.status).toBe(200);
      // (The attacker may hold a conversation with the same customer: its own, not the owner's.)
      expect(list.text).not.toContain(ownerIds.conversation);
    }
    // The attacker's own conversation, assigned to the owner's member or to no member at all:
    // the same refusal.
    expect(
      (
        await postCallback(
          inboundCallback(ATTACKER_ACCOUNT.phoneNumberId, "wamid.attacker-inbound-1", "Hi"),
          ATTACKER_ACCOUNT.appSecret,
        )
      ).status,
    ).toBe(200);
    const own = await v1(server, "GET", "/conversations", { key: attacker.apiKey });
    const attackerConversation = own.body.items[0].id as string;
    const assign = (assigneeId: string) =>
      v1(server, "PATCH", `/conversations/${attackerConversation}`, {
        key: attacker.apiKey,
        body: { assigneeId },
      });
    const probe = await assign(ownerIds.member);
    const unknown = randomUUID();
    const control = await assign(unknown);
    requests += 3;
    expect(probe.status).toBe(400);
    expect(withoutId(probe, ownerIds.member)).toEqual(withoutId(control, unknown));
    expect(await ownerRecords()).toBe(before);
  });
});

describe("Meta's callbacks signed by the attacker's configuration, naming the owner's ids", () => {
  const hooksBefore = () => receiver.received.length;

  it.each([
    [
      "a status for the owner's message",
      () =>
        statusCallback(ATTACKER_ACCOUNT.phoneNumberId, [
          {
            id: ownerIds.outboundProviderId,
            status: "failed",
            recipient: CUSTOMER,
            errors: [{ code: 131026, title: "Forged" }],
          },
        ]),
    ],
    [
      "a status binding a new id to the owner's message",
      () =>
        statusCallback(ATTACKER_ACCOUNT.phoneNumberId, [
          {
            id: "wamid.forged-binding",
            status: "read",
            recipient: CUSTOMER,
            ourMessageId: ownerIds.outboundMessage,
          },
        ]),
    ],
    [
      "the owner's customer message again",
      () => inboundCallback(ATTACKER_ACCOUNT.phoneNumberId, ownerIds.inboundProviderId, "Forged"),
    ],
    [
      "a review of the owner's template",
      () => templateReview(ownerIds.providerTemplateId, "REJECTED"),
    ],
  ])("%s changes nothing of the owner's", async (_kind, body) => {
    const before = await ownerRecords();
    const hooks = hooksBefore();
    const answer = await postCallback(body(), ATTACKER_ACCOUNT.appSecret);
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ownerRecords()).toBe(before);
    expect(receiver.received.length).toBe(hooks);
  });

  it("a callback naming the owner's number, signed by the attacker, is refused", async () => {
    const before = await ownerRecords();
    const forged = statusCallback(OWNER_ACCOUNT.phoneNumberId, [
      { id: ownerIds.outboundProviderId, status: "failed", recipient: CUSTOMER },
    ]);
    expect((await postCallback(forged, ATTACKER_ACCOUNT.appSecret)).status).toBe(401);
    expect(await ownerRecords()).toBe(before);
  });

  it("the owner's own callbacks still apply", async () => {
    const delivered = statusCallback(OWNER_ACCOUNT.phoneNumberId, [
      { id: ownerIds.outboundProviderId, status: "delivered", recipient: CUSTOMER },
    ]);
    expect((await postCallback(delivered, OWNER_ACCOUNT.appSecret)).status).toBe(200);
    const status = await v1(server, "GET", `/messages/${ownerIds.outboundMessage}/status`, {
      key: owner.apiKey,
    });
    requests++;
    expect(status.body.status).toBe("delivered");
  });
});
