import http from "node:http";
import type { AddressInfo } from "node:net";
import { createWebhookDeliverer, type Clock } from "@aizapy/messaging";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createSandboxBusiness,
  eventually,
  startSandboxPlatform,
  startWebhookReceiver,
  type TestBusiness,
  type WebhookReceiver,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import { startTestServerWithAdmin, type TestServer } from "../test-support/test-server.ts";

// Webhooks to a business's endpoint when it misbehaves: every attempt is logged, failures are
// retried on the Standard Webhooks schedule (honouring Retry-After), an endpoint failing for three
// days is disabled and the operators alerted; and nothing is ever sent to a private address
// unless the installation allows it. Time is a test clock here: three days pass in a moment.

let server: TestServer;
let token: string;
let receiver: WebhookReceiver;
let business: TestBusiness;

beforeAll(async () => {
  ({ server, token, receiver, business } = await startSandboxPlatform({}, { workers: false }));
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** A customer message, which writes one message.received webhook; answers its event id. */
async function newEvent(): Promise<string> {
  const inbound = await rest(server, "POST", "/admin/sandbox/inbound", {
    token,
    body: { businessId: business.id, from: "+919876512345", text: "Hello?" },
  });
  const event = await server.prisma.webhookEvent.findFirstOrThrow({
    where: { messageId: inbound.body.messageId },
  });
  return event.id;
}

function deliverer(clock: Clock, allowPrivateTargets = true) {
  const { ctx } = server.services.platform;
  return createWebhookDeliverer({ ...ctx, clock }, { allowPrivateTargets });
}

// Test time starts an hour from now, so every event written by the real clock is already due.
const base = Date.now() + 3_600_000;
const at = (offsetMs: number): Clock => ({ now: () => new Date(base + offsetMs) });
const event = (id: string) =>
  server.prisma.webhookEvent.findUniqueOrThrow({ where: { id }, include: { deliveryLog: true } });

describe("a failing endpoint", () => {
  it("gets each attempt logged and the next one scheduled, honouring a longer Retry-After", async () => {
    const id = await newEvent();
    receiver.respondWith(503, { "retry-after": "600" });
    await deliverer(at(0)).handle({ eventId: id });
    const first = await event(id);
    expect(first).toMatchObject({ state: "pending", attempts: 1, lastStatusCode: 503 });
    // The schedule says 5 s; the endpoint asked for 10 minutes.
    expect(first.nextAttemptAt!.getTime()).toBe(base + 600_000);
    expect(first.deliveryLog[0]).toMatchObject({
      attempt: 1,
      statusCode: 503,
      responseExcerpt: "ok",
    });

    receiver.respondWith(200);
    await deliverer(at(600_000)).handle({ eventId: id });
    const delivered = await event(id);
    expect(delivered).toMatchObject({ state: "delivered", attempts: 2, lastStatusCode: 200 });
    const headers = receiver.received
      .filter((w) => w.headers["webhook-id"] === id)
      .map((w) => w.headers);
    expect(headers).toHaveLength(2);
    expect(headers[0]!["webhook-timestamp"]).toBe(String(Math.floor(base / 1000)));
  });

  it("is delivered at once when redelivered while it waits for a retry, but not while an attempt is due", async () => {
    const id = await newEvent();
    const redeliver = () =>
      rest(server, "POST", `/admin/webhook-events/${id}/redeliver`, { token });
    // Its first attempt is due: redelivering now would make that attempt twice.
    const due = await redeliver();
    expect(due.status).toBe(409);
    expect(due.body.message).toBe("This event is being delivered right now.");

    const now: Clock = { now: () => new Date() };
    receiver.respondWith(500);
    await deliverer(now).handle({ eventId: id });
    const waiting = await event(id);
    expect(waiting).toMatchObject({ state: "pending", attempts: 1, lastStatusCode: 500 });
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());

    // The business has fixed its endpoint: the operator need not wait for the schedule.
    receiver.respondWith(200);
    expect((await redeliver()).status).toBe(204);
    expect((await event(id)).nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    await deliverer(now).handle({ eventId: id });
    expect(await event(id)).toMatchObject({ state: "delivered", attempts: 2, lastStatusCode: 200 });
  });

  it("does not follow redirects, and counts one as a failure", async () => {
    const id = await newEvent();
    receiver.respondWith(302, { location: "http://169.254.169.254/latest/meta-data" });
    await deliverer(at(3_600_000)).handle({ eventId: id });
    const after = await event(id);
    expect(after).toMatchObject({ state: "pending", lastStatusCode: 302 });
    expect(after.deliveryLog[0]!.error).toContain("not followed");
    receiver.respondWith(200);
  });

  it("is disabled after three days of failures, its waiting webhooks held and the operators alerted", async () => {
    receiver.respondWith(500);
    const id = await newEvent();
    const waiting = await newEvent();
    const start = base + 2 * 3_600_000;
    let time = start;
    const clock: Clock = { now: () => new Date(time) };
    // Attempt after attempt on the retry schedule (about three days in all, ±10 %)…
    for (let attempt = 1; attempt <= 12; attempt++) {
      const current = await event(id);
      if (current.state !== "pending") break;
      time = Math.max(time, current.nextAttemptAt!.getTime());
      await deliverer(clock).handle({ eventId: id });
    }
    const first = await event(id);
    expect(first.attempts).toBeGreaterThanOrEqual(9);
    // …and the next failure once three days have passed since the first disables the endpoint.
    time = Math.max(time, start + 3 * 24 * 3_600_000 + 60_000);
    if ((await event(waiting)).state === "pending")
      await deliverer(clock).handle({ eventId: waiting });
    expect(["endpoint_disabled", "failed"]).toContain((await event(id)).state);
    const config = await server.prisma.apiConfig.findUniqueOrThrow({
      where: { id: business.apiConfigId },
    });
    expect(config.webhookDisabledAt).not.toBeNull();
    expect((await event(waiting)).state).toBe("endpoint_disabled");
    const configPath = `/admin/api-configs/${business.apiConfigId}`;
    const disabled = await rest(server, "GET", configPath, { token });
    expect(disabled.body).toMatchObject({
      webhookFailingSince: config.webhookFailingSince!.toISOString(),
      webhookDisabledAt: config.webhookDisabledAt!.toISOString(),
    });

    const notifications = await rest(server, "GET", "/admin/notifications", { token });
    expect(notifications.body.alerts[0]).toMatchObject({
      kind: "webhook_endpoint_disabled",
      title: expect.stringContaining("Spice Route Kitchen"),
      targetId: business.apiConfigId,
    });

    // While disabled, new events are kept but not attempted.
    const held = await newEvent();
    expect((await event(held)).state).toBe("endpoint_disabled");
    const refused = await rest(server, "POST", `/admin/webhook-events/${held}/redeliver`, {
      token,
    });
    expect(refused.status).toBe(409);

    // Re-enabled, every held event goes out again.
    receiver.respondWith(200);
    const heldIds = (
      await server.prisma.webhookEvent.findMany({
        where: { apiConfigId: business.apiConfigId, state: "endpoint_disabled" },
      })
    ).map((row) => row.id);
    expect(heldIds).toEqual(expect.arrayContaining([waiting, held]));
    const enabled = await rest(
      server,
      "POST",
      `/admin/api-configs/${business.apiConfigId}/enable-webhooks`,
      { token },
    );
    expect(enabled.body.released).toBe(heldIds.length);
    expect((await rest(server, "GET", configPath, { token })).body).toMatchObject({
      webhookFailingSince: null,
      webhookDisabledAt: null,
    });
    for (const eventId of heldIds) {
      expect((await event(eventId)).state).toBe("pending");
      await deliverer(at(5 * 24 * 3_600_000)).handle({ eventId });
      expect((await event(eventId)).state).toBe("delivered");
    }
  });
});

describe("a slow endpoint", () => {
  it("is given 10 s to answer: the attempt is then logged as unanswered and retried", async () => {
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    try {
      await server.prisma.apiConfig.update({
        where: { id: business.apiConfigId },
        data: { webhookUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hooks` },
      });
      const id = await newEvent();
      await deliverer(at(7_200_000)).handle({ eventId: id });
      const after = await event(id);
      expect(after).toMatchObject({ state: "pending", attempts: 1, lastStatusCode: null });
      expect(after.deliveryLog[0]!.error).toBe("No answer within 10 s");
      expect(after.deliveryLog[0]!.latencyMs).toBeGreaterThanOrEqual(10_000);
      expect(after.deliveryLog[0]!.latencyMs).toBeLessThan(12_000);
      expect(after.nextAttemptAt!.getTime()).toBeGreaterThan(base + 7_200_000);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
      await server.prisma.apiConfig.update({
        where: { id: business.apiConfigId },
        data: { webhookUrl: receiver.url },
      });
    }
  });
});

describe("a rotated signing secret", () => {
  it("signs beside the new one for 24 hours, so a receiver on either verifies each webhook", async () => {
    const rotated = await rest(
      server,
      "POST",
      `/admin/api-configs/${business.apiConfigId}/rotate-webhook-secret`,
      { token },
    );
    expect(rotated.status).toBe(200);
    const [previous, current] = [business.webhookSecret!, rotated.body.webhookSecret as string];
    expect(current).toMatch(/^whsec_/);
    const expiresAt = Date.parse(rotated.body.previousWebhookSecretExpiresAt);
    const deliveredAt = async (clock: Clock) => {
      const id = await newEvent();
      await deliverer(clock).handle({ eventId: id });
      const [webhook] = await receiver.waitFor((w) => w.headers["webhook-id"] === id);
      const headers = webhook!.headers as Record<string, string>;
      // Whether a secret verifies the delivery on its own, at the moment it was sent (the
      // library refuses a timestamp five minutes away from its own clock).
      return (secret: string) => {
        vi.useFakeTimers({ toFake: ["Date"], now: clock.now() });
        try {
          new Webhook(secret).verify(webhook!.body, headers);
          return true;
        } catch {
          return false;
        } finally {
          vi.useRealTimers();
        }
      };
    };
    const withinDay = await deliveredAt({ now: () => new Date(expiresAt - 60_000) });
    expect([withinDay(previous), withinDay(current)]).toEqual([true, true]);
    const dayAfter = await deliveredAt({ now: () => new Date(expiresAt + 60_000) });
    expect([dayAfter(previous), dayAfter(current)]).toEqual([false, true]);
  });
});

describe("where webhooks may go", () => {
  it("never reaches a private address unless the installation allows it, even if the URL was stored", async () => {
    const id = await newEvent();
    const before = receiver.received.length;
    await deliverer(at(6 * 24 * 3_600_000), false).handle({ eventId: id });
    const refused = await event(id);
    expect(refused.deliveryLog[0]).toMatchObject({ statusCode: null });
    // A loopback http URL: refused for its scheme and its address alike.
    expect(refused.deliveryLog[0]!.error).toMatch(/must use https|private, loopback or link-local/);
    expect(receiver.received.length).toBe(before);
  });

  it("refuses such a URL when the configuration is saved, in production settings", async () => {
    const production = await startTestServerWithAdmin(
      { ALLOW_PRIVATE_WEBHOOK_TARGETS: "false" },
      { workers: false },
    );
    try {
      const created = await rest(production.server, "POST", "/admin/businesses", {
        token: production.token,
        body: { name: "Private Target", whatsappNumber: "+919800099911" },
      });
      for (const webhookUrl of [
        "http://127.0.0.1:9/hook",
        "https://10.0.0.5/hook",
        "https://[::1]/hook",
        "https://169.254.169.254/",
      ]) {
        const answer = await rest(production.server, "POST", "/admin/api-configs", {
          token: production.token,
          body: {
            businessId: created.body.id,
            provider: "sandbox",
            apiKey: "sandbox-token-1234",
            webhookUrl,
          },
        });
        expect(answer.status, webhookUrl).toBe(400);
        expect(answer.body.errors[0].path).toBe("webhookUrl");
      }
    } finally {
      await production.server.close();
    }
  });
});

describe("delivery through the queue", () => {
  it("happens without anyone calling the deliverer: the workers pick the event up", async () => {
    const live = await startTestServerWithAdmin();
    const liveReceiver = await startWebhookReceiver();
    try {
      const liveBusiness = await createSandboxBusiness(live.server, live.token, {
        webhookUrl: liveReceiver.url,
      });
      await rest(live.server, "POST", "/admin/sandbox/inbound", {
        token: live.token,
        body: { businessId: liveBusiness.id, from: "+919876512399", text: "Anyone there?" },
      });
      const [webhook] = await liveReceiver.waitFor(() => true);
      expect(JSON.parse(webhook!.body).type).toBe("message.received");
      await eventually(async () =>
        (await live.server.prisma.webhookEvent.count({ where: { state: "delivered" } })) === 1
          ? true
          : undefined,
      );
    } finally {
      await live.server.close();
      await liveReceiver.close();
    }
  });
});
