import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  signMeta,
  startFakeGraphApi,
  statusCallback,
  type FakeGraphApi,
} from "../test-support/fake-graph-api.ts";
import {
  createTemplate,
  eventually,
  startWebhookReceiver,
  uniqueBusinessNumber,
  v1,
  type WebhookReceiver,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// Meta's WhatsApp Cloud API, against a local fake of the Graph API: what goes out, how Meta's
// errors are handled, and the signed callbacks that come back.

const APP_SECRET = "meta-app-secret-55aa1b2c";
const ACCESS_TOKEN = "EAAGcloud-live-token-9c2e";
const PHONE_NUMBER_ID = "106540352242922";
const VERIFY_TOKEN = "verify-me-please-123";
/** How long a send whose answer was lost waits for Meta's callback before it is sent again. */
const OUTCOME_WAIT_MS = 4_000;

let graph: FakeGraphApi;
let server: TestServer;
let token: string;
let receiver: WebhookReceiver;
let businessId: string;
let apiKey: string;

beforeAll(async () => {
  graph = await startFakeGraphApi();
  ({ server, token } = await startTestServerWithAdmin({
    WHATSAPP_GRAPH_URL: graph.url,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_UNKNOWN_OUTCOME_WAIT_SECONDS: String(OUTCOME_WAIT_MS / 1000),
  }));
  graph.callBackTo(`${server.baseUrl}/webhooks/whatsapp`, APP_SECRET);
  receiver = await startWebhookReceiver();
  const business = await rest(server, "POST", "/admin/businesses", {
    token,
    body: { name: "Casa Decor", whatsappNumber: uniqueBusinessNumber() },
  });
  businessId = business.body.id;
  const config = await rest(server, "POST", "/admin/api-configs", {
    token,
    body: {
      businessId,
      provider: "whatsapp-cloud",
      apiKey: ACCESS_TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      businessAccountId: "102290129340398",
      appSecret: APP_SECRET,
      webhookUrl: receiver.url,
    },
  });
  expect(config.status).toBe(201);
  apiKey = (
    await rest(server, "POST", `/admin/businesses/${businessId}/api-keys`, {
      token,
      body: { name: "CRM" },
    })
  ).body.key;
  // Submitted to Meta for review; approved by Meta's callback below.
  const template = await rest(server, "POST", `/admin/businesses/${businessId}/templates`, {
    token,
    body: {
      name: "order_update",
      language: "en_US",
      category: "utility",
      body: "Order {{1}} is {{2}}.",
    },
  });
  expect(template.body.status).toBe("pending");
  expect(graph.templateSubmissions[0]).toMatchObject({
    businessAccountId: "102290129340398",
    body: { name: "order_update", language: "en_US", category: "UTILITY" },
  });
  const submitted = await server.prisma.messageTemplate.findFirstOrThrow({
    where: { name: "order_update" },
  });
  const review = await graph.callBack({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "message_template_status_update",
            value: {
              event: "APPROVED",
              message_template_id: Number(submitted.providerTemplateId),
              message_template_name: "order_update",
              message_template_language: "en_US",
              reason: null,
            },
          },
        ],
      },
    ],
  });
  expect(review).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await graph?.close();
  await receiver?.close();
});
beforeEach(() => {
  graph.sends.length = 0;
});

const sendTemplate = (to: string, body?: Record<string, unknown>) =>
  v1(server, "POST", "/messages/template", {
    key: apiKey,
    body: body ?? {
      to,
      template: {
        name: "order_update",
        language: "en_US",
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "#7" },
              { type: "text", text: "packed" },
            ],
          },
        ],
      },
    },
  });

/** Until a send whose answer was lost would have been sent again, with a margin. */
const pastTheWait = () => new Promise((resolve) => setTimeout(resolve, OUTCOME_WAIT_MS + 1000));

const messageRow = (id: string) => server.prisma.message.findUniqueOrThrow({ where: { id } });

