// The messaging platform end to end, through the built server (`pnpm build`) in its own process,
// as an operator and a customer's integration use it over HTTP: the operator creates a business,
// its sandbox configuration with a webhook URL, an API key and a template through the admin REST
// API; the integration sends a template and (after the customer writes) a text through /v1; the
// sandbox delivers them; the business's endpoint receives every status as a Standard Webhook,
// verified with the `standardwebhooks` library; and the statuses read back from /v1 agree.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../../packages/server/src/test-support/server-process.ts";
import {
  createBusiness,
  signIn,
  templateSend,
  textSend,
  v1,
  type Operator,
  type PlatformBusiness,
} from "./platform-client.ts";
import { startWebhookEndpoint, type WebhookEndpoint } from "./webhook-endpoint.ts";

const ADMIN = { username: "admin", password: "end-to-end-password" };
const postgresServer =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseName = `aizapy_v1_e2e_${process.pid}_${Date.now()}`;
const onPostgres = process.env.TEST_DATABASE === "postgres";

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let server: ServerProcess;
let dataDir: string | undefined;
let operator: Operator;
let endpoint: WebhookEndpoint;
let business: PlatformBusiness;

beforeAll(async () => {
  const env: Record<string, string> = {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ALLOW_PRIVATE_WEBHOOK_TARGETS: "true",
    // Read well after delivered: reports due together are sandbox-status-order.test.ts's subject.
    SANDBOX_DELIVERED_AFTER_MS: "200",
    SANDBOX_READ_AFTER_MS: "1500",
  };
  if (onPostgres) {
    await onServer(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(postgresServer);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-v1-e2e-"));
    env.DATA_DIR = dataDir;
  }
  endpoint = await startWebhookEndpoint();
  server = await startServerProcess(env, { entry: "build" });
  await waitUntilHealthy(server, 90_000);
  operator = await signIn(server.baseUrl, ADMIN);
  business = await createBusiness(operator, {
    name: "Spice Route Kitchen",
    provider: "sandbox",
    webhookUrl: endpoint.urlFor("spice-route"),
  });
  endpoint.trust("spice-route", business.webhookSecret!);
  await operator.admin("POST", `/businesses/${business.id}/templates`, {
    name: "order_confirmation",
    language: "en",
    category: "utility",
    body: "Hi {{1}}, your order {{2}} is confirmed.",
  });
});

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await endpoint?.close();
  if (onPostgres) await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until `check` answers a value. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("the condition did not come true in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statusOf = async (messageId: string) =>
  (await v1(server.baseUrl, business.keys[0]!, "GET", `/messages/${messageId}/status`)).body;

/**
 * Waits until the message's status webhooks (verified on arrival) include every one of
 * `statuses`; answers them in the order the statuses happened (webhooks may arrive in any order).
 */
async function announced(messageId: string, statuses: string[]) {
  return eventually(async () => {
    const events = [...endpoint.events.values()]
      .filter(
        (event) =>
          event.payload.type === "message.status" && event.payload.data.message_id === messageId,
      )
      .sort(
        (a, b) =>
          Date.parse(String(a.payload.data.timestamp)) -
          Date.parse(String(b.payload.data.timestamp)),
      );
    const arrived = new Set(events.map((event) => event.payload.data.status));
    return statuses.every((status) => arrived.has(status)) ? events : undefined;
  });
}

describe("/v1 end to end through the built server", () => {
  it("gives the operator the webhook signing secret once, in the Standard Webhooks format", () => {
    expect(business.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/=]{24,}$/);
    expect(business.keys[0]).toMatch(/^azk_/);
  });

  it("sends a template: accepted, sent, delivered and read, each announced by a verified webhook", async () => {
    const sent = await v1(
      server.baseUrl,
      business.keys[0]!,
      "POST",
      "/messages/template",
      templateSend("+919812345678", "order_confirmation", "en", ["Priya", "#10245"]),
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message_id: expect.any(String),
      status: "accepted",
    });
    expect(sent.headers.get("ratelimit-policy")).toBeTruthy();
    const messageId = sent.body.message_id as string;

    const events = await announced(messageId, ["sent", "delivered", "read"]);
    expect(events.map((event) => event.payload.data.status)).toEqual(["sent", "delivered", "read"]);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    expect(events.every((event) => event.id.startsWith("evt_") && event.bodies.size === 1)).toBe(
      true,
    );
    expect(events[1]!.payload.data).toMatchObject({
      recipient: "+919812345678",
      error: null,
      pricing: { billable: true, category: "utility", price_inr: 0.125, currency: "INR" },
    });

    expect(await statusOf(messageId)).toEqual({
      message_id: messageId,
      status: "read",
      timestamp: events[2]!.payload.data.timestamp,
      recipient: "+919812345678",
    });
  });

  it("refuses free-form text until the customer writes, then delivers it", async () => {
    const text = textSend("+919812345679", "Your parcel left our store.");
    const refused = await v1(server.baseUrl, business.keys[0]!, "POST", "/messages/send", text);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("outside_service_window");

    await operator.admin("POST", "/sandbox/inbound", {
      businessId: business.id,
      from: "98123 45679",
      text: "Where is my parcel?",
    });
    const inbound = await eventually(async () =>
      [...endpoint.events.values()].find((event) => event.payload.type === "message.received"),
    );
    expect(inbound.payload.data).toMatchObject({
      from: "+919812345679",
      type: "text",
      text: { body: "Where is my parcel?" },
    });

    const sent = await v1(server.baseUrl, business.keys[0]!, "POST", "/messages/send", text);
    expect(sent.status).toBe(200);
    const messageId = sent.body.message_id as string;
    const events = await announced(messageId, ["sent", "delivered", "read"]);
    expect(events.map((event) => event.payload.data.status)).toEqual(["sent", "delivered", "read"]);
    // A reply inside the customer's window is a free service message.
    expect(events[1]!.payload.data.pricing).toEqual({
      billable: false,
      category: "service",
      price_inr: 0,
      currency: "INR",
    });
    expect((await statusOf(messageId)).status).toBe("read");
  });

  it("reports an undeliverable number as failed, in the webhook and in /v1", async () => {
    const sent = await v1(
      server.baseUrl,
      business.keys[0]!,
      "POST",
      "/messages/template",
      templateSend("+919812340000", "order_confirmation", "en", ["Arjun", "#10246"]),
    );
    expect(sent.status).toBe(200);
    const messageId = sent.body.message_id as string;
    const events = await announced(messageId, ["sent", "failed"]);
    expect(events.map((event) => event.payload.data.status)).toEqual(["sent", "failed"]);
    expect(events[1]!.payload.data.error).toMatchObject({
      code: 131026,
      title: "Message undeliverable",
    });
    expect(await statusOf(messageId)).toMatchObject({
      status: "failed",
      error: { code: 131026, title: "Message undeliverable" },
    });
  });

  it("received every webhook with a signature that verifies, once per webhook-id", () => {
    expect(endpoint.rejected).toEqual([]);
    expect([...endpoint.events.values()].every((event) => event.bodies.size === 1)).toBe(true);
    expect(endpoint.events.size).toBe(9);
  });
});
