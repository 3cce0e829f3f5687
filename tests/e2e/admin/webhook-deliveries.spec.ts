// Webhook deliveries (/admin/api-configs/:apiConfigId/webhooks): where a configuration's webhooks
// go and how that endpoint fares (healthy, failing, disabled after three days), the webhooks sent
// there with every attempt to deliver them, redelivery, and re-enabling a disabled endpoint. The
// business's endpoint is a local HTTP server each test starts (the e2e server allows private
// webhook targets), answering what the test tells it to.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Page } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN } from "../../support/e2e-constants.ts";
import { type AdminApi } from "../../support/e2e-fixtures.ts";
import {
  spawnBuiltServer,
  stopServerProcess,
  type ServerProcess,
} from "../../support/spawn-server.ts";
import {
  adminPaths,
  apiConfigWebhooksPath,
  type Businesses,
  expect,
  expectNoAxeViolationsInBothThemes,
  expectToast,
  test as base,
} from "./fixtures.ts";

interface WebhookEndpoint {
  url: string;
  /** Every request that reached it, in order. */
  received: Array<{ webhookId: string; body: string }>;
  /** What it answers from now on. */
  answer(status: number, body: string): void;
}

const test = base.extend<{ webhookEndpoint: WebhookEndpoint }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures used from it: none
  webhookEndpoint: async ({}, use) => {
    const received: WebhookEndpoint["received"] = [];
    let reply = { status: 200, body: "ok" };
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          webhookId: String(request.headers["webhook-id"]),
          body: Buffer.concat(chunks).toString("utf8"),
        });
        response.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    await use({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/whatsapp`,
      received,
      answer: (status, body) => (reply = { status, body }),
    });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  },
});

/** A business on the sandbox whose configuration sends its webhooks to `webhookUrl`. */
async function businessWithWebhooks(businesses: Businesses, webhookUrl: string) {
  const business = await businesses.create();
  const config = await businesses.addApiConfig(business.id, { webhookUrl });
  return { business, apiConfigId: config.id };
}

/** A customer writes to the business's sandbox: one message.received webhook. */
async function customerWrites(adminApi: AdminApi, businessId: string, text: string) {
  await adminApi.graphql(
    `mutation ($input: SandboxInboundInput!) { simulateInboundMessage(input: $input) }`,
    { input: { businessId, from: "+919876512345", text } },
  );
}

const eventRows = (page: Page) =>
  page.getByRole("table", { name: "Webhook events" }).locator("tbody tr");
const endpointCard = (page: Page) => page.getByRole("region", { name: "Webhook endpoint" });
const endpointFact = (page: Page, label: string) =>
  endpointCard(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) });

/** The delivery log of the open dialog, attempt by attempt, cell by cell. */
function shownAttempts(page: Page) {
  return page
    .getByRole("dialog")
    .getByRole("table", { name: "Delivery log" })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => {
        const [attempt, , statusCode, latency, error, response] = [
          ...row.querySelectorAll("th, td"),
        ].map((cell) => cell.textContent?.trim());
        return { attempt, statusCode, latency, error, response };
      }),
    );
}

/** Refreshes the page's data until one of the webhooks shows `state`. */
async function refreshUntilState(page: Page, state: string) {
  await expect
    .poll(
      async () => {
        await page.getByRole("button", { name: "Refresh webhooks" }).click();
        return eventRows(page).evaluateAll((rows) =>
          rows.map((row) => row.querySelectorAll("td")[2]?.textContent?.trim()),
        );
      },
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining([state]));
}

test("each configuration with a webhook URL links to its deliveries; a new endpoint is healthy and has none yet", async ({
  page,
  adminSession,
  businesses,
  webhookEndpoint,
}) => {
  const { business, apiConfigId } = await businessWithWebhooks(businesses, webhookEndpoint.url);
  const without = await businesses.create();
  await businesses.addApiConfig(without.id);
  await adminSession.open(page, adminPaths.apiConfigs);

  const rowOf = (name: string) =>
    page.getByRole("list", { name: "API configurations" }).getByRole("listitem").filter({
      hasText: name,
    });
  await expect(rowOf(without.name).getByRole("link", { name: /^Webhooks of/ })).toHaveCount(0);
  await rowOf(business.name)
    .getByRole("link", { name: `Webhooks of sandbox API for ${business.name}` })
    .click();

  await expect(page).toHaveURL(apiConfigWebhooksPath(apiConfigId));
  await expect(page.getByRole("heading", { level: 1, name: "Webhook Deliveries" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Admin navigation" })
      .getByRole("link", { name: /^API Configs/ }),
  ).toHaveAttribute("aria-current", "page");
  await expect(endpointCard(page)).toContainText(`${business.name} · sandbox API`);
  await expect(endpointFact(page, "URL")).toContainText(webhookEndpoint.url);
  await expect(endpointFact(page, "State")).toContainText("Healthy");
  await expect(page.getByText("No webhooks sent yet")).toBeVisible();

  // The configuration's details link here too.
  await page.getByRole("link", { name: "API Configurations" }).click();
  await rowOf(business.name)
    .getByRole("button", { name: /^View sandbox API/ })
    .click();
  await page.getByRole("dialog").getByRole("link", { name: "Webhook Deliveries" }).click();
  await expect(page).toHaveURL(apiConfigWebhooksPath(apiConfigId));
});

test("an endpoint answering 500: failing since its first failure, each attempt's status code, latency and answer; redelivered once it recovers, the webhook is delivered", async ({
  page,
  adminSession,
  adminApi,
  businesses,
  webhookEndpoint,
}) => {
  webhookEndpoint.answer(500, "Service unavailable: the orders database is down");
  const { business, apiConfigId } = await businessWithWebhooks(businesses, webhookEndpoint.url);
  await customerWrites(adminApi, business.id, "Is my order shipped?");
  // The first attempt goes at once, the second 5 s later (the Standard Webhooks schedule); the
  // third would wait 5 minutes.
  await expect.poll(() => webhookEndpoint.received.length, { timeout: 20_000 }).toBe(2);
  const { webhookId } = webhookEndpoint.received[0]!;

  await adminSession.open(page, apiConfigWebhooksPath(apiConfigId));
  await expect(endpointFact(page, "State")).toContainText("Failing");
  await expect(endpointCard(page)).toContainText("Deliveries have failed since");
  await expect(eventRows(page)).toHaveCount(1);
  const cells = eventRows(page).first().locator("th, td");
  await expect(cells.nth(1)).toHaveText("message.received");
  await expect(cells.nth(3)).toHaveText("Pending");
  await expect(cells.nth(4)).toHaveText("2");
  await expect(cells.nth(5)).toHaveText("500");

  await eventRows(page)
    .getByRole("button", { name: /^View delivery log/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "message.received webhook" });
  await expect(dialog).toContainText(`Webhook id ${webhookId}`);
  await expect
    .poll(() => shownAttempts(page))
    .toEqual(
      [1, 2].map((attempt) => ({
        attempt: String(attempt),
        statusCode: "500",
        latency: expect.stringMatching(/^\d+ ms$/),
        error: "—",
        response: "Service unavailable: the orders database is down",
      })),
    );
  await expect(dialog.getByText("Next attempt", { exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  // The business fixes its endpoint: the operator sends the webhook now, not in 5 minutes.
  webhookEndpoint.answer(200, "ok");
  await dialog.getByRole("button", { name: "Redeliver" }).click();
  await expectToast(
    page,
    "Webhook Redelivered",
    "The message.received webhook is being delivered again.",
  );
  await expect.poll(() => webhookEndpoint.received.length).toBe(3);
  // The same webhook, under the same id.
  expect(webhookEndpoint.received[2]).toEqual(webhookEndpoint.received[0]);

  await dialog.getByRole("button", { name: "Close" }).first().click();
  await refreshUntilState(page, "Delivered");
  await expect(cells.nth(4)).toHaveText("3");
  await expect(cells.nth(5)).toHaveText("200");
  await expect(endpointFact(page, "State")).toContainText("Healthy");
  await eventRows(page)
    .getByRole("button", { name: /^View delivery log/ })
    .click();
  await expect
    .poll(async () => (await shownAttempts(page)).at(-1))
    .toMatchObject({ attempt: "3", statusCode: "200", response: "ok" });
});

/**
 * A copy of the built product on a PostgreSQL database of its own, for the test that needs to
 * reach into the database: an endpoint is disabled after three days of failures, and a test cannot
 * wait three days. Every request of that test (the console, the API) goes to this server.
 */
interface OwnServer {
  baseUrl: string;
  query(statement: string, values: unknown[]): Promise<void>;
}

const postgresServer =
  process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

async function onPostgres(connectionString: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const onItsOwnServer = test.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures used from it: none
    async ({}, use) => {
      const database = `aizapy_e2e_webhooks_${process.pid}_${Date.now()}`;
      await onPostgres(postgresServer, (client) => client.query(`CREATE DATABASE "${database}"`));
      const url = new URL(postgresServer);
      url.pathname = `/${database}`;
      let server: ServerProcess | undefined;
      try {
        server = await spawnBuiltServer({
          DATABASE_URL: url.toString(),
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          ALLOW_PRIVATE_WEBHOOK_TARGETS: "true",
        });
        await use({
          baseUrl: server.baseUrl,
          query: (statement, values) =>
            onPostgres(url.toString(), (client) => client.query(statement, values)),
        });
      } finally {
        if (server) await stopServerProcess(server);
        await onPostgres(postgresServer, (client) =>
          client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
        );
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
});

onItsOwnServer(
  "after three days of failures the endpoint is disabled and its webhooks held; re-enabling sends them",
  async ({ page, adminSession, adminApi, businesses, webhookEndpoint, ownServer }) => {
    webhookEndpoint.answer(502, "Bad gateway");
    const { business, apiConfigId } = await businessWithWebhooks(businesses, webhookEndpoint.url);
    await customerWrites(adminApi, business.id, "Is my order shipped?");
    await expect.poll(() => webhookEndpoint.received.length).toBe(1);
    // Set up through the database, since a test cannot wait three days: the endpoint has been
    // failing since three days ago. Its next failure disables it, as the platform does.
    await ownServer.query(
      `UPDATE api_configs SET "webhookFailingSince" = now() - interval '3 days' WHERE id = $1`,
      [apiConfigId],
    );
    await customerWrites(adminApi, business.id, "Hello? Anyone there?");
    await expect.poll(() => webhookEndpoint.received.length).toBe(2);

    await adminSession.open(page, apiConfigWebhooksPath(apiConfigId));
    await expect(endpointFact(page, "State")).toContainText("Disabled");
    await expect(endpointCard(page)).toContainText("after three days of failures");
    await expect
      .poll(() =>
        eventRows(page).evaluateAll((rows) =>
          rows.map((row) => row.querySelectorAll("td")[2]?.textContent?.trim()),
        ),
      )
      .toEqual(["Endpoint disabled", "Endpoint disabled"]);
    await eventRows(page)
      .first()
      .getByRole("button", { name: /^View delivery log/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "message.received webhook" });
    await expect(dialog).toContainText("Held while the endpoint is disabled");
    await expect(dialog.getByRole("button", { name: "Redeliver" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expectNoAxeViolationsInBothThemes(page);

    // The business has fixed its endpoint.
    webhookEndpoint.answer(200, "ok");
    await endpointCard(page).getByRole("button", { name: "Re-enable webhooks" }).click();
    await expectToast(page, "Webhooks Re-enabled", "2 held events go out again.");
    await expect(endpointFact(page, "State")).toContainText("Healthy");
    // Each held event arrives again, under its own webhook-id. Delivery is at least once: a retry
    // scheduled before the endpoint was disabled may come due after it is re-enabled and deliver
    // the same event (same webhook-id) once more.
    const failedAttempts = webhookEndpoint.received.slice(0, 2);
    await expect
      .poll(() => {
        const again = webhookEndpoint.received.slice(2);
        return failedAttempts.every(({ webhookId }) =>
          again.some((delivery) => delivery.webhookId === webhookId),
        );
      })
      .toBe(true);
    expect(
      webhookEndpoint.received
        .slice(2)
        .every(({ webhookId }) => failedAttempts.some((sent) => sent.webhookId === webhookId)),
    ).toBe(true);
    await expect
      .poll(async () => {
        await page.getByRole("button", { name: "Refresh webhooks" }).click();
        return eventRows(page).evaluateAll((rows) =>
          rows.map((row) => row.querySelectorAll("td")[2]?.textContent?.trim()),
        );
      })
      .toEqual(["Delivered", "Delivered"]);
  },
);