async function settled(
  id: string,
  until: (row: Awaited<ReturnType<typeof messageRow>>) => boolean,
) {
  return eventually(async () => {
    const row = await messageRow(id);
    return until(row) ? row : undefined;
  });
}

describe("Meta's subscription handshake", () => {
  it("answers the challenge for the right verify token and refuses any other", async () => {
    const ok = await fetch(
      `${server.baseUrl}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await fetch(
      `${server.baseUrl}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);
  });
});

describe("sending through the Graph API", () => {
  it("posts the template with the access token and our id, and follows Meta's callbacks in order", async () => {
    const sent = await sendTemplate("+919811122233");
    expect(sent.status).toBe(200);
    const id = sent.body.message_id as string;
    const row = await settled(id, (r) => r.providerMessageId !== null);
    expect(row.status).toBe("sent");
    expect(graph.sends).toHaveLength(1);
    expect(graph.sends[0]).toMatchObject({
      phoneNumberId: PHONE_NUMBER_ID,
      accessToken: ACCESS_TOKEN,
      body: {
        to: "919811122233",
        type: "template",
        biz_opaque_callback_data: id,
        template: {
          name: "order_update",
          language: { code: "en_US" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "#7" },
                { type: "text", text: "packed" },
              ],
            },
          ],
        },
      },
    });

    const wamid = row.providerMessageId!;
    const later = (s: number) => new Date(Date.now() + s * 1000);
    // Read arrives before delivered, and delivered is then repeated: read stands.
    expect(
      await graph.callBack(
        statusCallback(PHONE_NUMBER_ID, [
          { id: wamid, status: "read", recipient: "+919811122233", at: later(2) },
        ]),
      ),
    ).toBe(200);
    expect(
      await graph.callBack(
        statusCallback(PHONE_NUMBER_ID, [
          { id: wamid, status: "delivered", recipient: "+919811122233", at: later(1) },
        ]),
      ),
    ).toBe(200);
    expect(
      await graph.callBack(
        statusCallback(PHONE_NUMBER_ID, [
          { id: wamid, status: "delivered", recipient: "+919811122233", at: later(1) },
        ]),
      ),
    ).toBe(200);
    const status = await v1(server, "GET", `/messages/${id}/status`, { key: apiKey });
    expect(status.body.status).toBe("read");
    const delivered = await messageRow(id);
    expect(delivered.deliveredAt).not.toBeNull();
    expect(Number(delivered.priceInr)).toBe(0.125);

    const webhooks = await receiver.waitFor((w) => w.body.includes(id), 2);
    expect(webhooks.map((w) => JSON.parse(w.body).data.status)).toEqual(["sent", "read"]);
  });

  it("applies a callback that reports one message twice step by step, in order", async () => {
    const sent = await sendTemplate("+919811122299");
    const id = sent.body.message_id as string;
    const wamid = (await settled(id, (r) => r.providerMessageId !== null)).providerMessageId!;
    const later = (s: number) => new Date(Date.now() + s * 1000);
    // Meta batches statuses: read listed first, delivered a second earlier; both are applied.
    expect(
      await graph.callBack(
        statusCallback(PHONE_NUMBER_ID, [
          { id: wamid, status: "read", recipient: "+919811122299", at: later(2) },
          { id: wamid, status: "delivered", recipient: "+919811122299", at: later(1) },
        ]),
      ),
    ).toBe(200);
    const row = await messageRow(id);
    expect(row.status).toBe("read");
    expect(row.deliveredAt!.getTime()).toBeLessThan(row.readAt!.getTime());
    const events = await server.prisma.messageStatusEvent.findMany({
      where: { messageId: id },
      orderBy: { occurredAt: "asc" },
    });
    expect(events.map((event) => event.status)).toEqual(["sent", "delivered", "read"]);
    // One webhook each (delivered concurrently, so in any order).
    const webhooks = await receiver.waitFor((w) => w.body.includes(id), 3);
    expect(webhooks.map((w) => JSON.parse(w.body).data.status).sort()).toEqual([
      "delivered",
      "read",
      "sent",
    ]);
  });

  it("refuses a callback whose body was changed after signing, or signed with another secret", async () => {
    const body = JSON.stringify(
      statusCallback(PHONE_NUMBER_ID, [{ id: "wamid.x", status: "read", recipient: "+91981" }]),
    );
    const post = (text: string, signature?: string) =>
      fetch(`${server.baseUrl}/webhooks/whatsapp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "x-hub-signature-256": signature } : {}),
        },
        body: text,
      });
    expect((await post(body.replace("read", "sent"), signMeta(body, APP_SECRET))).status).toBe(401);
    expect((await post(body, signMeta(body, "another-app-secret"))).status).toBe(401);
    expect((await post(body)).status).toBe(401);
    expect((await post(body, signMeta(body, APP_SECRET))).status).toBe(200);
  });

  it("acknowledges entries for a number no configuration has, and applies the rest only when signed", async () => {
    const sent = await sendTemplate("+919811122240");
    const { providerMessageId } = await settled(sent.body.message_id, (r) => r.status === "sent");
    const strangers = statusCallback("999999999999999", [
      { id: "wamid.someone-elses", status: "delivered", recipient: "+91981" },
    ]);
    const post = (body: unknown, secret?: string) => {
      const text = JSON.stringify(body);
      return fetch(`${server.baseUrl}/webhooks/whatsapp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(secret ? { "x-hub-signature-256": signMeta(text, secret) } : {}),
        },
        body: text,
      });
    };
    // No secret to check it with and nothing to apply it to: Meta is told it arrived.
    const alone = await post(strangers);
    expect(alone.status).toBe(200);
    expect(await alone.json()).toMatchObject({ received: true, statuses: 0, ignored: 1 });

    const mixed = {
      object: "whatsapp_business_account",
      entry: [
        ...statusCallback(PHONE_NUMBER_ID, [
          { id: providerMessageId!, status: "delivered", recipient: "+919811122240" },
        ]).entry,
        ...strangers.entry,
      ],
    };
    expect((await post(mixed)).status).toBe(401);
    const signed = await post(mixed, APP_SECRET);
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ statuses: 1, ignored: 1 });
    await settled(sent.body.message_id, (r) => r.status === "delivered");
  });

  it("fails the message on a permanent error (131026) and reports it", async () => {
    graph.script({ error: { status: 400, code: 131026, message: "Message undeliverable" } });
    const sent = await sendTemplate("+919811122234");
    const row = await settled(sent.body.message_id, (r) => r.status === "failed");
    expect(row).toMatchObject({
      errorCode: 131026,
      errorTitle: "Message undeliverable",
      queueState: "done",
    });
  });

  it("retries a throughput error (130429) and a server error, then sends once", async () => {
    graph.script(
      { error: { status: 400, code: 130429, message: "Rate limit hit", retryAfterSeconds: 1 } },
      { error: { status: 503, code: 2, message: "Service temporarily unavailable" } },
    );
    const sent = await sendTemplate("+919811122235");
    const row = await eventually(async () => {
      const r = await messageRow(sent.body.message_id);
      return r.status === "sent" ? r : undefined;
    }, 30_000);
    expect(row.attempts).toBe(3);
    expect(graph.sends.filter((s) => s.body.biz_opaque_callback_data === row.id)).toHaveLength(1);
  });

  it("parks a message whose access token Meta rejects (190) until an operator retries it", async () => {
    graph.script({ error: { status: 401, code: 190, message: "Error validating access token" } });
    const sent = await sendTemplate("+919811122236");
    const parked = await settled(sent.body.message_id, (r) => r.queueState === "parked");
    expect(parked.lastAttemptError).toContain("Access token invalid or expired (190)");

    const retried = await rest(server, "POST", `/admin/whatsapp-messages/${parked.id}/retry`, {
      token,
    });
    expect(retried.status).toBe(204);
    await settled(parked.id, (r) => r.status === "sent");
    const again = await rest(server, "POST", `/admin/whatsapp-messages/${parked.id}/retry`, {
      token,
    });
    expect(again.status).toBe(409);
  });

  it("does not send again when Meta took the message but the answer was lost: the callback binds it", async () => {
    graph.script({ hangUp: true });
    const sent = await sendTemplate("+919811122237");
    const id = sent.body.message_id as string;
    await eventually(async () => (graph.sends.length === 1 ? true : undefined));
    // Meta's callback names our id (biz_opaque_callback_data): that settles it without a resend.
    const wamid = graph.sends[0]!.providerMessageId;
    await graph.callBack(
      statusCallback(PHONE_NUMBER_ID, [
        { id: wamid, status: "sent", recipient: "+919811122237", ourMessageId: id },
      ]),
    );
    const row = await settled(id, (r) => r.providerMessageId === wamid);
    expect(row.queueState).toBe("done");
    await pastTheWait();
    expect(graph.sends).toHaveLength(1);
  });

  it("sends again once the wait for a lost answer is over without any callback", async () => {
    graph.script({ hangUp: true });
    const sent = await sendTemplate("+919811122238");
    const row = await eventually(async () => {
      const r = await messageRow(sent.body.message_id);
      return r.providerMessageId ? r : undefined;
    }, 20_000);
    expect(graph.sends).toHaveLength(2);
    expect(row.status).toBe("sent");
  });

  it("an operator's retry of a message parked before Meta could report it waits for the callback too", async () => {
    graph.script({ hangUp: true });
    const to = "+919811122239";
    const sent = await sendTemplate(to);
    const id = sent.body.message_id as string;
    await settled(id, (r) => r.lastAttemptError !== null);
    // The queue gives up on a send job whose worker keeps failing and parks its message, which can
    // come before Meta has reported a send that reached it (see dead-letters.test.ts).
    await server.prisma.message.update({ where: { id }, data: { queueState: "parked" } });

    const retried = await rest(server, "POST", `/admin/whatsapp-messages/${id}/retry`, { token });
    expect(retried.status).toBe(204);
    const wamid = graph.sends[0]!.providerMessageId;
    await graph.callBack(
      statusCallback(PHONE_NUMBER_ID, [
        { id: wamid, status: "sent", recipient: to, ourMessageId: id },
      ]),
    );
    const row = await settled(id, (r) => r.providerMessageId === wamid);
    expect(row.queueState).toBe("done");
    await pastTheWait();
    expect(graph.sends).toHaveLength(1);
  });
});

