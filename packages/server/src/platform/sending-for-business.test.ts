import type {
  InboundEvent,
  MessagingObserver,
  OutboundContent,
  StatusEvent,
} from "@aizapy/contracts";
import { AppError } from "@aizapy/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest } from "../test-support/rest-client.ts";
import {
  createTemplate,
  eventually,
  sendApprovedTemplate,
  startSandboxPlatform,
  type SandboxPlatform,
} from "../test-support/platform-fixtures.ts";

// What the rest of the product (campaigns, the inbox, automation) sends through the platform, and
// what it hears back: the same accept path as /v1, labelled with who sent it.
let platform: SandboxPlatform;
const inbound: InboundEvent[] = [];
const statuses: StatusEvent[] = [];

beforeAll(async () => {
  platform = await startSandboxPlatform(
    { SANDBOX_DELIVERED_AFTER_MS: "100", SANDBOX_READ_AFTER_MS: "200" },
    {},
  );
  const observer: MessagingObserver = {
    inboundReceived: async (_tx, event) => void inbound.push(event),
    statusesChanged: async (_tx, events) => void statuses.push(...events),
  };
  platform.server.services.platform.observe(observer);
  await createTemplate(platform.server, platform.token, platform.business.id, {
    name: "order_update",
    body: "Your order {{1}} has shipped.",
  });
});
afterAll(() => platform.server.close());

const send = (content: OutboundContent) =>
  platform.server.services.platform.messages.send({
    businessId: platform.business.id,
    source: "agent",
    sender: { type: "member", id: "0190a0b2-0000-7000-8000-000000000001" },
    content,
  });

const storedMessage = async (id: string) =>
  (
    await platform.server.database.sql.query<{
      source: string;
      senderType: string | null;
      senderId: string | null;
      apiKeyId: string | null;
      status: string;
    }>(`SELECT source, "senderType", "senderId", "apiKeyId", status FROM messages WHERE id = $1`, [
      id,
    ])
  )[0];

const template = (to: string): OutboundContent => ({
  type: "template",
  message: {
    to,
    template: {
      name: "order_update",
      language: "en",
      components: [{ type: "body", parameters: [{ type: "text", text: "#1042" }] }],
    },
  },
});

describe("a send for a business", () => {
  it("is stored with its source and sender, delivered, and its statuses are heard", async () => {
    const { messageId } = await send(template("+919811100008"));
    expect(await storedMessage(messageId)).toMatchObject({
      source: "agent",
      senderType: "member",
      senderId: "0190a0b2-0000-7000-8000-000000000001",
      apiKeyId: null,
    });
    const read = await eventually(async () =>
      statuses.find((event) => event.messageId === messageId && event.status === "read"),
    );
    expect(read).toMatchObject({
      businessId: platform.business.id,
      customerNumber: "+919811100008",
    });
    expect(
      statuses.filter((event) => event.messageId === messageId).map((event) => event.status),
    ).toEqual(["sent", "delivered", "read"]);
  });

  it("is refused as /v1 refuses it, storing nothing: free-form text outside the window", async () => {
    const before = await platform.server.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages`,
    );
    const refusal = await send({
      type: "text",
      message: { to: "+919811100002", type: "text", text: { body: "Hello" } },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("outside_service_window");
    const after = await platform.server.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("inside the window, sends free-form text after the customer's message is heard", async () => {
    const simulated = await rest(platform.server, "POST", "/admin/sandbox/inbound", {
      token: platform.token,
      body: { businessId: platform.business.id, from: "+919811100003", text: "Is it in stock?" },
    });
    expect(simulated.status).toBe(201);
    expect(inbound.find((event) => event.from === "+919811100003")).toMatchObject({
      businessId: platform.business.id,
      type: "text",
      text: "Is it in stock?",
    });
    const { messageId } = await send({
      type: "text",
      message: { to: "+919811100003", type: "text", text: { body: "Yes, in all sizes." } },
    });
    expect((await storedMessage(messageId))?.source).toBe("agent");
  });

  it("stored in a caller's transaction, exists only if that commits", async () => {
    const rolledBack = new Error("the caller changed its mind");
    let messageId = "";
    await platform.server.database.sql
      .transaction(async (tx) => {
        ({ messageId } = await platform.server.services.platform.messages.send(
          {
            businessId: platform.business.id,
            source: "automation",
            sender: { type: "keyword_rule", id: "rule-1" },
            content: template("+919811100004"),
          },
          { within: tx },
        ));
        throw rolledBack;
      })
      .catch((error: unknown) => expect(error).toBe(rolledBack));
    expect(messageId).not.toBe("");
    expect(await storedMessage(messageId)).toBeUndefined();
  });

  it("is refused for a suspended business", async () => {
    const suspended = await rest(
      platform.server,
      "PATCH",
      `/admin/businesses/${platform.business.id}`,
      {
        token: platform.token,
        body: { status: "suspended" },
      },
    );
    expect(suspended.status).toBe(200);
    try {
      const refusal = await send(template("+919811100005")).catch((error: unknown) => error);
      expect((refusal as AppError).code).toBe("business_not_active");
    } finally {
      await rest(platform.server, "PATCH", `/admin/businesses/${platform.business.id}`, {
        token: platform.token,
        body: { status: "active" },
      });
    }
  });

  it("through /v1 is labelled as the API key's", async () => {
    const id = await sendApprovedTemplate(platform.server, platform.business, "+919811100006", {
      name: "order_update",
      parameters: ["#7"],
    });
    expect(await storedMessage(id)).toMatchObject({
      source: "api",
      senderType: "api_key",
      senderId: platform.business.apiKeyId,
      apiKeyId: platform.business.apiKeyId,
    });
  });
});
