// WhatsApp messages (/admin/messages/whatsapp): the platform's traffic both ways, newest first, a
// page at a time, filtered through the URL; a message's details with every status it reached;
// a parked message retried by an operator. The demo's 90 days of sandbox traffic are the data.
import { type Page } from "@playwright/test";
import {
  adminPaths,
  expect,
  expectNoAxeViolationsInBothThemes,
  expectToast,
  holdOperation,
  interceptOperation,
  singlePage,
  test,
} from "./fixtures.ts";
import { type AdminApi } from "../../support/e2e-fixtures.ts";

interface ListedMessage {
  id: string;
  createdAt: string;
  businessId: string;
  businessName: string;
  direction: string;
  customerNumber: string;
  type: string;
  templateName: string | null;
  status: string;
  queueState: string;
  priceInr: number | null;
}

interface MessageDetail extends ListedMessage {
  body: string;
  templateLanguage: string | null;
  templateParameters: string[] | null;
  providerMessageId: string | null;
  errorCode: number | null;
  errorTitle: string | null;
  errorDetail: string | null;
  billable: boolean | null;
  statusHistory: Array<{ status: string; occurredAt: string; errorCode: number | null }>;
}

const LISTED_FIELDS = `id createdAt businessId businessName direction customerNumber type templateName status queueState priceInr`;

/** A page of messages as the API answers it: what the list must show. */
async function messagePage(
  adminApi: AdminApi,
  filter: Record<string, string> = {},
  after?: string,
) {
  const { whatsappMessagePage } = await adminApi.graphql<{
    whatsappMessagePage: { items: ListedMessage[]; pageInfo: { endCursor: string | null } };
  }>(
    `query ($filter: WhatsappMessageFilter, $after: String) {
      whatsappMessagePage(filter: $filter, first: 20, after: $after) {
        items { ${LISTED_FIELDS} }
        pageInfo { endCursor }
      }
    }`,
    { filter, after },
  );
  return whatsappMessagePage;
}

async function messageDetail(adminApi: AdminApi, id: string): Promise<MessageDetail> {
  const { whatsappMessage } = await adminApi.graphql<{ whatsappMessage: MessageDetail }>(
    `query ($id: ID!) {
      whatsappMessage(id: $id) {
        ${LISTED_FIELDS} body templateLanguage templateParameters providerMessageId
        errorCode errorTitle errorDetail billable statusHistory { status occurredAt errorCode }
      }
    }`,
    { id },
  );
  return whatsappMessage;
}

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One row as an operator reads it, from the API's answer. */
const asShown = (message: ListedMessage) => ({
  time: message.createdAt,
  customer: message.customerNumber,
  business: message.businessName,
  direction: capitalize(message.direction),
  type: message.type === "template" ? message.templateName : "Text",
  status: capitalize(message.status),
  pipeline: message.direction === "inbound" ? "—" : capitalize(message.queueState),
  price: message.priceInr === null ? "—" : inr.format(message.priceInr),
});

const table = (page: Page) => page.getByRole("table", { name: "WhatsApp messages" });

/** The rows on screen, cell by cell (the columns' order: time, customer, business, …). */
function shownRows(page: Page) {
  return table(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll("th, td")].map(
          (cell) => cell.textContent?.trim() ?? "",
        );
        return {
          time: row.querySelector("time")?.getAttribute("datetime"),
          customer: cells[1],
          business: cells[2],
          direction: cells[3],
          type: cells[4],
          status: cells[5],
          pipeline: cells[6],
          price: cells[7],
        };
      }),
    );
}

const viewButton = (page: Page, message: ListedMessage) =>
  table(page).getByRole("button", {
    name: new RegExp(
      `^View message ${message.direction === "inbound" ? "from" : "to"} \\${message.customerNumber}, `,
    ),
  });

/** Each status of the open dialog's history, with the instant it shows. */
function shownHistory(page: Page) {
  return page
    .getByRole("dialog")
    .getByRole("table", { name: "Status history" })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => {
        const [status, , errorCode] = [...row.querySelectorAll("th, td")].map((cell) =>
          cell.textContent?.trim(),
        );
        return {
          status,
          occurredAt: row.querySelector("time")?.getAttribute("datetime"),
          errorCode,
        };
      }),
    );
}

