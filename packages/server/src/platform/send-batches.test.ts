import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createTemplate,
  eventually,
  startSandboxPlatform,
  type TestBusiness,
  type WebhookReceiver,
  sendApprovedTemplate,
} from "../test-support/platform-fixtures.ts";
import type { TestServer } from "../test-support/test-server.ts";

// The send worker handles the jobs it fetches together as one batch, and records the provider's
// acceptance of their sends in one transaction. One message whose record keeps failing must not
// hold back the others: here the messages are accepted before any worker runs, so the first fetch
// takes them all at once, and a trigger refuses the `sent` of one recipient's message.

let server: TestServer;
let receiver: WebhookReceiver;
let business: TestBusiness;

beforeAll(async () => {
  let token: string;
  ({ server, token, receiver, business } = await startSandboxPlatform(
    { SANDBOX_DELIVERED_AFTER_MS: "100", SANDBOX_READ_AFTER_MS: "200" },
    { workers: false },
  ));
  await createTemplate(server, token, business.id, { name: "order_ready", body: "Ready." });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const sendTemplate = (to: string) =>
  sendApprovedTemplate(server, business, to, { name: "order_ready" });

const message = (id: string) => server.prisma.message.findUniqueOrThrow({ where: { id } });

it("sends a batch's messages in one attempt each while one of them cannot be recorded", async () => {
  const broken = "+919811177703";
  await server.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_sent() RETURNS trigger
    LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refuse_sent refused it'; END $$`);
  await server.prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_sent BEFORE UPDATE ON messages
    FOR EACH ROW WHEN (NEW.status = 'sent' AND NEW."customerNumber" = '${broken}')
    EXECUTE FUNCTION refuse_sent()`);
  const healthy = [
    await sendTemplate("+919811177704"),
    await sendTemplate("+919811177708"),
    await sendTemplate("+919811177706"),
  ];
  const stuck = await sendTemplate(broken);

  await server.services.platform.start();

  for (const id of healthy) {
    const read = await eventually(async () => {
      const row = await message(id);
      return row.status === "read" ? row : undefined;
    });
    // Recorded with the batch's others, or on its own when the batch could not be: never sent
    // a second time because a batchmate failed.
    expect(read.attempts).toBe(1);
    expect(read.providerMessageId).toMatch(/^wamid\.sandbox\./);
  }
  // Its `sent` was refused every time (the sandbox's later reports may still move it on).
  expect((await message(stuck)).sentAt).toBeNull();
});
