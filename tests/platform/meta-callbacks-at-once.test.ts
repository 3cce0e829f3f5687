// Meta's status callbacks for a message whose send answer was never recorded (the connection was
// cut after Meta took it, or the server crashed before recording it) are bound to the message by
// our id in biz_opaque_callback_data. Meta retries and may deliver several of them at the same
// moment (after an outage, all at once): none may be dropped while Meta is told 200, so the
// message still reaches its last status and the business hears of it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startFakeGraphApi,
  statusCallback,
  type FakeGraphApi,
} from "../../packages/server/src/test-support/fake-graph-api.ts";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../../packages/server/src/test-support/server-process.ts";
import {
  createBusiness,
  inboundCallback,
  signIn,
  textSend,
  v1,
  type PlatformBusiness,
} from "./platform-client.ts";
import { startWebhookEndpoint, type WebhookEndpoint } from "./webhook-endpoint.ts";

const ADMIN = { username: "admin", password: "callbacks-at-once-password" };
const META_APP_SECRET = "callbacks-at-once-app-secret";
const PHONE_NUMBER_ID = "106540352249901";
const postgresServer =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseName = `aizapy_callbacks_${process.pid}_${Date.now()}`;
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

let graph: FakeGraphApi;
let server: ServerProcess;
let dataDir: string | undefined;
let endpoint: WebhookEndpoint;
let business: PlatformBusiness;
const customers = Array.from({ length: MESSAGES }, (_, n) => `+9198765${String(43200 + n)}`);

beforeAll(async () => {
  graph = await startFakeGraphApi();
  endpoint = await startWebhookEndpoint();
  const env: Record<string, string> = {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ALLOW_PRIVATE_WEBHOOK_TARGETS: "true",
    WHATSAPP_GRAPH_URL: graph.url,
    // Long enough that no message is sent again while the test runs.
    WHATSAPP_UNKNOWN_OUTCOME_WAIT_SECONDS: "600",
  };
  if (onPostgres) {
    await onServer(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(postgresServer);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "aizapy-callbacks-"));
    env.DATA_DIR = dataDir;
  }
  server = await startServerProcess(env, { entry: "build" });
  await waitUntilHealthy(server, 90_000);
  graph.callBackTo(`${server.baseUrl}/webhooks/whatsapp`, META_APP_SECRET);
  business = await createBusiness(await signIn(server.baseUrl, ADMIN), {
    name: "Casa Decor",
    provider: "whatsapp-cloud",
    webhookUrl: endpoint.urlFor("casa"),
    cloud: {
      phoneNumberId: PHONE_NUMBER_ID,
      businessAccountId: "102290129340398",
      appSecret: META_APP_SECRET,
    },
  });
  endpoint.trust("casa", business.webhookSecret!);
  const inbound = await graph.callBack(
    inboundCallback(
      PHONE_NUMBER_ID,
      customers.map((from, n) => ({ from, id: `wamid.at-once.in.${n}`, text: "Hi" })),
    ),
  );
  expect(inbound).toBe(200);
});

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await graph?.close();
  await endpoint?.close();
  if (onPostgres) await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("brings each message to its last status when its callbacks arrive at the same moment", async () => {
  // Meta takes each message, but the answer is lost: the product waits for Meta's callbacks.
  graph.script(...customers.map(() => ({ hangUp: true as const })));
  const ids: string[] = [];
  for (const to of customers) {
    const sent = await v1(server.baseUrl, business.keys[0]!, "POST", "/messages/send", {
      ...textSend(to, "Your sofa ships tomorrow."),
    });
    expect(sent.status).toBe(200);
    ids.push(sent.body.message_id as string);
  }
  const deadline = Date.now() + 30_000;
  while (graph.sends.length < MESSAGES && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(graph.sends).toHaveLength(MESSAGES);

  // Sent, delivered and read arrive together for each message, as after an outage.
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
  const answers = await Promise.all(
    graph.sends.flatMap((send) =>
      (["sent", "delivered", "read"] as const).map((status, step) =>
        graph.callBack(
          statusCallback(PHONE_NUMBER_ID, [
            {
              id: send.providerMessageId,
              status,
              recipient: send.body.to,
              ourMessageId: send.body.biz_opaque_callback_data!,
              at: at(step),
            },
          ]),
        ),
      ),
    ),
  );
  expect(answers.every((status) => status === 200)).toBe(true);

  // Meta was told 200 for each: so each message must now be read …
  const statuses = await Promise.all(
    ids.map(
      async (id) =>
        (await v1(server.baseUrl, business.keys[0]!, "GET", `/messages/${id}/status`)).body
          .status as string,
    ),
  );
  expect(statuses).toEqual(ids.map(() => "read"));

  // … and the business told so (callbacks applied out of order may skip a step: a message only
  // moves forward, so `delivered` after `read` changes nothing).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const announcedRead = (id: string) =>
    [...endpoint.events.values()].some(
      (event) => event.payload.data.message_id === id && event.payload.data.status === "read",
    );
  expect(ids.filter((id) => !announcedRead(id))).toEqual([]);
});
