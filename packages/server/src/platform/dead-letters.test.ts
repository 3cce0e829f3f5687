import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createTemplate,
  eventually,
  startSandboxPlatform,
  type TestBusiness,
  type WebhookReceiver,
  sendApprovedTemplate,
} from "../test-support/platform-fixtures.ts";
import { rest } from "../test-support/rest-client.ts";
import type { TestServer } from "../test-support/test-server.ts";

// A job that the queue gives up on — its worker threw or died on every retry — must not leave the
// row it was about waiting for a job that no longer exists: a message is parked for an operator to
// retry, a webhook event is marked failed for redelivery. Here a database trigger makes every
// attempt fail the same way, and the queues retry once, at once, instead of over hours.

let server: TestServer;
let token: string;
let receiver: WebhookReceiver;
let business: TestBusiness;

const sql = (statement: string) => server.prisma.$executeRawUnsafe(statement);

/** Makes the statements `when` names fail, as a bug or a fault that never goes away would. */
async function breakEvery(name: string, when: string) {
  await sql(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${name} refused it'; END $$`);
  await sql(`CREATE TRIGGER ${name} ${when} EXECUTE FUNCTION ${name}()`);
}
const repair = (name: string, table: string) => sql(`DROP TRIGGER ${name} ON ${table}`);

beforeAll(async () => {
  ({ server, token, receiver, business } = await startSandboxPlatform({
    SANDBOX_DELIVERED_AFTER_MS: "100",
    SANDBOX_READ_AFTER_MS: "200",
  }));
  await createTemplate(server, token, business.id, { name: "order_ready", body: "Ready." });
  await sql(`UPDATE pgboss.queue SET retry_limit = 1, retry_delay = 0, retry_backoff = false
             WHERE name IN ('message-send', 'webhook-deliver')`);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const sendTemplate = (to: string) =>
  sendApprovedTemplate(server, business, to, { name: "order_ready" });

const message = (id: string) => server.prisma.message.findUniqueOrThrow({ where: { id } });

it("parks a message whose send job failed every retry, and an operator's retry sends it", async () => {
  // Every claim of an outbound message for sending fails.
  await breakEvery(
    "refuse_claim",
    `BEFORE UPDATE ON messages FOR EACH ROW WHEN (NEW."queueState" = 'sending')`,
  );
  const id = await sendTemplate("+919811177708");

  const parked = await eventually(async () => {
    const row = await message(id);
    return row.queueState === "parked" ? row : undefined;
  }, 30_000);
  expect(parked.status).toBe("accepted");
  expect(parked.lastAttemptError).toBe(
    "The send job failed 2 times without an outcome: refuse_claim refused it",
  );
  // Nothing else is waiting to send it.
  const jobs = await server.prisma.$queryRawUnsafe<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM pgboss.job
     WHERE name = 'message-send' AND data->>'messageId' = $1 AND state < 'completed'`,
    id,
  );
  expect(jobs[0]!.count).toBe(0);
  const status = await rest(server, "GET", "/admin/system-status", { token });
  expect(status.body.messageQueue).toMatchObject({ parked: 1 });

  await repair("refuse_claim", "messages");
  const retried = await rest(server, "POST", `/admin/whatsapp-messages/${id}/retry`, { token });
  expect(retried.status).toBe(204);
  await eventually(async () => ((await message(id)).status === "read" ? true : undefined), 30_000);
});

it("marks failed a webhook event whose delivery job failed every retry, and redelivery sends it", async () => {
  // Every delivery attempt reaches the endpoint, then cannot be recorded.
  await breakEvery("refuse_attempt", "BEFORE INSERT ON webhook_attempts FOR EACH ROW");
  const id = await sendTemplate("+919811177702");

  const events = await eventually(async () => {
    const rows = await server.prisma.webhookEvent.findMany({ where: { messageId: id } });
    return rows.length === 3 && rows.every((row) => row.state === "failed") ? rows : undefined;
  }, 30_000);
  // Delivered at least once each, as promised, though not recorded.
  for (const event of events)
    await receiver.waitFor((webhook) => webhook.headers["webhook-id"] === event.id);

  await repair("refuse_attempt", "webhook_attempts");
  const event = events[0]!;
  const redelivered = await rest(server, "POST", `/admin/webhook-events/${event.id}/redeliver`, {
    token,
  });
  expect(redelivered.status).toBe(204);
  await eventually(async () => {
    const row = await server.prisma.webhookEvent.findUniqueOrThrow({ where: { id: event.id } });
    return row.state === "delivered" ? row : undefined;
  });
});
