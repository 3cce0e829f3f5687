import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTemplate,
  sendApprovedTemplate,
  eventually,
  startSandboxPlatform,
  v1,
  type TestBusiness,
  type WebhookReceiver,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import type { TestServer } from "../test-support/test-server.ts";

// What operators do with the platform from the console, through both admin APIs: keys,
// templates, the traffic and webhook logs, redelivery, usage and the rate card. Every change
// leaves its audit row.

let server: TestServer;
let token: string;
let receiver: WebhookReceiver;
let business: TestBusiness;

beforeAll(async () => {
  ({ server, token, receiver, business } = await startSandboxPlatform({
    SANDBOX_DELIVERED_AFTER_MS: "100",
    SANDBOX_READ_AFTER_MS: "200",
  }));
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const audited = (action: string) => server.prisma.auditLog.findMany({ where: { action } });

async function sendDelivered(templateName: string, to: string): Promise<string> {
  const sent = await v1(server, "POST", "/messages/template", {
    key: business.apiKey,
    body: { to, template: { name: templateName, language: "en" } },
  });
  expect(sent.status).toBe(200);
  await eventually(async () => {
    const row = await server.prisma.message.findUniqueOrThrow({
      where: { id: sent.body.message_id },
    });
    return row.status === "read" ? row : undefined;
  });
  return sent.body.message_id;
}

describe("API keys", () => {
  it("are shown in full once, listed by prefix only, and audited", async () => {
    const created = await rest(server, "POST", `/admin/businesses/${business.id}/api-keys`, {
      token,
      body: { name: "  Billing system  " },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      prefix: created.body.key.slice(0, 12),
      key: expect.stringMatching(/^azk_/),
      name: "Billing system",
      createdAt: expect.any(String),
    });
    const listed = await rest(server, "GET", `/admin/businesses/${business.id}/api-keys`, {
      token,
    });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
    expect(listed.body.find((key: { id: string }) => key.id === created.body.id)).toMatchObject({
      prefix: created.body.prefix,
      revokedAt: null,
    });
    const stored = await server.prisma.apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.keyHash).not.toContain(created.body.key);
    expect((await audited("api_key_created")).map((row) => row.targetId)).toContain(
      created.body.id,
    );
  });

  it('are named "API key" when created without a name', async () => {
    for (const body of [{}, { name: null }, undefined]) {
      const created = await rest(server, "POST", `/admin/businesses/${business.id}/api-keys`, {
        token,
        ...(body ? { body } : {}),
      });
      expect(created.status, JSON.stringify(body)).toBe(201);
      expect(created.body).toMatchObject({ name: "API key", key: expect.stringMatching(/^azk_/) });
    }
  });

  it("refuse a blank name and an unknown business", async () => {
    const blank = await rest(server, "POST", `/admin/businesses/${business.id}/api-keys`, {
      token,
      body: { name: " " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe("name");
    const unknown = await rest(
      server,
      "POST",
      `/admin/businesses/${crypto.randomUUID()}/api-keys`,
      {
        token,
        body: { name: "x" },
      },
    );
    expect(unknown.status).toBe(404);
  });

  it("stop working the moment they are revoked, and stay listed as revoked", async () => {
    const created = await rest(server, "POST", `/admin/businesses/${business.id}/api-keys`, {
      token,
      body: { name: "Old" },
    });
    expect(
      (
        await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, {
          key: created.body.key,
        })
      ).status,
    ).toBe(404);
    const revoked = await server.graphql<{ revokeApiKey: { revokedAt: string } }>(
      `mutation ($b: ID!, $id: ID!) { revokeApiKey(businessId: $b, id: $id) { revokedAt } }`,
      { token, variables: { b: business.id, id: created.body.id } },
    );
    expect(revoked.data?.revokeApiKey.revokedAt).toEqual(expect.any(String));
    expect(
      (
        await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, {
          key: created.body.key,
        })
      ).status,
    ).toBe(401);
    const twice = await rest(
      server,
      "DELETE",
      `/admin/businesses/${business.id}/api-keys/${created.body.id}`,
      { token },
    );
    expect(twice.status).toBe(409);
  });

  it("answer 404 when the business in the path is not an id at all", async () => {
    for (const path of [
      `/admin/businesses/apply/api-keys/${crypto.randomUUID()}`,
      `/admin/businesses/x/templates/${crypto.randomUUID()}`,
    ]) {
      const answer = await rest(server, "DELETE", path, { token });
      expect(answer.status, path).toBe(404);
    }
  });
});

describe("templates", () => {
  it("are approved at once in the sandbox; a duplicate name and language is a field error", async () => {
    const created = await createTemplate(server, token, business.id, {
      name: "shipping_update",
      category: "utility",
      body: "Your order {{1}} ships {{2}}.",
    });
    expect(created).toMatchObject({ status: "approved", parameterCount: 2 });
    const duplicate = await rest(server, "POST", `/admin/businesses/${business.id}/templates`, {
      token,
      body: { name: "shipping_update", language: "en", category: "utility", body: "Other" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ path: "name", message: expect.any(String) }]);
  });

  it("take a category in capitals, as Meta writes it, and store it as the others", async () => {
    const created = await rest(server, "POST", `/admin/businesses/${business.id}/templates`, {
      token,
      body: { name: "login_code", language: "en", category: "AUTHENTICATION", body: "{{1}}" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: "authentication", status: "approved" });
  });

  it("refuse placeholders out of order and unknown categories", async () => {
    for (const body of [
      { name: "bad_one", language: "en", category: "utility", body: "Hi {{2}}" },
      { name: "bad_two", language: "en", category: "utility", body: "Hi {{1}} {{3}}" },
      { name: "bad_three", language: "en", category: "promo", body: "Hi" },
      { name: "Bad Name", language: "en", category: "utility", body: "Hi" },
    ]) {
      const answer = await rest(server, "POST", `/admin/businesses/${business.id}/templates`, {
        token,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("can be deleted, after which they cannot be sent", async () => {
    const created = await createTemplate(server, token, business.id, {
      name: "short_lived",
      body: "Hi",
    });
    expect(
      (
        await rest(server, "DELETE", `/admin/businesses/${business.id}/templates/${created.id}`, {
          token,
        })
      ).status,
    ).toBe(204);
    const refused = await v1(server, "POST", "/messages/template", {
      key: business.apiKey,
      body: { to: "+919812345670", template: { name: "short_lived", language: "en" } },
    });
    expect(refused.body.error.code).toBe("template_not_found");
    expect((await audited("template_deleted")).map((row) => row.targetId)).toContain(created.id);
  });
});

describe("the traffic, webhook and usage logs", () => {
  it("list messages with their status history and the webhooks sent about them", async () => {
    await createTemplate(server, token, business.id, {
      name: "promo",
      category: "marketing",
      body: "Sale today",
    });
    const id = await sendDelivered("promo", "+919812345682");

    const page = await rest(
      server,
      "GET",
      `/admin/whatsapp-messages?businessId=${business.id}&first=5`,
      { token },
    );
    expect(page.status).toBe(200);
    expect(page.body.messages[0]).toMatchObject({
      id,
      direction: "outbound",
      status: "read",
      queueState: "done",
      category: "marketing",
      priceInr: 0.88,
    });
    const detail = await rest(server, "GET", `/admin/whatsapp-messages/${id}`, { token });
    expect(detail.body.statusHistory.map((event: { status: string }) => event.status)).toEqual([
      "sent",
      "delivered",
      "read",
    ]);
    const byNumber = await rest(
      server,
      "GET",
      "/admin/whatsapp-messages?customerNumber=98123%2045682",
      { token },
    );
    expect(byNumber.body.messages.map((m: { id: string }) => m.id)).toEqual([id]);

    await receiver.waitFor((w) => w.body.includes(id), 3);
    const events = await server.graphql<{
      webhookEventPage: {
        items: { messageId: string; state: string; deliveryLog: { statusCode: number }[] }[];
      };
    }>(
      `query ($filter: WebhookEventFilter) { webhookEventPage(filter: $filter, first: 20) { items { messageId state deliveryLog { statusCode } } } }`,
      { token, variables: { filter: { businessId: business.id } } },
    );
    const about = events.data!.webhookEventPage.items.filter((event) => event.messageId === id);
    expect(about).toHaveLength(3);
    expect(
      about.every(
        (event) => event.state === "delivered" && event.deliveryLog[0]?.statusCode === 200,
      ),
    ).toBe(true);
  });

  it("redeliver a webhook on demand, under the same webhook-id", async () => {
    const list = await rest(
      server,
      "GET",
      `/admin/webhook-events?businessId=${business.id}&state=delivered&first=1`,
      { token },
    );
    const event = list.body.events[0];
    const before = receiver.received.filter((w) => w.headers["webhook-id"] === event.id).length;
    expect(
      (await rest(server, "POST", `/admin/webhook-events/${event.id}/redeliver`, { token })).status,
    ).toBe(204);
    await receiver.waitFor((w) => w.headers["webhook-id"] === event.id, before + 1);
    expect((await audited("webhook_redelivered")).map((row) => row.targetId)).toContain(event.id);
    const unknown = await rest(server, "POST", "/admin/webhook-events/evt_nothing/redeliver", {
      token,
    });
    expect(unknown.status).toBe(404);
  });

  it("walk the messages and the webhooks a page at a time, both ways", async () => {
    await sendDelivered("promo", "+919812345686");
    const walk = async (path: string, key: "messages" | "events") => {
      const first = await rest(server, "GET", `${path}&first=1`, { token });
      const next = await rest(
        server,
        "GET",
        `${path}&first=1&after=${first.body.pageInfo.endCursor}`,
        { token },
      );
      const back = await rest(
        server,
        "GET",
        `${path}&last=1&before=${next.body.pageInfo.startCursor}`,
        { token },
      );
      expect(next.status).toBe(200);
      const ids = (answer: typeof first) => answer.body[key].map((row: { id: string }) => row.id);
      expect(ids(next)).toHaveLength(1);
      expect(ids(next).filter((id: string) => ids(first).includes(id))).toEqual([]);
      expect(ids(back)).toEqual(ids(first));
    };
    await walk(`/admin/whatsapp-messages?businessId=${business.id}`, "messages");
    await walk(`/admin/webhook-events?businessId=${business.id}`, "events");
  });

  it("show a template message's language and the values sent for its placeholders", async () => {
    await createTemplate(server, token, business.id, {
      name: "pickup_ready",
      body: "Hi {{1}}, order {{2}} is ready.",
    });
    const id = await sendApprovedTemplate(server, business, "+919812345674", {
      name: "pickup_ready",
      parameters: ["Priya", "#10245"],
    });
    const detail = await rest(server, "GET", `/admin/whatsapp-messages/${id}`, { token });
    expect(detail.body).toMatchObject({
      type: "template",
      body: "Hi Priya, order #10245 is ready.",
      templateName: "pickup_ready",
      templateLanguage: "en",
      templateParameters: ["Priya", "#10245"],
    });
  });

  it("add up each month's deliveries and cost by category", async () => {
    await sendDelivered("promo", "+919812345672");
    const usage = await rest(server, "GET", `/admin/businesses/${business.id}/usage?months=2`, {
      token,
    });
    expect(usage.status).toBe(200);
    expect(usage.body.months).toHaveLength(2);
    const [thisMonth] = usage.body.months;
    const marketing = thisMonth.byCategory.find(
      (c: { category: string }) => c.category === "marketing",
    );
    expect(marketing.delivered).toBeGreaterThanOrEqual(2);
    expect(marketing.costInr).toBeCloseTo(marketing.billable * 0.88, 4);
    expect(thisMonth.costInr).toBeGreaterThanOrEqual(marketing.costInr);
    expect(usage.body.months[1].sent).toBe(0);
  });
});

describe("the rate card", () => {
  it("shows the published rates and takes a future price, which prices later deliveries", async () => {
    const card = await rest(server, "GET", "/admin/rate-card", { token });
    expect(
      Object.fromEntries(
        card.body.current.map((rate: { category: string; priceInr: number }) => [
          rate.category,
          rate.priceInr,
        ]),
      ),
    ).toEqual({ marketing: 0.88, utility: 0.125, authentication: 0.125, service: 0 });

    const past = await rest(server, "POST", "/admin/rate-card", {
      token,
      body: { category: "marketing", priceInr: 0.9, effectiveFrom: "2020-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
    const soon = new Date(Date.now() + 1500).toISOString();
    const scheduled = await rest(server, "POST", "/admin/rate-card", {
      token,
      body: { category: "marketing", priceInr: 0.95, effectiveFrom: soon },
    });
    expect(scheduled.status).toBe(201);
    expect((await rest(server, "GET", "/admin/rate-card", { token })).body.scheduled).toHaveLength(
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const id = await sendDelivered("promo", "+919812345684");
    const row = await server.prisma.message.findUniqueOrThrow({ where: { id } });
    expect(Number(row.priceInr)).toBe(0.95);
    const cancelInEffect = await rest(server, "DELETE", `/admin/rate-card/${scheduled.body.id}`, {
      token,
    });
    expect(cancelInEffect.status).toBe(409);
    expect(await audited("rate_scheduled")).toHaveLength(1);
  });

  it("lets a scheduled price be withdrawn before it takes effect", async () => {
    const later = await rest(server, "POST", "/admin/rate-card", {
      token,
      body: { category: "utility", priceInr: 0.15, effectiveFrom: "2031-01-01T00:00:00Z" },
    });
    expect(
      (await rest(server, "DELETE", `/admin/rate-card/${later.body.id}`, { token })).status,
    ).toBe(204);
    expect((await rest(server, "GET", "/admin/rate-card", { token })).body.scheduled).toEqual([]);
  });
});

describe("deleting a business with messages", () => {
  it("is refused naming them, unless the operator confirms deleting them too", async () => {
    const refused = await rest(server, "DELETE", `/admin/businesses/${business.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/1 API configuration and \d+ messages/);
    expect(
      (await rest(server, "DELETE", `/admin/businesses/${business.id}?cascade=true`, { token }))
        .status,
    ).toBe(204);
    expect(await server.prisma.message.count({ where: { businessId: business.id } })).toBe(0);
    expect(
      (await v1(server, "GET", `/messages/${crypto.randomUUID()}/status`, { key: business.apiKey }))
        .status,
    ).toBe(401);
  });
});

describe("the system status", () => {
  it("reports the database, the queue, the webhook and analytics backlogs and the providers", async () => {
    const status = await rest(server, "GET", "/admin/system-status", { token });
    expect(status.status).toBe(200);
    // The business above was deleted with its messages, webhook events and analytics increments.
    expect(status.body).toMatchObject({
      database: { healthy: true },
      messageQueue: { waiting: 0, oldestWaitingSeconds: 0, parked: 0 },
      webhooks: { pending: 0, overdueSeconds: 0, disabledEndpoints: 0 },
      analytics: { waiting: 0, oldestWaitingSeconds: 0 },
      providers: {
        sandbox: { reachable: true },
        // The test server's Graph API is a closed local port: no test reaches Meta.
        whatsappCloud: { reachable: false, latencyMs: null, checkedAt: expect.any(String) },
      },
    });
  });
});