/** What a row of the dialog's facts says. */
const fact = (page: Page, label: string) =>
  page
    .getByRole("dialog")
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) });

test("the list shows the demo's traffic newest first: time, business, direction, number, type, status, pipeline and price; pages follow the cursors", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const firstPage = await messagePage(adminApi);
  const secondPage = await messagePage(adminApi, {}, firstPage.pageInfo.endCursor!);
  await adminSession.open(page, adminPaths.whatsappMessages);

  await expect(page.getByRole("heading", { level: 1, name: "WhatsApp Messages" })).toBeVisible();
  await expect.poll(() => shownRows(page)).toEqual(firstPage.items.map(asShown));

  await page
    .getByRole("navigation", { name: "WhatsApp messages pages" })
    .getByRole("button", { name: "Next" })
    .click();
  await expect(page).toHaveURL(/after=/);
  await expect.poll(() => shownRows(page)).toEqual(secondPage.items.map(asShown));

  // Messages sits highlighted in the sidebar, and the contact messages are a link away.
  await expect(
    page
      .getByRole("navigation", { name: "Admin navigation" })
      .getByRole("link", { name: /^Messages/ }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Contact Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
  await page.getByRole("link", { name: "WhatsApp Messages" }).click();
  await expect(page).toHaveURL(adminPaths.whatsappMessages);
});

test("filters by business (the business page's ?businessId= link), status, direction and pipeline, all kept in the URL", async ({
  page,
  adminSession,
  adminApi,
}) => {
  // A business of the demo's that has had a message fail, and its customers write to it.
  const writtenTo = new Set(
    (await messagePage(adminApi, { direction: "inbound" })).items.map((m) => m.businessId),
  );
  const failed = (await messagePage(adminApi, { status: "failed" })).items.find((message) =>
    writtenTo.has(message.businessId),
  );
  expect(failed, "the demo has such a business").toBeDefined();
  const owner = { id: failed!.businessId, name: failed!.businessName };
  const ofBusiness = await messagePage(adminApi, { businessId: owner.id });

  await adminSession.open(page, `${adminPaths.whatsappMessages}?businessId=${owner.id}`);
  await expect(page.getByRole("combobox", { name: "Business" })).toHaveValue(owner.name);
  await expect.poll(() => shownRows(page)).toEqual(ofBusiness.items.map(asShown));

  await page.getByRole("combobox", { name: "Status" }).selectOption("failed");
  await expect(page).toHaveURL(new RegExp(`businessId=${owner.id}&status=failed`));
  const failedOfBusiness = await messagePage(adminApi, { businessId: owner.id, status: "failed" });
  expect(failedOfBusiness.items.map((message) => message.id)).toContain(failed!.id);
  await expect.poll(() => shownRows(page)).toEqual(failedOfBusiness.items.map(asShown));

  // A reload shows the same list.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Business" })).toHaveValue(owner.name);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("failed");
  await expect.poll(() => shownRows(page)).toEqual(failedOfBusiness.items.map(asShown));

  // The customers' messages: received, never in the send pipeline.
  await page.getByRole("combobox", { name: "Status" }).selectOption("");
  await page.getByRole("combobox", { name: "Direction" }).selectOption("inbound");
  await expect(page).toHaveURL(/direction=inbound/);
  const inbound = await messagePage(adminApi, { businessId: owner.id, direction: "inbound" });
  expect(inbound.items.length).toBeGreaterThan(0);
  await expect.poll(() => shownRows(page)).toEqual(inbound.items.map(asShown));
  expect(new Set((await shownRows(page)).map((row) => row.status))).toEqual(new Set(["Received"]));

  // Nothing of the demo's is parked: the pipeline filter says so.
  await page.getByRole("combobox", { name: "Direction" }).selectOption("");
  await page.getByRole("combobox", { name: "Pipeline" }).selectOption("parked");
  await expect(page).toHaveURL(/queueState=parked/);
  await expect(page.getByText("No messages match these filters.")).toBeVisible();

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(adminPaths.whatsappMessages);
  await expect(page.getByRole("combobox", { name: "Business" })).toHaveValue("All businesses");
});

test("a message's details: what was sent, each status it reached and when, and why it failed", async ({
  page,
  adminSession,
  adminApi,
}) => {
  const listedFailure = (await messagePage(adminApi, { status: "failed" })).items.find(
    (message) => message.type === "template",
  );
  expect(listedFailure, "the demo has a failed template message").toBeDefined();
  const failure = await messageDetail(adminApi, listedFailure!.id);
  expect(failure.templateParameters?.length).toBeGreaterThan(0);
  await adminSession.open(page, `${adminPaths.whatsappMessages}?status=failed`);
  await viewButton(page, failure).first().click();
  const dialog = page.getByRole("dialog", { name: `Message to ${failure.customerNumber}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`view=${failure.id}`));

  await expect(dialog.getByRole("region", { name: "Message" })).toContainText(failure.body);
  await expect(fact(page, "Business")).toContainText(failure.businessName);
  await expect(fact(page, "Status")).toContainText("Failed");
  await expect(fact(page, "Provider message id")).toContainText(failure.providerMessageId!);
  await expect(fact(page, "Price")).toContainText("Not charged");
  await expect(fact(page, "Template")).toContainText(
    `${failure.templateName} (${failure.templateLanguage})`,
  );
  await expect(
    dialog.getByRole("region", { name: "Template parameters" }).locator("dl > div"),
  ).toHaveText(failure.templateParameters!.map((value, index) => `{{${index + 1}}}${value}`));
  const error = dialog.getByRole("region", { name: "Error" });
  await expect(error).toContainText(`Code${failure.errorCode}`);
  await expect(error).toContainText(`Title${failure.errorTitle}`);
  await expect(error).toContainText(`Detail${failure.errorDetail}`);
  await expect
    .poll(() => shownHistory(page))
    .toEqual([
      { status: "Accepted", occurredAt: failure.createdAt, errorCode: "—" },
      ...failure.statusHistory.map((event) => ({
        status: capitalize(event.status),
        occurredAt: event.occurredAt,
        errorCode: event.errorCode === null ? "—" : String(event.errorCode),
      })),
    ]);
  expect(failure.statusHistory.at(-1)).toMatchObject({
    status: "failed",
    errorCode: failure.errorCode,
  });
  // A failed message is done with; nothing to retry.
  await expect(dialog.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page);

  // A read message went through every status, and was priced on delivery.
  const [listedRead] = (await messagePage(adminApi, { status: "read" })).items;
  const read = await messageDetail(adminApi, listedRead!.id);
  // The address opens it too (a link from a webhook, a colleague).
  await page.goto(`${adminPaths.whatsappMessages}?view=${read.id}`);
  const readDialog = page.getByRole("dialog", { name: `Message to ${read.customerNumber}` });
  await expect(readDialog).toBeVisible();
  await expect
    .poll(async () => (await shownHistory(page)).map((event) => event.status))
    .toEqual(["Accepted", "Sent", "Delivered", "Read"]);
  expect((await shownHistory(page)).map((event) => event.occurredAt)).toEqual([
    read.createdAt,
    ...read.statusHistory.map((event) => event.occurredAt),
  ]);
  await expect(fact(page, "Price")).toContainText(inr.format(read.priceInr!));
  await expect(fact(page, "Billable")).toContainText(read.billable ? "Yes" : "No");
  await expect(readDialog.getByRole("region", { name: "Error" })).toHaveCount(0);

  await readDialog.getByRole("button", { name: "Close" }).first().click();
  await expect(readDialog).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);
});

test("a message parked when Meta refused the access token (190) is retried by an operator once the token is renewed", async ({
  page,
  adminSession,
  adminApi,
  businesses,
  request,
}) => {
  // Meta's Graph API is the e2e server's local fake (tests/support/start-e2e-server.ts): it
  // approves templates at once and refuses an expired access token with 190.
  const business = await businesses.create({ name: `Casa Decor ${Date.now().toString(36)}` });
  const config = await businesses.addApiConfig(business.id, {
    provider: "whatsapp-cloud",
    apiKey: "EAAG-expired-token-4411",
    phoneNumberId: String(Date.now()),
    businessAccountId: "102290129340398",
    appSecret: "meta-app-secret-55aa1b2c",
  });
  const { createApiKey } = await adminApi.graphql<{ createApiKey: { key: string } }>(
    `mutation ($businessId: ID!) { createApiKey(businessId: $businessId, input: { name: "Shop" }) { key } }`,
    { businessId: business.id },
  );
  await adminApi.graphql(
    `mutation ($businessId: ID!, $input: CreateTemplateInput!) {
        createMessageTemplate(businessId: $businessId, input: $input) { id }
      }`,
    {
      businessId: business.id,
      input: {
        name: "delivery_slot",
        language: "en",
        category: "utility",
        body: "Hi {{1}}, your sofa arrives on {{2}}.",
      },
    },
  );
  const customer = "+919812300190";
  const sent = await request.post("/v1/messages/template", {
    headers: { authorization: `Bearer ${createApiKey.key}` },
    data: {
      to: customer,
      template: {
        name: "delivery_slot",
        language: "en",
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Anita" },
              { type: "text", text: "Friday" },
            ],
          },
        ],
      },
    },
  });
  expect(sent.status()).toBe(200);
  const { message_id: messageId } = (await sent.json()) as { message_id: string };
  await expect
    .poll(async () => (await messageDetail(adminApi, messageId)).queueState)
    .toBe("parked");

  await adminSession.open(
    page,
    `${adminPaths.whatsappMessages}?businessId=${business.id}&queueState=parked`,
  );
  const parkedRow = table(page).locator("tbody tr");
  await expect(parkedRow).toHaveCount(1);
  await expect(parkedRow).toContainText(customer);
  await expect(parkedRow.getByText("Parked", { exact: true })).toBeVisible();
  await parkedRow.getByRole("button", { name: /^View message to/ }).click();
  const dialog = page.getByRole("dialog", { name: `Message to ${customer}` });
  await expect(fact(page, "Pipeline")).toContainText("Parked");
  await expect(fact(page, "Attempts")).toContainText("1");
  await expect(fact(page, "Last attempt error")).toContainText(
    "Access token invalid or expired (190)",
  );
  await expectNoAxeViolationsInBothThemes(page);

  // The business renews its access token; the operator sends the message again.
  await adminApi.graphql(
    `mutation ($id: ID!) { rotateApiConfigKey(id: $id, apiKey: "EAAG-renewed-token-7730") { apiConfig { id } } }`,
    { id: config.id },
  );
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expectToast(
    page,
    "Message Retried",
    `The message to ${customer} is queued to be sent again.`,
  );
  await expect(dialog.getByRole("button", { name: "Retry" })).toHaveCount(0);

  // The parked list no longer has it; the whole list shows it sent, which the fake allows only
  // with the renewed token.
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
  await page.getByRole("combobox", { name: "Pipeline" }).selectOption("");
  await expect
    .poll(async () => {
      await page.getByRole("button", { name: "Refresh messages" }).click();
      return shownRows(page);
    })
    .toEqual([
      expect.objectContaining({
        customer,
        status: "Sent",
        pipeline: "Done",
        type: "delivery_slot",
      }),
    ]);
});

test("5 skeleton rows while loading, the empty state, and a failed load that says why and retries", async ({
  page,
  adminSession,
}) => {
  const pageQuery = await holdOperation(page, "WhatsappMessagePage", {
    data: {
      whatsappMessagePage: { __typename: "WhatsappMessagePage", items: [], pageInfo: singlePage },
    },
  });
  await adminSession.open(page, adminPaths.whatsappMessages);
  await expect(table(page)).toHaveAttribute("aria-busy", "true");
  await expect(table(page).locator("tbody tr")).toHaveCount(5);
  await expect(
    page.getByRole("status").filter({ hasText: "Loading WhatsApp messages" }),
  ).toHaveCount(1);
  pageQuery.release();
  await expect(page.getByText("No WhatsApp messages yet")).toBeVisible();

  await page.unrouteAll();
  let calls = 0;
  await interceptOperation(page, "WhatsappMessagePage", async (route) => {
    if (calls++ > 0) return route.fallback();
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        errors: [
          { message: "The database is unavailable", extensions: { code: "SERVICE_UNAVAILABLE" } },
        ],
        data: null,
      }),
    });
  });
  await page.reload();
  const failure = page.getByRole("alert");
  await expect(failure).toContainText("Couldn't load WhatsApp messages");
  await expect(failure).toContainText("The database is unavailable");
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(table(page).locator("tbody tr")).toHaveCount(20);
});
