// A message can have two send jobs: a crash after the send worker committed the next attempt's
// job but before the queue recorded the current job as done leaves the current one to be retried
// as well. The message row, not the job, decides (send-worker.ts), so two jobs that run at once
// must still send the message once. Here the Graph API takes a message but the answer is lost;
// the worker schedules the retry for when its wait for Meta's callback is over, and a second job
// for the same message comes due at that same moment, as the crashed job's retry does.
//
// PostgreSQL only: the suite adds the second job through pg-boss from outside the server, which
// PGlite (one process per data directory) does not allow.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startFakeGraphApi,
  type FakeGraphApi,
} from "../../packages/server/src/test-support/fake-graph-api.ts";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../../packages/server/src/test-support/server-process.ts";
import type { Sql } from "../../packages/contracts/src/sql.ts";
import { createJobQueue } from "../../packages/db/src/job-queue.ts";
import { MESSAGING_QUEUES, QUEUES } from "../../packages/messaging/src/queue/queues.ts";
import { createBusiness, inboundCallback, signIn, textSend, v1 } from "./platform-client.ts";

const onPostgres = process.env.TEST_DATABASE === "postgres";
const ADMIN = { username: "admin", password: "send-job-twice-password" };
const META_APP_SECRET = "send-job-twice-app-secret";
const PHONE_NUMBER_ID = "106540352249902";
const CUSTOMER = "+919876512345";
const WAIT_SECONDS = 4;
const postgresServer =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseName = `aizapy_send_twice_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(postgresServer);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

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
let db: pg.Client;
let key: string;

beforeAll(async () => {
  if (!onPostgres) return;
  graph = await startFakeGraphApi();
  await onServer(`CREATE DATABASE "${databaseName}"`);
  server = await startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      WHATSAPP_GRAPH_URL: graph.url,
      WHATSAPP_UNKNOWN_OUTCOME_WAIT_SECONDS: String(WAIT_SECONDS),
    },
    { entry: "build" },
  );
  await waitUntilHealthy(server, 90_000);
  graph.callBackTo(`${server.baseUrl}/webhooks/whatsapp`, META_APP_SECRET);
  const business = await createBusiness(await signIn(server.baseUrl, ADMIN), {
    name: "Casa Decor",
    provider: "whatsapp-cloud",
    cloud: {
      phoneNumberId: PHONE_NUMBER_ID,
      businessAccountId: "102290129340398",
      appSecret: META_APP_SECRET,
    },
  });
  key = business.keys[0]!;
  expect(
    await graph.callBack(
      inboundCallback(PHONE_NUMBER_ID, [{ from: CUSTOMER, id: "wamid.twice.in", text: "Hi" }]),
    ),
  ).toBe(200);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  if (!onPostgres) return;
  await db?.end();
  if (server) await stopServerProcess(server);
  await graph?.close();
  await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
});

it.runIf(onPostgres)("sends a message once when two of its send jobs run at once", async () => {
  graph.script({ hangUp: true });
  const sent = await v1(server.baseUrl, key, "POST", "/messages/send", {
    ...textSend(CUSTOMER, "Your sofa ships tomorrow."),
  });
  expect(sent.status).toBe(200);
  const id = sent.body.message_id as string;

  // The worker sent it, lost the answer, and scheduled the next attempt for after its wait.
  let next: Date | undefined;
  const deadline = Date.now() + 30_000;
  while (!next && Date.now() < deadline) {
    const { rows } = await db.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job
       WHERE name = $1 AND data->>'messageId' = $2 AND state = 'created' AND start_after > now()
         AND EXISTS (SELECT 1 FROM messages WHERE id = $2::uuid AND "lastAttemptError" IS NOT NULL)`,
      [QUEUES.messageSend.name, id],
    );
    next = rows[0]?.start_after;
    if (!next) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(next).toBeDefined();
  expect(graph.sends).toHaveLength(1);

  // A second job for the message, due at the same moment.
  const queue = createJobQueue({
    connection: { kind: "postgres", connectionString: databaseUrl },
    queues: MESSAGING_QUEUES,
    onError: () => undefined,
  });
  await queue.start();
  const sql: Sql = {
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await db.query(text, [...params])).rows as Row[],
    transaction: (work) => work(sql),
  };
  await queue.send(sql, QUEUES.messageSend.name, { messageId: id }, { startAfter: next! });
  await queue.stop({ graceful: false });

  // Once the wait is over the message is sent again — once.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, next!.getTime() - Date.now()) + 5000),
  );
  const sends = graph.sends.filter((send) => send.body.biz_opaque_callback_data === id);
  expect(sends).toHaveLength(2);
});
