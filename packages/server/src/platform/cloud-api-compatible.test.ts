import { sandboxPhoneNumberId } from "@aizapy/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGraphApi, type FakeGraphApi } from "../test-support/fake-graph-api.ts";
import { expectStatus, signUp } from "../test-support/member-fixtures.ts";
import {
  createCloudBusiness,
  createSandboxBusiness,
  createTemplate,
  eventually,
  startSandboxPlatform,
  v1,
  type SandboxPlatform,
  type TestBusiness,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";

// POST /v1/{phone_number_id}/messages, as a program written for Meta's WhatsApp Cloud API meets
// it with only its base URL and token changed: Meta's bodies, Meta's answers, Meta's errors; the
// send itself is /v1's (the key, its limits, idempotency, the service window, the templates).

let platform: SandboxPlatform;
let graph: FakeGraphApi;
let business: TestBusiness;
let phoneNumberId: string;
let sequence = 0;
/** A customer number no other test of this file uses; ending in 1, the sandbox never reads it. */
const customer = () =>
  `+9198120${String(process.pid % 100).padStart(2, "0")}${String(++sequence).padStart(2, "0")}1`;

beforeAll(async () => {
  graph = await startFakeGraphApi({ templateStatus: "APPROVED" });
  platform = await startSandboxPlatform(
    {
      WHATSAPP_GRAPH_URL: graph.url,
      SANDBOX_DELIVERED_AFTER_MS: "50",
      SANDBOX_READ_AFTER_MS: "100",
    },
    {},
  );
  business = platform.business;
  phoneNumberId = sandboxPhoneNumberId(business.id);
  const { server, token } = platform;
  await createTemplate(server, token, business.id, {
    name: "order_confirmation",
    language: "en_US",
    body: "Hi {{1}}, your order {{2}} is confirmed.",
  });
  await createTemplate(server, token, business.id, {
    name: "festive_offer",
    category: "marketing",
    body: "Festive offer: {{1}} off!",
  });
});
afterAll(async () => {
  await platform?.server.close();
  await graph?.close();
});

/** Meta's documented text message body. */
const textMessage = (to: string, body = "Your order #10245 is on its way!") => ({
  messaging_product: "whatsapp",
  recipient_type: "individual",
  to,
  type: "text",
  text: { preview_url: false, body },
});

/** Meta's documented template message body. */
const templateMessage = (to: string, name = "order_confirmation", code = "en_US") => ({
  messaging_product: "whatsapp",
  recipient_type: "individual",
  to,
  type: "template",
  template: {
    name,
    language: { code },
    components: [
      {
        type: "body",
        parameters: [
          { type: "text", text: "Priya" },
          { type: "text", text: "#10245" },
        ],
      },
    ],
  },
});

const send = (
  body: unknown,
  options: { key?: string | null; id?: string; headers?: Record<string, string> } = {},
) =>
  v1(platform.server, "POST", `/${options.id ?? phoneNumberId}/messages`, {
    ...(options.key === null ? {} : { key: options.key ?? business.apiKey }),
    body,
    ...(options.headers ? { headers: options.headers } : {}),
  });

/** A customer writes to the business on the sandbox: the service window opens. */
const customerWrites = async (from: string) => {
  const answer = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
    token: platform.token,
    body: { businessId: business.id, from, text: "Is my order shipped?" },
  });
  expect(answer.status).toBe(201);
};

const messagesStored = () => platform.server.prisma.message.count();

/** Meta's error shape with its code (and subcode), what it says in detail, and our request id. */
const metaError = (code: number, extra: Record<string, unknown> = {}) => ({
  error: {
    message: expect.any(String),
    type: expect.stringMatching(/^(OAuthException|GraphMethodException)$/),
    code,
    error_data: { messaging_product: "whatsapp", details: expect.any(String) },
    fbtrace_id: expect.any(String),
    ...extra,
  },
});

