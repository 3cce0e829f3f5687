// A business's page: reached from the businesses list, it shows the business and its /v1 API keys
// (a new one shown once). What the page creates is checked against /v1 itself.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page } from "@playwright/test";
import {
  adminPaths,
  type AdminSession,
  businessPath,
  type CreatedBusiness,
  expect,
  expectToast,
  interceptOperation,
  test,
} from "./fixtures.ts";

const card = (page: Page, name: string) => page.getByRole("region", { name });
const apiKeysTable = (page: Page) =>
  card(page, "API keys").getByRole("table", { name: "API keys" });
const apiKeyRow = (page: Page, name: string) =>
  apiKeysTable(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

async function openBusiness(page: Page, adminSession: AdminSession, business: CreatedBusiness) {
  await adminSession.open(page, businessPath(business.id));
  await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
}

/** A /v1 call with a business's API key, as the business's own systems make it. */
function v1(request: APIRequestContext, key: string) {
  const headers = { authorization: `Bearer ${key}` };
  return {
    status: (messageId: string) => request.get(`/v1/messages/${messageId}/status`, { headers }),
  };
}

test.describe("the page", () => {
  test("a business's name in the list opens its page, which shows it as the list does and edits it", async ({
    page,
    adminSession,
    businesses,
  }) => {
    const business = await businesses.create({ plan: "basic" });
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

    await page.getByRole("button", { name: "Edit business" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Business" });
    await dialog.getByRole("combobox", { name: "Plan" }).selectOption("pro");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Business Updated", `${business.name} has been updated successfully.`);
    await expect(page.getByText("Pro plan", { exact: true })).toBeVisible();
    await expect(page.getByText("Basic plan", { exact: true })).toHaveCount(0);
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
