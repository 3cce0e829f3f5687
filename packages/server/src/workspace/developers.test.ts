import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../test-support/mailbox.ts";
import {
  expectStatus,
  joinByInvitation,
  resetRateLimits,
  signUp,
  type MemberSession,
} from "../test-support/member-fixtures.ts";
import {
  eventually,
  startWebhookReceiver,
  v1,
  type ReceivedWebhook,
  type WebhookReceiver,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";

// What a business's developers do in the workspace over REST: /v1 API keys, the webhook (its URL,
// signing secret and deliveries), templates and usage. Another business's ids are not found,
// exactly as unknown ids.

let server: TestServer;
let mailbox: Mailbox;
let receiver: WebhookReceiver;

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startWebhookReceiver();
  server = await startTestServer({
    SMTP_URL: mailbox.url,
    SANDBOX_DELIVERED_AFTER_MS: "100",
    SANDBOX_READ_AFTER_MS: "200",
  });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
  await mailbox.close();
});
beforeEach(() => resetRateLimits(server));

const helloWorld = (key: string, to = "+919876543210") =>
  v1(server, "POST", "/messages/template", {
    key,
    body: { to, template: { name: "hello_world", language: "en_US", components: [] } },
  });

interface WebhookEvent {
  id: string;
  businessId: string;
  type: string;
  messageId: string | null;
  state: string;
  attempts: number;
}
interface EventPage {
  items: WebhookEvent[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** The business's deliveries once `count` of them are delivered (and their state recorded). */
const deliveredEvents = (token: string, count: number) =>
  eventually(async () => {
    const page = expectStatus<EventPage>(
      await rest(server, "GET", "/workspace/webhook/deliveries?state=delivered", { token }),
      200,
    );
    return page.items.length >= count ? page : undefined;
  });

/** The webhooks of one message that reached the receiver. */
const webhooksOf = (messageId: string, count: number) =>
  receiver.waitFor((webhook) => webhook.body.includes(messageId), count);

/** Whether a webhook is signed with `secret` (Standard Webhooks). */
const signedWith = (webhook: ReceivedWebhook, secret: string) => {
  const id = String(webhook.headers["webhook-id"]);
  const timestamp = String(webhook.headers["webhook-timestamp"]);
  const expected = createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${id}.${timestamp}.${webhook.body}`)
    .digest("base64");
  return String(webhook.headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
};

describe("API keys", () => {
  it("creates a /v1 key shown once (201 { apiKey, key }), lists it without the key, and revokes it at once", async () => {
    const owner = await signUp(server);
    const token = owner.token;
    const created = await rest(server, "POST", "/workspace/api-keys", {
      token,
      body: { name: "Order system" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      apiKey: {
        id: expect.any(String),
        businessId: owner.business.id,
        name: "Order system",
        prefix: expect.stringMatching(/^azk_/),
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: null,
      },
      key: expect.stringMatching(/^azk_/),
    });
    const { apiKey, key } = created.body as { apiKey: { id: string; prefix: string }; key: string };
    expect(key.startsWith(apiKey.prefix)).toBe(true);

    const listed = await rest(server, "GET", "/workspace/api-keys", { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.body.apiKey]);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    expect((await helloWorld(key)).status).toBe(200);
    const revoked = await rest(server, "DELETE", `/workspace/api-keys/${apiKey.id}`, { token });
    expect(revoked.status).toBe(204);
    expect((await helloWorld(key)).status).toBe(401);
    const twice = await rest(server, "DELETE", `/workspace/api-keys/${apiKey.id}`, { token });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("conflict");
    const after = expectStatus<{ revokedAt: string | null }[]>(
      await rest(server, "GET", "/workspace/api-keys", { token }),
      200,
    );
    expect(after[0]!.revokedAt).toEqual(expect.any(String));
  });

  it("names a key made without a name", async () => {
    const owner = await signUp(server);
    const created = await rest(server, "POST", "/workspace/api-keys", { token: owner.token });
    expect(created.status).toBe(201);
    expect(created.body.apiKey.name).toBe("API key");
  });

  it("an admin manages keys too", async () => {
    const owner = await signUp(server);
    const admin = await joinByInvitation(server, mailbox, owner.token, "admin");
    expectStatus(
      await rest(server, "POST", "/workspace/api-keys", { token: admin.token, body: {} }),
      201,
    );
  });

  it("another business's key is not found, exactly as an unknown id: 404, and stays valid", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server, { businessName: "Verma Exports" });
    const theirKey = expectStatus<{ apiKey: { id: string }; key: string }>(
      await rest(server, "POST", "/workspace/api-keys", { token: theirs.token, body: {} }),
      201,
    );
    const answers = [];
    for (const id of [theirKey.apiKey.id, randomUUID(), "42"]) {
      answers.push(
        await rest(server, "DELETE", `/workspace/api-keys/${id}`, { token: mine.token }),
      );
    }
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "API key not found", code: "not_found" });
    }
    expect((await helloWorld(theirKey.key)).status).toBe(200);
    expect(
      expectStatus<unknown[]>(
        await rest(server, "GET", "/workspace/api-keys", { token: mine.token }),
        200,
      ),
    ).toEqual([]);
  });
});

describe("the webhook", () => {
  it("sets the URL with a signing secret shown once, rotates it, and removes the URL", async () => {
    const owner = await signUp(server);
    const token = owner.token;
    expect(await rest(server, "GET", "/workspace/webhook", { token })).toMatchObject({
      status: 200,
      body: { url: null, signingSecret: null, failingSince: null, disabledAt: null },
    });
    const set = await rest(server, "PUT", "/workspace/webhook", {
      token,
      body: { url: "https://hooks.spiceroute.in/whatsapp" },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      url: "https://hooks.spiceroute.in/whatsapp",
      signingSecret: expect.stringMatching(/^whsec_/),
      failingSince: null,
      disabledAt: null,
    });
    const read = await rest(server, "GET", "/workspace/webhook", { token });
    expect(read.body).toEqual({ ...set.body, signingSecret: null });
    expect(JSON.stringify(read.body)).not.toContain(set.body.signingSecret);

    const changed = await rest(server, "PUT", "/workspace/webhook", {
      token,
      body: { url: "https://hooks.spiceroute.in/v2" },
    });
    expect(changed.body).toMatchObject({
      url: "https://hooks.spiceroute.in/v2",
      signingSecret: null,
    });

    const rotated = await rest(server, "POST", "/workspace/webhook/rotate-secret", { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.signingSecret).toMatch(/^whsec_/);
    expect(rotated.body.signingSecret).not.toBe(set.body.signingSecret);

    const removed = await rest(server, "PUT", "/workspace/webhook", { token, body: { url: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.url).toBeNull();
    expect(
      expectStatus(await rest(server, "GET", "/workspace/onboarding", { token }), 200),
    ).toMatchObject({ webhookSet: false });
  });

  it("refuses a URL that is not one: 400 on url", async () => {
    const owner = await signUp(server);
    for (const body of [{ url: "not a url" }, {}, { url: 42 }]) {
      const answer = await rest(server, "PUT", "/workspace/webhook", { token: owner.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe("invalid_request");
      expect(answer.body.errors, JSON.stringify(body)).toEqual([
        { path: "url", message: expect.any(String) },
      ]);
    }
  });

  it("lists the deliveries, signed with the secret shown, a page at a time; an event is redelivered on request", async () => {
    const owner = await signUp(server);
    const token = owner.token;
    const { signingSecret } = expectStatus<{ signingSecret: string }>(
      await rest(server, "PUT", "/workspace/webhook", { token, body: { url: receiver.url } }),
      200,
    );
    const hello = expectStatus<{ messageId: string }>(
      await rest(server, "POST", "/workspace/sandbox/hello-world", {
        token,
        body: { to: "+91 98765 43210" },
      }),
      202,
    );
    // sent, delivered and read
    const webhooks = await webhooksOf(hello.messageId, 3);
    expect(webhooks.every((webhook) => signedWith(webhook, signingSecret))).toBe(true);

    const all = await deliveredEvents(token, 3);
    expect(Object.keys(all).sort()).toEqual(["items", "pageInfo"]);
    expect(all.items).toHaveLength(3);
    for (const event of all.items) {
      expect(event).toMatchObject({
        businessId: owner.business.id,
        type: "message.status",
        messageId: hello.messageId,
        state: "delivered",
      });
    }
    const first = expectStatus<EventPage>(
      await rest(server, "GET", "/workspace/webhook/deliveries?first=2", { token }),
      200,
    );
    expect(first.items.map((event) => event.id)).toEqual(all.items.slice(0, 2).map((e) => e.id));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = expectStatus<EventPage>(
      await rest(
        server,
        "GET",
        `/workspace/webhook/deliveries?first=2&after=${encodeURIComponent(first.pageInfo.endCursor!)}`,
        { token },
      ),
      200,
    );
    expect(next.items.map((event) => event.id)).toEqual([all.items[2]!.id]);
    expect(next.pageInfo.hasNextPage).toBe(false);

    const bad = await rest(server, "GET", "/workspace/webhook/deliveries?state=lost", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("state");

    const event = all.items[0]!;
    const redelivered = await rest(
      server,
      "POST",
      `/workspace/webhook/deliveries/${event.id}/redeliver`,
      { token },
    );
    expect(redelivered.status).toBe(204);
    await receiver.waitFor((webhook) => webhook.headers["webhook-id"] === event.id, 2);

    expect(
      expectStatus(await rest(server, "GET", "/workspace/onboarding", { token }), 200),
    ).toMatchObject({ helloWorldSent: true, webhookSet: true, webhookDelivered: true });
  });

  it("another business's deliveries are neither listed nor redelivered: 404 as an unknown id", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server, { businessName: "Verma Exports" });
    expectStatus(
      await rest(server, "PUT", "/workspace/webhook", {
        token: theirs.token,
        body: { url: receiver.url },
      }),
      200,
    );
    const hello = expectStatus<{ messageId: string }>(
      await rest(server, "POST", "/workspace/sandbox/hello-world", {
        token: theirs.token,
        body: { to: "+91 98765 43212" },
      }),
      202,
    );
    await webhooksOf(hello.messageId, 3);
    const theirEvent = (await deliveredEvents(theirs.token, 3)).items[0]!;
    const mineListed = expectStatus<EventPage>(
      await rest(server, "GET", "/workspace/webhook/deliveries", { token: mine.token }),
      200,
    );
    expect(mineListed.items).toEqual([]);

    const answers = [];
    for (const id of [theirEvent.id, `evt_${randomUUID().replaceAll("-", "")}`, "42"]) {
      answers.push(
        await rest(server, "POST", `/workspace/webhook/deliveries/${id}/redeliver`, {
          token: mine.token,
        }),
      );
    }
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "Webhook event not found", code: "not_found" });
    }
    const after = expectStatus<EventPage>(
      await rest(server, "GET", "/workspace/webhook/deliveries", { token: theirs.token }),
      200,
    );
    expect(after.items.find((event) => event.id === theirEvent.id)?.attempts).toBe(
      theirEvent.attempts,
    );
  });
});

describe("templates", () => {
  it("lists the business's templates and adds one, approved at once on the sandbox", async () => {
    const owner = await signUp(server);
    const token = owner.token;
    const created = await rest(server, "POST", "/workspace/templates", {
      token,
      body: {
        name: "order_update",
        language: "en",
        category: "utility",
        body: "Hi {{1}}, your order {{2}} has shipped.",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      businessId: owner.business.id,
      name: "order_update",
      parameterCount: 2,
      status: "approved",
    });
    const listed = expectStatus<{ name: string }[]>(
      await rest(server, "GET", "/workspace/templates", { token }),
      200,
    );
    expect(listed.map((template) => template.name).sort()).toEqual(["hello_world", "order_update"]);
    const duplicate = await rest(server, "POST", "/workspace/templates", {
      token,
      body: { name: "order_update", language: "en", category: "utility", body: "Again {{1}}" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0].path).toBe("name");
  });
});

describe("usage", () => {
  it("answers the business's months, this month first; months out of range are 400", async () => {
    const owner = await signUp(server);
    const token = owner.token;
    const created = expectStatus<{ key: string }>(
      await rest(server, "POST", "/workspace/api-keys", { token, body: {} }),
      201,
    );
    expect((await helloWorld(created.key, "+919876500001")).status).toBe(200);
    const usage = await rest(server, "GET", "/workspace/usage?months=2", { token });
    expect(usage.status).toBe(200);
    expect(usage.body.businessId).toBe(owner.business.id);
    expect(usage.body.months).toHaveLength(2);
    expect(usage.body.months[0].sent).toBe(1);
    expect(
      expectStatus<{ months: unknown[] }>(
        await rest(server, "GET", "/workspace/usage", { token }),
        200,
      ).months,
    ).toHaveLength(6);
    for (const months of ["0", "25", "many"]) {
      const answer = await rest(server, "GET", `/workspace/usage?months=${months}`, { token });
      expect(answer.status, months).toBe(400);
      expect(answer.body.errors[0].path, months).toBe("months");
    }
  });
});

describe("the business", () => {
  it("GET /api/workspace/business answers the business as its members see it", async () => {
    const owner: MemberSession = await signUp(server, { businessName: "Chai Point" });
    const answer = await rest(server, "GET", "/workspace/business", { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: owner.business.id,
      name: "Chai Point",
      status: "active",
      plan: "free",
      messagingTier: "250",
      qualityRating: "green",
      whatsappNumber: expect.stringMatching(/^\+1555/),
      provider: "sandbox",
      phoneNumberId: owner.business.phoneNumberId,
      createdAt: expect.any(String),
    });
  });
});
