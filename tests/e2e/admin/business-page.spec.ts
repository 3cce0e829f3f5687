// A business's page: reached from the businesses list, it shows the business (with its Meta
// messaging limit and quality rating), its /v1 API keys (a new one shown once), its message
// templates, its usage and cost month by month, its members, and, on the sandbox, simulates its
// customers' messages. What the page creates is checked against /v1 itself.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page } from "@playwright/test";
import {
  adminPaths,
  type AdminSession,
  businessPath,
  type CreatedBusiness,
  e164,
  expect,
  expectNoAxeViolations,
  expectToast,
  fulfillOperation,
  holdOperation,
  interceptOperation,
  recordOperations,
  test,
  uniqueMobile,
} from "./fixtures.ts";

const card = (page: Page, name: string) => page.getByRole("region", { name });
const apiKeysTable = (page: Page) =>
  card(page, "API keys").getByRole("table", { name: "API keys" });
const apiKeyRow = (page: Page, name: string) =>
  apiKeysTable(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
const templateRow = (page: Page, name: string) =>
  card(page, "Message templates")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
const memberRow = (page: Page, name: string) =>
  card(page, "Members")
    .getByRole("table", { name: "Members" })
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
const usageRows = (page: Page) =>
  card(page, "Usage and cost")
    .getByRole("table", { name: "Usage and cost by month" })
    .locator("tbody tr");

async function openBusiness(page: Page, adminSession: AdminSession, business: CreatedBusiness) {
  await adminSession.open(page, businessPath(business.id));
  await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
}

/** A /v1 call with a business's API key, as the business's own systems make it. */
function v1(request: APIRequestContext, key: string) {
  const headers = { authorization: `Bearer ${key}` };
  return {
    status: (messageId: string) => request.get(`/v1/messages/${messageId}/status`, { headers }),
    sendText: (to: string, body: string) =>
      request.post("/v1/messages/send", { headers, data: { to, type: "text", text: { body } } }),
    sendTemplate: (to: string, name: string, parameters: string[]) =>
      request.post("/v1/messages/template", {
        headers,
        data: {
          to,
          template: {
            name,
            language: "en",
            components: [
              { type: "body", parameters: parameters.map((text) => ({ type: "text", text })) },
            ],
          },
        },
      }),
  };
}

test.describe("the page", () => {
  test("a business's name in the list opens its page, which shows it as the list does and edits it", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create({ plan: "basic" });
    await businesses.addApiConfig(business.id);
    await adminSession.open(
      page,
      `${adminPaths.businesses}?search=${encodeURIComponent(business.name)}`,
    );
    await page.getByRole("link", { name: business.name, exact: true }).click();

    await expect(page).toHaveURL(businessPath(business.id));
    await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
    await expect(page).toHaveTitle(`${business.name} | Admin Console | Ai Zapy`);
    await expect(page.getByText(`${business.whatsappNumber} · Created`)).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("Basic plan", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp messages" })).toHaveAttribute(
      "href",
      `${adminPaths.whatsappMessages}?businessId=${business.id}`,
    );
    await expect(
      page
        .getByRole("navigation", { name: "Admin navigation" })
        .getByRole("link", { name: "Businesses" }),
    ).toHaveAttribute("aria-current", "page");

    // Editing the business keeps the rest of the page as it is, a half-typed message included.
    const draft = card(page, "Simulate a customer message").getByRole("textbox", {
      name: "Message",
    });
    await draft.fill("Is the shop open today?");
    await page.getByRole("button", { name: "Edit business" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Business" });
    await dialog.getByRole("combobox", { name: "Plan" }).selectOption("pro");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Business Updated", `${business.name} has been updated successfully.`);
    await expect(page.getByText("Pro plan", { exact: true })).toBeVisible();
    await expect(page.getByText("Basic plan", { exact: true })).toHaveCount(0);
    await expect(draft).toHaveValue("Is the shop open today?");
  });

  test("its Meta messaging limit and quality rating are in the header; the edit form changes them, and they stay after a reload", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create();
    await openBusiness(page, adminSession, business);
    const limit = (text: string) => page.getByText(`Messaging limit: ${text}`, { exact: true });
    const quality = (text: string) => page.getByText(`Quality: ${text}`, { exact: true });
    // A new business starts on Meta's first tier, rated green.
    await expect(limit("250 customers / 24 h")).toBeVisible();
    await expect(quality("Green (high)")).toBeVisible();

    const edit = async (tier: string, rating: string) => {
      await page.getByRole("button", { name: "Edit business" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Business" });
      await dialog.getByRole("combobox", { name: "Messaging limit" }).selectOption(tier);
      await dialog.getByRole("combobox", { name: "Quality rating" }).selectOption(rating);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(
        page,
        "Business Updated",
        `${business.name} has been updated successfully.`,
      );
      await expect(dialog).toBeHidden();
    };

    await page.getByRole("button", { name: "Edit business" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Business" });
    const tierSelect = dialog.getByRole("combobox", { name: "Messaging limit" });
    const ratingSelect = dialog.getByRole("combobox", { name: "Quality rating" });
    await expect(tierSelect).toHaveValue("250");
    await expect(tierSelect).toHaveAccessibleDescription(/unique customers .* rolling 24 hours/);
    await expect(tierSelect.locator("option")).toHaveText([
      "250 customers / 24 h",
      "2,000 customers / 24 h",
      "10,000 customers / 24 h",
      "100,000 customers / 24 h",
      "Unlimited",
    ]);
    await expect(ratingSelect).toHaveValue("green");
    await expect(ratingSelect.locator("option")).toHaveText([
      "Green (high)",
      "Yellow (medium)",
      "Red (low)",
    ]);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await edit("10000", "yellow");
    await expect(limit("10,000 customers / 24 h")).toBeVisible();
    await expect(quality("Yellow (medium)")).toBeVisible();
    await expect(quality("Green (high)")).toHaveCount(0);

    await page.reload();
    await expect(limit("10,000 customers / 24 h")).toBeVisible();
    await expect(quality("Yellow (medium)")).toBeVisible();
    await page.getByRole("button", { name: "Edit business" }).click();
    await expect(tierSelect).toHaveValue("10000");
    await expect(ratingSelect).toHaveValue("yellow");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await edit("unlimited", "red");
    await page.reload();
    await expect(limit("Unlimited")).toBeVisible();
    await expect(quality("Red (low)")).toBeVisible();
  });

  test("an unknown business says so and leads back to the list", async ({ page, adminSession }) => {
    for (const id of [randomUUID(), "not-a-business"]) {
      await adminSession.open(page, businessPath(id));
      await expect(
        page.getByRole("heading", { level: 1, name: "Business not found" }),
      ).toBeVisible();
      await expect(page.getByText("No business has this address")).toBeVisible();
      await expect(page.getByRole("region", { name: "API keys" })).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Back to businesses" }).click();
    await expect(page).toHaveURL(adminPaths.businesses);
  });
});

test("while the business loads, and when it or a card cannot load, the page says so and retries", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  const serverFault = {
    contentType: "application/json",
    body: JSON.stringify({
      data: null,
      errors: [
        {
          message: "Something went wrong on our side. Please try again.",
          extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "req-7" },
        },
      ],
    }),
  };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let overviewCalls = 0;
  await interceptOperation(page, "BusinessOverview", async (route) => {
    if (overviewCalls++ > 0) return route.fallback();
    await released;
    await route.fulfill(serverFault);
  });
  let apiKeysCalls = 0;
  await interceptOperation(page, "ApiKeys", (route) =>
    apiKeysCalls++ > 0 ? route.fallback() : route.fulfill(serverFault),
  );

  await adminSession.open(page, businessPath(business.id));
  await expect(page.getByRole("status").filter({ hasText: "Loading business" })).toBeAttached();
  release();
  const pageError = page.getByRole("alert");
  await expect(pageError).toContainText("Couldn't load this business");
  await expect(pageError).toContainText("(reference req-7)");
  await pageError.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();

  const keys = card(page, "API keys");
  await expect(keys.getByRole("alert")).toContainText("Couldn't load API keys");
  await keys.getByRole("button", { name: "Try again" }).click();
  await expect(keys).toContainText("No API keys yet");
});

test("a new API key is shown once, then only its prefix; it works on /v1 until it is revoked", async ({
  page,
  context,
  request,
  adminSession,
  businesses,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const business = await businesses.create();
  await openBusiness(page, adminSession, business);
  await expect(card(page, "API keys")).toContainText("No API keys yet");

  await page.getByRole("button", { name: "Create API key" }).click();
  const form = page.getByRole("dialog", { name: "Create API key" });
  await form.getByRole("textbox", { name: "Key name" }).fill("Order system");
  await form.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog", { name: "Copy the API key now" });
  await expect(shown).toHaveAccessibleDescription(/cannot be shown again/);
  await expect(shown).toContainText("shown only this once");
  const secret = shown.getByRole("group", { name: "Order system" });
  const key = (await secret.locator("code").textContent()) ?? "";
  expect(key).toMatch(/^azk_\w{20,}$/);
  await expectToast(page, "API key created", "Order system can call the messaging API now.");
  await shown.getByRole("button", { name: "Copy API key" }).click();
  await expect(shown.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  const row = apiKeyRow(page, "Order system");
  const prefix = ((await row.locator("code").textContent()) ?? "").replace(/…$/, "");
  expect(key.startsWith(prefix) && prefix.length < key.length).toBe(true);
  await expect(row).toContainText("Never used");
  await expect(row).toContainText("Active");
  await expect(page.locator("body")).not.toContainText(key);

  // The key is the business's: a message it does not have is not found, rather than refused.
  const api = v1(request, key);
  expect((await api.status(randomUUID())).status()).toBe(404);
  await expect(async () => {
    await page.reload();
    await expect(row).not.toContainText("Never used", { timeout: 1_000 });
  }).toPass();
  await expect(page.locator("body")).not.toContainText(key);

  await row.getByRole("button", { name: "Revoke Order system" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke API key?" });
  await expect(confirm).toContainText(`Order system (${prefix}…) are refused from now on`);
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "API key revoked", `Order system (${prefix}…) no longer works.`);
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: "Revoke Order system" })).toHaveCount(0);
  expect((await api.status(randomUUID())).status()).toBe(401);
});

test.describe("templates", () => {
  test("a template is approved at once on the sandbox, can be sent, and is deleted after a confirmation", async ({
    page,
    request,
    adminSession,
    adminApi,
    businesses,
  }) => {
    const business = await businesses.create();
    await businesses.addApiConfig(business.id);
    const { createApiKey } = await adminApi.graphql<{ createApiKey: { key: string } }>(
      `mutation Key($businessId: ID!) { createApiKey(businessId: $businessId, input: { name: "E2E" }) { key } }`,
      { businessId: business.id },
    );
    await openBusiness(page, adminSession, business);
    await expect(card(page, "Message templates")).toContainText("new ones are approved at once");
    await expect(card(page, "Message templates")).toContainText("No templates yet");

    await page.getByRole("button", { name: "Add template" }).click();
    const form = page.getByRole("dialog", { name: "Add template" });
    await form.getByRole("textbox", { name: "Name" }).fill("order_ready");
    await expect(form.getByRole("textbox", { name: "Language" })).toHaveValue("en");
    await form.getByRole("combobox", { name: "Category" }).selectOption("marketing");
    const body = form.getByRole("textbox", { name: "Body" });
    await body.fill("Hi {{1}}, your order {{2}} is ready.");
    await expect(body).toHaveAccessibleDescription(/2 parameters\./);
    await form.getByRole("button", { name: "Add template" }).click();

    await expectToast(page, "Template added", "order_ready (en) is approved and can be sent now.");
    await expect(form).toBeHidden();
    const row = templateRow(page, "order_ready");
    await expect(row).toContainText("Approved");
    await expect(row).toContainText("Hi {{1}}, your order {{2}} is ready.");
    await expect(row.locator("code")).toHaveText(["{{1}}", "{{2}}"]);
    await expect(row).toContainText("Language: en");
    await expect(row).toContainText("Marketing");
    await expect(row).toContainText("2 parameters");

    const sent = await v1(request, createApiKey.key).sendTemplate(
      e164(uniqueMobile()),
      "order_ready",
      ["Asha", "#1042"],
    );
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toMatchObject({ success: true, status: "accepted" });

    await row.getByRole("button", { name: "Delete order_ready (en)" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete template?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Template deleted", "order_ready (en) has been deleted successfully.");
    await expect(row).toHaveCount(0);
    await expect(card(page, "Message templates")).toContainText("No templates yet");
  });

  test("the form puts the shared rules' messages, and the server's, on their fields", async ({
    page,
    adminSession,
    adminApi,
    businesses,
  }) => {
    const business = await businesses.create();
    await adminApi.graphql(
      `mutation Template($businessId: ID!) {
        createMessageTemplate(businessId: $businessId, input: {
          name: "welcome", language: "en", category: "utility", body: "Welcome, {{1}}!"
        }) { id }
      }`,
      { businessId: business.id },
    );
    const operations = recordOperations(page);
    await openBusiness(page, adminSession, business);
    await page.getByRole("button", { name: "Add template" }).click();
    const form = page.getByRole("dialog", { name: "Add template" });
    const name = form.getByRole("textbox", { name: "Name" });
    const language = form.getByRole("textbox", { name: "Language" });
    const body = form.getByRole("textbox", { name: "Body" });

    await name.fill("Order Ready");
    await language.fill("english");
    await body.fill("Hi {{2}}");
    await expect(body).toHaveAccessibleDescription(/not yet \{\{1\}\}, \{\{2\}\}, … in order/);
    await form.getByRole("button", { name: "Add template" }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/lowercase letters, digits and underscores/);
    await expect(name).toBeFocused();
    await expect(language).toHaveAccessibleDescription(/must be a language code such as en/);
    await expect(body).toHaveAccessibleDescription(
      /Placeholders must be \{\{1\}\}, \{\{2\}\}, … in order, each used at least once/,
    );
    expect(operations).not.toContain("CreateMessageTemplate");

    // Valid, but the business already has this name in this language.
    await name.fill("welcome");
    await language.fill("en");
    await body.fill("Hello {{1}}");
    await form.getByRole("button", { name: "Add template" }).click();
    await expect(name).toHaveAccessibleDescription(
      /A template with this name and language already exists/,
    );
    await expect(name).toBeFocused();
    await expectToast(page, "Add failed", "already has a template with this name and language");
    await expect(form).toBeVisible();
  });
  test("a template waiting for Meta's review is pending; a rejected one gives Meta's reason", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create();
    const template = (name: string, status: string, rejectionReason: string | null = null) => ({
      __typename: "MessageTemplate",
      id: randomUUID(),
      name,
      language: "en",
      category: "marketing",
      body: "Hi {{1}}, our Diwali sale starts today!",
      parameterCount: 1,
      status,
      rejectionReason,
    });
    await fulfillOperation(page, "MessageTemplates", {
      data: {
        messageTemplates: [
          template("diwali_sale", "pending"),
          template("flash_sale", "rejected", "The sample values do not match the placeholders"),
          template("old_sale", "rejected"),
        ],
      },
    });
    await openBusiness(page, adminSession, business);

    await expect(templateRow(page, "diwali_sale")).toContainText("Pending");
    await expect(templateRow(page, "diwali_sale")).not.toContainText("Rejected");
    await expect(templateRow(page, "flash_sale")).toContainText(
      "Rejected by Meta: The sample values do not match the placeholders",
    );
    await expect(templateRow(page, "old_sale")).toContainText("Rejected by Meta: no reason given");
  });
});

test.describe("usage and cost", () => {
  test("month by month, this month first: messages by pricing category and their cost in ₹", async ({
    page,
    adminSession,
    adminApi,
  }) => {
    // A demo business (90 days of traffic sent through the sandbox), not one another suite made.
    const { businessPage } = await adminApi.graphql<{
      businessPage: { items: CreatedBusiness[] };
    }>(
      `query Demo { businessPage(filter: { status: "active" }, first: 100) { items { id name whatsappNumber } } }`,
    );
    type Usage = {
      months: Array<{
        month: string;
        costInr: number;
        byCategory: Array<{ category: string; delivered: number; costInr: number }>;
      }>;
    };
    const usageOf = async (id: string) =>
      (
        await adminApi.graphql<{ businessUsage: Usage }>(
          `query Usage($id: ID!) { businessUsage(businessId: $id, months: 6) {
            months { month costInr byCategory { category delivered costInr } }
          } }`,
          { id },
        )
      ).businessUsage;
    let business: CreatedBusiness | undefined;
    let businessUsage: Usage | undefined;
    for (const candidate of businessPage.items) {
      businessUsage = await usageOf(candidate.id);
      business = candidate;
      if (businessUsage.months.some((month) => month.costInr > 0)) break;
    }
    if (!business || !businessUsage) throw new Error("the demo data has no active business");
    const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    await openBusiness(page, adminSession, business);

    const rows = usageRows(page);
    await expect(rows).toHaveCount(6);
    const monthNames = await page.evaluate(
      (months) =>
        months.map((month) =>
          new Intl.DateTimeFormat(undefined, {
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          }).format(new Date(`${month}-01T00:00:00Z`)),
        ),
      businessUsage.months.map((month) => month.month),
    );
    await expect(rows.getByRole("rowheader")).toHaveText(monthNames);

    const billed = businessUsage.months.filter((month) => month.costInr > 0);
    expect(billed.length, "the demo business has billed months").toBeGreaterThan(0);
    for (const month of billed) {
      const row = rows.nth(businessUsage.months.indexOf(month));
      const cells = row.getByRole("cell");
      // Sent, Received, then marketing, utility, authentication, service, and the cost.
      const marketing = month.byCategory.find((category) => category.category === "marketing")!;
      await expect(cells.nth(2)).toHaveText(
        `${marketing.delivered.toLocaleString("en-US")}${rupees.format(marketing.costInr)}`,
      );
      await expect(cells.nth(6)).toHaveText(rupees.format(month.costInr));
    }
  });

  test("a business without messages says so", async ({ page, adminSession, businesses }) => {
    const business = await businesses.create();
    await openBusiness(page, adminSession, business);
    await expect(card(page, "Usage and cost")).toContainText("No messages in the last 6 months");
  });
});

test.describe("members", () => {
  test("a demo business, added by an operator, has no members: the card says so after loading", async ({
    page,
    adminSession,
    adminApi,
  }) => {
    const { businessPage } = await adminApi.graphql<{
      businessPage: { items: CreatedBusiness[] };
    }>(
      `query Demo { businessPage(filter: { search: "Bazaar Kart" }, first: 1) { items { id name whatsappNumber } } }`,
    );
    const business = businessPage.items[0];
    if (!business) throw new Error("the demo data has no Bazaar Kart");
    const { businessMembers } = await adminApi.graphql<{ businessMembers: unknown[] }>(
      `query Members($id: ID!) { businessMembers(businessId: $id) { id } }`,
      { id: business.id },
    );
    expect(businessMembers, "nobody signed up for a demo business").toEqual([]);

    const members = await holdOperation(page, "BusinessMembers");
    await openBusiness(page, adminSession, business);
    const membersCard = card(page, "Members");
    await expect(membersCard.getByRole("table", { name: "Members" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(
      membersCard.getByRole("status").filter({ hasText: "Loading members" }),
    ).toBeAttached();
    members.release();
    await expect(membersCard).toContainText("No one has signed up for this business yet.");
    await expect(membersCard.getByRole("rowheader")).toHaveCount(0);
  });

  test("each member's name, email, role, verified email, last sign-in and joining; a failed load retries", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create();
    const member = (fields: {
      fullName: string;
      email: string;
      role: string;
      emailVerified: boolean;
      lastSignInAt: string | null;
      joinedAt: string;
    }) => ({ __typename: "TeamMember", id: randomUUID(), ...fields });
    let calls = 0;
    await interceptOperation(page, "BusinessMembers", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify(
          calls++ === 0
            ? {
                data: null,
                errors: [
                  {
                    message: "Something went wrong on our side. Please try again.",
                    extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "req-9" },
                  },
                ],
              }
            : {
                data: {
                  businessMembers: [
                    member({
                      fullName: "Asha Rao",
                      email: "asha@spiceroute.example.in",
                      role: "owner",
                      emailVerified: true,
                      lastSignInAt: "2026-12-01T10:15:00.000Z",
                      joinedAt: "2026-11-20T08:00:00.000Z",
                    }),
                    member({
                      fullName: "Vikram Shah",
                      email: "vikram@spiceroute.example.in",
                      role: "agent",
                      emailVerified: false,
                      lastSignInAt: null,
                      joinedAt: "2026-11-25T09:30:00.000Z",
                    }),
                  ],
                },
              },
        ),
      }),
    );
    await openBusiness(page, adminSession, business);
    const membersCard = card(page, "Members");
    const failure = membersCard.getByRole("alert");
    await expect(failure).toContainText("Couldn't load members");
    await expect(failure).toContainText("(reference req-9)");
    await failure.getByRole("button", { name: "Try again" }).click();

    const table = membersCard.getByRole("table", { name: "Members" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Name",
      "Email",
      "Role",
      "Email verified",
      "Last sign-in",
      "Joined",
    ]);
    const owner = memberRow(page, "Asha Rao").getByRole("cell");
    await expect(owner.nth(0)).toHaveText("asha@spiceroute.example.in");
    await expect(owner.nth(1)).toHaveText("Owner");
    await expect(owner.nth(2)).toHaveText("Yes");
    await expect(owner.nth(3).locator("time")).toHaveAttribute(
      "datetime",
      "2026-12-01T10:15:00.000Z",
    );
    await expect(owner.nth(4).locator("time")).toHaveAttribute(
      "datetime",
      "2026-11-20T08:00:00.000Z",
    );
    const agent = memberRow(page, "Vikram Shah").getByRole("cell");
    await expect(agent.nth(1)).toHaveText("Agent");
    await expect(agent.nth(2)).toHaveText("No");
    await expect(agent.nth(3)).toHaveText("Never");
  });
});

test.describe("simulating a customer message", () => {
  test("it opens the service window: a text to that customer through /v1 is then accepted", async ({
    page,
    request,
    adminSession,
    adminApi,
    businesses,
  }) => {
    const business = await businesses.create();
    await businesses.addApiConfig(business.id);
    const { createApiKey } = await adminApi.graphql<{ createApiKey: { key: string } }>(
      `mutation Key($businessId: ID!) { createApiKey(businessId: $businessId, input: { name: "E2E" }) { key } }`,
      { businessId: business.id },
    );
    const api = v1(request, createApiKey.key);
    const mobile = uniqueMobile();
    const refused = await api.sendText(e164(mobile), "Your order has shipped.");
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: "outside_service_window" } });

    await openBusiness(page, adminSession, business);
    const simulate = card(page, "Simulate a customer message");
    await expect(simulate).toContainText("opens the 24-hour service window");
    await simulate.getByRole("textbox", { name: "Customer number" }).fill(mobile);
    await simulate.getByRole("textbox", { name: "Message" }).fill("Has my order shipped?");
    await simulate.getByRole("button", { name: "Simulate message" }).click();
    await expectToast(
      page,
      "Customer message simulated",
      `${e164(mobile)} wrote to ${business.name}: the 24-hour service window is open.`,
    );
    await expect(simulate.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(simulate.getByRole("textbox", { name: "Customer number" })).toHaveValue(mobile);
    // This month's usage counts the customer's message.
    await expect(usageRows(page).first().getByRole("cell").nth(1)).toHaveText("1");

    const accepted = await api.sendText(e164(mobile), "Your order has shipped.");
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toMatchObject({ success: true, status: "accepted" });
  });

  test("the form's rules are shown on its fields, before anything is sent", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create();
    await businesses.addApiConfig(business.id);
    const operations = recordOperations(page);
    await openBusiness(page, adminSession, business);
    const simulate = card(page, "Simulate a customer message");
    const number = simulate.getByRole("textbox", { name: "Customer number" });
    const message = simulate.getByRole("textbox", { name: "Message" });

    await simulate.getByRole("button", { name: "Simulate message" }).click();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(
      /Enter the customer's number, e\.g\. \+91 98765 43210/,
    );
    await expect(number).toBeFocused();
    await expect(message).toHaveAccessibleDescription(/Message text must be 1 to 4096 characters/);

    await number.fill("12");
    await message.fill("Hello");
    await simulate.getByRole("button", { name: "Simulate message" }).click();
    await expect(number).toHaveAccessibleDescription(/Enter the customer's number/);
    await expect(message).not.toHaveAttribute("aria-invalid", "true");
    expect(operations).not.toContain("SimulateInboundMessage");
  });

  test("without an active sandbox configuration the card explains why there is no form", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create();
    await openBusiness(page, adminSession, business);
    const simulate = card(page, "Simulate a customer message");
    await expect(simulate).toContainText("This business has no active API configuration");
    await expect(simulate.getByRole("textbox", { name: "Customer number" })).toHaveCount(0);
    await simulate.getByRole("link", { name: "API Configs" }).click();
    await expect(page).toHaveURL(adminPaths.apiConfigs);
  });
});

test("on the WhatsApp Cloud API, templates wait for Meta's review and customers cannot be simulated", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  await businesses.addApiConfig(business.id);
  // The newest active configuration is the one the business sends through.
  await businesses.addApiConfig(business.id, {
    provider: "whatsapp-cloud",
    phoneNumberId: `8${Date.now().toString().slice(-9)}`,
    businessAccountId: "1234567890",
    appSecret: "app-secret-123",
  });
  await openBusiness(page, adminSession, business);
  await expect(card(page, "Message templates")).toContainText("once Meta has approved them");
  await page.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByRole("dialog", { name: "Add template" })).toHaveAccessibleDescription(
    /Meta reviews the template, and it can be sent once approved/,
  );
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  const simulate = card(page, "Simulate a customer message");
  await expect(simulate).toContainText("This business sends through WhatsApp Cloud");
  await expect(simulate.getByRole("textbox", { name: "Customer number" })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`no axe violations (${theme}): the page, its forms with their errors, the new key and the confirmations`, async ({
    page,
    adminSession,
    adminApi,
    businesses,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    const business = await businesses.create();
    await businesses.addApiConfig(business.id);
    await adminApi.graphql(
      `mutation Template($businessId: ID!) {
        createMessageTemplate(businessId: $businessId, input: {
          name: "welcome", language: "en", category: "utility", body: "Welcome, {{1}}!"
        }) { id }
      }`,
      { businessId: business.id },
    );
    await adminApi.graphql(
      `mutation Customer($input: SandboxInboundInput!) { simulateInboundMessage(input: $input) }`,
      { input: { businessId: business.id, from: uniqueMobile(), text: "Hello!" } },
    );
    await openBusiness(page, adminSession, business);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(templateRow(page, "welcome")).toBeVisible();
    await expect(usageRows(page)).toHaveCount(6);
    await expectNoAxeViolations(page);

    const simulate = card(page, "Simulate a customer message");
    await simulate.getByRole("button", { name: "Simulate message" }).click();
    await expect(simulate.getByText("Message text must be 1 to 4096 characters")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create API key" }).click();
    const form = page.getByRole("dialog", { name: "Create API key" });
    await form.getByRole("button", { name: "Create key" }).click();
    await expect(form.getByText(/Name the key/)).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole("textbox", { name: "Key name" }).fill("Accessible key");
    await form.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByRole("dialog", { name: "Copy the API key now" });
    await expect(shown.getByRole("button", { name: "Copy API key" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shown.getByRole("button", { name: "Done" }).click();

    await page.getByRole("button", { name: "Revoke Accessible key" }).click();
    await expect(page.getByRole("alertdialog", { name: "Revoke API key?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(apiKeyRow(page, "Accessible key")).toContainText("Revoked");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add template" }).click();
    const templateForm = page.getByRole("dialog", { name: "Add template" });
    await templateForm.getByRole("button", { name: "Add template" }).click();
    await expect(templateForm.getByText(/Template body must be/)).toBeVisible();
    await expectNoAxeViolations(page);
    await templateForm.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Delete welcome (en)" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete template?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  });
}