describe("customers' messages from Meta", () => {
  it("records them once, opens the service window and forwards them to the business", async () => {
    const callback = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: {
                  display_phone_number: "919800000000",
                  phone_number_id: PHONE_NUMBER_ID,
                },
                contacts: [{ profile: { name: "Anita" }, wa_id: "919811122239" }],
                messages: [
                  {
                    from: "919811122239",
                    id: "wamid.inbound.1",
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: "text",
                    text: { body: "Do you deliver to Agartala?" },
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(await graph.callBack(callback)).toBe(200);
    expect(await graph.callBack(callback)).toBe(200);
    const inbound = await server.prisma.message.findMany({
      where: { providerMessageId: "wamid.inbound.1" },
    });
    expect(inbound).toHaveLength(1);
    const forwarded = await receiver.waitFor(
      (w) => w.body.includes("wamid") === false && w.body.includes("Agartala"),
    );
    expect(JSON.parse(forwarded[0]!.body)).toMatchObject({
      type: "message.received",
      data: { from: "+919811122239", text: { body: "Do you deliver to Agartala?" } },
    });
    const text = await v1(server, "POST", "/messages/send", {
      key: apiKey,
      body: { to: "+919811122239", type: "text", text: { body: "Yes, in two days." } },
    });
    expect(text.status).toBe(200);
  });
});

describe("templates reviewed by Meta", () => {
  it("are sendable once approved", async () => {
    const template = await server.prisma.messageTemplate.findFirstOrThrow({
      where: { name: "order_update" },
    });
    expect(template.status).toBe("approved");
    await createTemplate(server, token, businessId, { name: "later_one", body: "Hello" });
    const pending = await v1(server, "POST", "/messages/template", {
      key: apiKey,
      body: { to: "+919811122240", template: { name: "later_one", language: "en" } },
    });
    expect(pending.status).toBe(422);
    expect(pending.body.error.code).toBe("template_not_found");
  });
});

describe("another business's configuration on the Cloud API", () => {
  const OTHER_SECRET = "another-business-app-secret-77";
  const OTHER_PHONE_NUMBER_ID = "106540352299999";
  let otherBusinessId: string;

  beforeAll(async () => {
    const other = await rest(server, "POST", "/admin/businesses", {
      token,
      body: { name: "Rival Decor", whatsappNumber: uniqueBusinessNumber() },
    });
    otherBusinessId = other.body.id;
    // Its configuration names the same WhatsApp Business Account, signed by its own app secret.
    const config = await rest(server, "POST", "/admin/api-configs", {
      token,
      body: {
        businessId: otherBusinessId,
        provider: "whatsapp-cloud",
        apiKey: "EAAGrival-token-1",
        phoneNumberId: OTHER_PHONE_NUMBER_ID,
        businessAccountId: "102290129340398",
        appSecret: OTHER_SECRET,
      },
    });
    expect(config.status).toBe(201);
  });

  const postSigned = async (body: unknown, secret: string) => {
    const text = JSON.stringify(body);
    const answer = await fetch(`${server.baseUrl}/webhooks/whatsapp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signMeta(text, secret),
      },
      body: text,
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  const review = (providerTemplateId: string, event: string, reason: string | null = null) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "message_template_status_update",
            value: {
              event,
              message_template_id: Number(providerTemplateId),
              message_template_name: "x",
              message_template_language: "en_US",
              reason,
            },
          },
        ],
      },
    ],
  });

  it("cannot change this business's message through its own signed callback", async () => {
    const sent = await sendTemplate("+919811122250");
    const id = sent.body.message_id as string;
    const wamid = (await settled(id, (r) => r.status === "sent")).providerMessageId!;
    const forged = statusCallback(OTHER_PHONE_NUMBER_ID, [
      {
        id: wamid,
        status: "failed",
        recipient: "+919811122250",
        errors: [{ code: 131026, title: "Forged by another business" }],
      },
    ]);
    const answer = await postSigned(forged, OTHER_SECRET);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ statuses: 0 });
    expect((await messageRow(id)).status).toBe("sent");
    // The real report still lands.
    expect(
      await graph.callBack(
        statusCallback(PHONE_NUMBER_ID, [
          { id: wamid, status: "delivered", recipient: "+919811122250" },
        ]),
      ),
    ).toBe(200);
    const status = await v1(server, "GET", `/messages/${id}/status`, { key: apiKey });
    expect(status.body.status).toBe("delivered");
  });

  it("cannot review this business's templates, and this business's reviews still apply", async () => {
    const created = await rest(server, "POST", `/admin/businesses/${businessId}/templates`, {
      token,
      body: { name: "shared_account", language: "en_US", category: "utility", body: "Hi {{1}}" },
    });
    expect(created.body.status).toBe("pending");
    const template = await server.prisma.messageTemplate.findUniqueOrThrow({
      where: { id: created.body.id },
    });
    const rejected = await postSigned(
      review(template.providerTemplateId!, "REJECTED", "Forged"),
      OTHER_SECRET,
    );
    expect(rejected.status).toBe(200);
    expect(
      (await server.prisma.messageTemplate.findUniqueOrThrow({ where: { id: template.id } }))
        .status,
    ).toBe("pending");
    // Meta's own review, signed with this business's secret, is applied although two
    // configurations name the account.
    expect(
      (await postSigned(review(template.providerTemplateId!, "APPROVED"), APP_SECRET)).status,
    ).toBe(200);
    expect(
      (await server.prisma.messageTemplate.findUniqueOrThrow({ where: { id: template.id } }))
        .status,
    ).toBe("approved");
  });
});