describe("a send written for Meta's Cloud API", () => {
  it("sends Meta's template example and answers exactly as Meta does; the message is delivered", async () => {
    const to = customer();
    const answer = await send(templateMessage(to.slice(1)));
    expect(answer.status).toBe(200);
    const id = answer.body.messages[0].id as string;
    expect(answer.body).toStrictEqual({
      messaging_product: "whatsapp",
      contacts: [{ input: to.slice(1), wa_id: to.slice(1) }],
      messages: [{ id }],
    });
    expect(answer.text).toBe(JSON.stringify(answer.body));
    expect(answer.headers.get("ratelimit-policy")).toContain('"burst"');
    const status = await eventually(async () => {
      const read = await v1(platform.server, "GET", `/messages/${id}/status`, {
        key: business.apiKey,
      });
      return read.body.status === "delivered" ? read.body : undefined;
    });
    expect(status).toMatchObject({ message_id: id, status: "delivered", recipient: to });
    const stored = await platform.server.prisma.message.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      templateName: "order_confirmation",
      templateLanguage: "en_US",
      body: "Hi Priya, your order #10245 is confirmed.",
      source: "api",
    });
  });

  it("sends Meta's text example inside the service window, `to` written as Meta takes it, a reply's context ignored", async () => {
    const to = customer();
    await customerWrites(to);
    const input = `+${to.slice(1, 3)} ${to.slice(3, 8)}-${to.slice(8)}`;
    const answer = await send({ ...textMessage(input), context: { message_id: "wamid.HBgL" } });
    expect(answer.status).toBe(200);
    expect(answer.body.contacts).toEqual([{ input, wa_id: to.slice(1) }]);
    const id = answer.body.messages[0].id as string;
    await eventually(async () => {
      const read = await v1(platform.server, "GET", `/messages/${id}/status`, {
        key: business.apiKey,
      });
      return read.body.status === "delivered" ? true : undefined;
    });
    const stored = await platform.server.prisma.message.findUniqueOrThrow({ where: { id } });
    expect([stored.type, stored.body, stored.customerNumber]).toEqual([
      "text",
      "Your order #10245 is on its way!",
      to,
    ]);
  });

  it("answers a repeat with the same Idempotency-Key with the same message id, sending once", async () => {
    const to = customer();
    const headers = { "idempotency-key": `meta-${to}` };
    const first = await send(templateMessage(to), { headers });
    const before = await messagesStored();
    const again = await send(templateMessage(to), { headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toStrictEqual(first.body);
    expect(await messagesStored()).toBe(before);
  });

  it("sends through a WhatsApp Cloud configuration's own phone number id, to Meta", async () => {
    const cloudId = `1${String(Date.now()).slice(-8)}${String(process.pid).padStart(6, "0")}`;
    const cloud = await createCloudBusiness(platform.server, platform.token, {
      phoneNumberId: cloudId,
      businessAccountId: "102290129340398",
      appSecret: "meta-app-secret-0001",
    });
    await createTemplate(platform.server, platform.token, cloud.id, {
      name: "order_confirmation",
      language: "en_US",
      body: "Hi {{1}}, your order {{2}} is confirmed.",
    });
    const to = customer();
    const answer = await send(templateMessage(to), { key: cloud.apiKey, id: cloudId });
    expect(answer.status).toBe(200);
    const sent = await eventually(async () =>
      graph.sends.find((one) => one.body.to === to.slice(1) || one.body.to === to),
    );
    expect(sent.phoneNumberId).toBe(cloudId);
    // The sandbox's id of the same business is not one it sends through.
    const sandboxId = await send(templateMessage(to), {
      key: cloud.apiKey,
      id: sandboxPhoneNumberId(cloud.id),
    });
    expect(sandboxId.status).toBe(400);
    expect(sandboxId.body).toEqual(metaError(100, { error_subcode: 33 }));
  });
});

