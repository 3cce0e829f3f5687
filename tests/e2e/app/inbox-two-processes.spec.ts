// Two server processes on one PostgreSQL database, as a business runs several behind a load
// balancer: the inbox is open on one, a customer's message arrives at the other, and the inbox
// shows it without a reload (the processes hear each other's changes through PostgreSQL's
// LISTEN/NOTIFY).
import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../../../packages/server/src/test-support/server-process.ts";
import { E2E_SMTP_PORT } from "../../support/e2e-constants.ts";
import { expect, openWorkspace, STRONG_PASSWORD, test, unique, uniqueMobile } from "./fixtures.ts";

const serverUrl = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseName = `aizapy_e2e_inbox_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
const servers: ServerProcess[] = [];

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await onServer((client) => client.query(`CREATE DATABASE "${databaseName}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const env = {
    DATABASE_URL: url.toString(),
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "two-processes-admin-password",
  };
  // The first migrates the new database; the second starts on it as it is.
  for (let n = 0; n < 2; n++) {
    const server = await startServerProcess(env, { entry: "build", output: "ignore" });
    servers.push(server);
    await waitUntilHealthy(server, 90_000);
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await onServer((client) =>
    client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
  );
});

test("a customer's message received by one process appears in an inbox open on the other", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [receiving, showing] = servers as [ServerProcess, ServerProcess];
  const id = unique();
  const signup = await request.post(`${receiving.baseUrl}/api/auth/signup`, {
    data: {
      fullName: "Kavya Iyer",
      email: `kavya.${id}@example.in`,
      password: STRONG_PASSWORD,
      phoneNumber: `+91 ${uniqueMobile()}`,
      businessName: `Iyer Silks ${id}`,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const customer = `+91${uniqueMobile()}`;
  const name = `Meenakshi ${id}`;
  const contact = await request.post(`${receiving.baseUrl}/api/workspace/contacts`, {
    headers,
    data: { phone: customer, name },
  });
  expect(contact.ok(), await contact.text()).toBe(true);

  // The inbox, open on the other process before the message exists.
  await openWorkspace(page, token, `${showing.baseUrl}/app/inbox`);
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  const inbound = await request.post(`${receiving.baseUrl}/api/workspace/sandbox/inbound`, {
    headers,
    data: { from: customer, text: "Do you have the Kanjivaram in green?" },
  });
  expect(inbound.status(), await inbound.text()).toBe(201);
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 15_000 });
});
