// The sandbox reports each message delivered and then read, as Meta does for a message that is
// read, even when both reports come due at once: with SANDBOX_READ_AFTER_MS equal to
// SANDBOX_DELIVERED_AFTER_MS (which the configuration allows), and in every restart after a crash
// or a busy spell, when both of a message's reports are overdue and the worker takes them in one
// batch.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
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
  v1,
  type PlatformBusiness,
} from "./platform-client.ts";
import { startWebhookEndpoint, type WebhookEndpoint } from "./webhook-endpoint.ts";

const ADMIN = { username: "admin", password: "status-order-password" };
const postgresServer =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseName = `aizapy_status_order_${process.pid}_${Date.now()}`;
const onPostgres = process.env.TEST_DATABASE === "postgres";
const MESSAGES = 10;

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
let endpoint: WebhookEndpoint;
let business: PlatformBusiness;

beforeAll(async () => {
  const env: Record<string, string> = {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ALLOW_PRIVATE_WEBHOOK_TARGETS: "true",
    SANDBOX_DELIVERED_AFTER_MS: "300",
    SANDBOX_READ_AFTER_MS: "300",
  };
  if (onPostgres) {
    await onServer(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(postgresServer);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-status-order-"));
    env.DATA_DIR = dataDir;
  }
  endpoint = await startWebhookEndpoint();
  server = await startServerProcess(env, { entry: "build" });
  await waitUntilHealthy(server, 90_000);
  const operator = await signIn(server.baseUrl, ADMIN);
  business = await createBusiness(operator, {
    name: "Lotus Pharmacy",
    provider: "sandbox",
    webhookUrl: endpoint.urlFor("lotus"),
  });
  endpoint.trust("lotus", business.webhookSecret!);
  await operator.admin("POST", `/businesses/${business.id}/templates`, {
    name: "refill_ready",
    language: "en",
    category: "utility",
    body: "Your refill {{1}} is ready.",
  });
});

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await endpoint?.close();
  if (onPostgres) await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("reports every message delivered, then read, when both reports are due at the same moment", async () => {
  const ids: string[] = [];
  for (let n = 0; n < MESSAGES; n++) {
    const sent = await v1(
      server.baseUrl,
      business.keys[0]!,
      "POST",
      "/messages/template",
      // Even numbers: the sandbox's customers who read every message.
      templateSend(`+91981234${String(5600 + 2 * n)}`, "refill_ready", "en", [`#R${n}`]),
    );
    expect(sent.status).toBe(200);
    ids.push(sent.body.message_id as string);
  }
  // Every message ends read …
  const deadline = Date.now() + 60_000;
  for (const id of ids) {
    for (;;) {
      const answer = await v1(server.baseUrl, business.keys[0]!, "GET", `/messages/${id}/status`);
      if (answer.body.status === "read") break;
      if (Date.now() > deadline) throw new Error(`${id} is still ${answer.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  // … and was announced delivered on the way there.
  const statuses = (id: string) =>
    [...endpoint.events.values()]
      .filter((event) => event.payload.data.message_id === id)
      .map((event) => event.payload.data.status)
      .sort();
  expect(ids.map((id) => [id, statuses(id)])).toEqual(
    ids.map((id) => [id, ["delivered", "read", "sent"]]),
  );
});