describe("refusals in Meta's shape", () => {
  it("refuses an unknown phone_number_id, or another business's, with 100/33 and sends nothing", async () => {
    const other = await createSandboxBusiness(platform.server, platform.token, {
      name: "Glow Studio",
    });
    const before = await messagesStored();
    for (const id of ["106540352242922", sandboxPhoneNumberId(other.id), "not-a-number"]) {
      const answer = await send(templateMessage(customer()), { id });
      expect(answer.status, id).toBe(400);
      expect(answer.body, id).toEqual(
        metaError(100, {
          type: "GraphMethodException",
          error_subcode: 33,
          message: expect.stringContaining(`Object with ID '${id}' does not exist`),
        }),
      );
    }
    // Another business's key cannot send on this business's id either.
    const foreign = await send(templateMessage(customer()), { key: other.apiKey });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.error_subcode).toBe(33);
    expect(await messagesStored()).toBe(before);
  });

  it("answers a bad body with 100 and details naming the field", async () => {
    const to = customer();
    const cases: [unknown, string][] = [
      [{ ...textMessage(to), to: "12" }, "to"],
      [{ ...textMessage(to), text: { body: "" } }, "text.body"],
      [{ ...textMessage(to), messaging_product: "sms" }, "messaging_product"],
      [{ ...textMessage(to), type: "sticker" }, "type"],
      [
        { ...templateMessage(to), template: { name: "x", language: { code: "english" } } },
        "template.language",
      ],
    ];
    const before = await messagesStored();
    for (const [body, field] of cases) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(metaError(100, { message: "(#100) Invalid parameter" }));
      expect(answer.body.error.error_data.details).toContain(`${field}:`);
    }
    expect(await messagesStored()).toBe(before);
  });

  it("refuses a call without a valid key with 190 and 401", async () => {
    for (const key of [null, "nonsense"]) {
      const answer = await send(templateMessage(customer()), { key });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(metaError(190, { type: "OAuthException" }));
    }
  });

  it("refuses a template that is not approved with 132001 (404)", async () => {
    for (const [name, code] of [
      ["spring_sale", "en_US"],
      ["order_confirmation", "hi"],
    ] as const) {
      const answer = await send(templateMessage(customer(), name, code));
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(
        metaError(132001, {
          message: "(#132001) Template name does not exist in the translation",
        }),
      );
    }
  });

  it("refuses free-form text outside the service window with 131047", async () => {
    const answer = await send(textMessage(customer()));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(metaError(131047, { message: "(#131047) Re-engagement message" }));
  });

  it("refuses a marketing template to a contact who opted out with 131050", async () => {
    const to = customer();
    const contact = await v1(platform.server, "POST", "/contacts", {
      key: business.apiKey,
      body: { phone: to },
    });
    await v1(platform.server, "POST", `/contacts/${contact.body.id}/opt-out`, {
      key: business.apiKey,
      body: { source: "call" },
    });
    const offer = {
      ...templateMessage(to, "festive_offer", "en"),
      template: {
        name: "festive_offer",
        language: { code: "en" },
        components: [{ type: "body", parameters: [{ type: "text", text: "20%" }] }],
      },
    };
    const answer = await send(offer);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(131050);
  });
});

describe("the business's phone number id", () => {
  it("is on GET /api/auth/me for a member, and a key of theirs sends on it", async () => {
    const owner = await signUp(platform.server);
    const me = expectStatus(
      await rest(platform.server, "GET", "/auth/me", { token: owner.token }),
      200,
    ) as { business: { phoneNumberId: string } };
    expect(me.business.phoneNumberId).toMatch(/^\d{15}$/);
    expect(me.business.phoneNumberId).toBe(owner.business.phoneNumberId);
    const created = expectStatus(
      await rest(platform.server, "POST", "/workspace/api-keys", {
        token: owner.token,
        body: { name: "Moved from Meta" },
      }),
      201,
    ) as { key: string };
    const to = customer();
    const answer = await send(
      {
        messaging_product: "whatsapp",
        to,
        type: "template",
        template: { name: "hello_world", language: { code: "en_US" } },
      },
      { key: created.key, id: me.business.phoneNumberId },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.contacts).toEqual([{ input: to, wa_id: to.slice(1) }]);
  });
});
