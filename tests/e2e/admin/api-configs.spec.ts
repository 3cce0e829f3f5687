// API configurations (issue 11): the list, add / view / edit / rotate / deactivate / delete, and
// secrets shown in full once, with a copy button, then masked (••••3f9a) on every screen.
import { type Page } from "@playwright/test";
import {
  adminPaths,
  expect,
  expectToast,
  holdOperation,
  test,
  type CreatedBusiness,
} from "./fixtures.ts";

const list = (page: Page) => page.getByRole("list", { name: "API configurations" });
/** The rows of one business's configurations. */
const rowsOf = (page: Page, businessName: string) =>
  list(page).getByRole("listitem").filter({ hasText: businessName });
const mask = (secret: string) => `••••${secret.slice(-4)}`;

async function pickBusiness(page: Page, business: CreatedBusiness) {
  const picker = page.getByRole("dialog").getByRole("combobox", { name: "Business" });
  await picker.fill(business.name);
  await expect(page.getByRole("listbox", { name: "Business" }).getByRole("option")).toHaveText([
    `${business.name}${business.whatsappNumber}`,
  ]);
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(picker).toHaveValue(business.name);
}

test.describe("the list", () => {
  test("'{provider} API', the key as the server sends it, the webhook when set, and the badge", async ({
    page,
    adminSession,
    adminApi,
  }) => {
    const { apiConfigs } = await adminApi.graphql<{
      apiConfigs: Array<{
        provider: string;
        apiKey: string;
        webhookUrl: string | null;
        isActive: boolean;
      }>;
    }>(`query { apiConfigs { provider apiKey webhookUrl isActive } }`);
    await adminSession.open(page, adminPaths.apiConfigs);

    const rows = list(page).getByRole("listitem");
    await expect(rows).toHaveCount(apiConfigs.length);
    for (const [index, config] of apiConfigs.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("heading", { name: `${config.provider} API` })).toBeVisible();
      expect(config.apiKey).toMatch(/^••••/);
      await expect(row).toContainText(`API Key: ${config.apiKey}`);
      if (config.webhookUrl) await expect(row).toContainText(`Webhook: ${config.webhookUrl}`);
      else await expect(row).not.toContainText("Webhook:");
      await expect(
        row.getByText(config.isActive ? "Active" : "Inactive", { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Add API Config" })).toBeEnabled();
  });

  test("shows 3 placeholder rows while loading, then the empty state", async ({
    page,
    adminSession,
  }) => {
    const { release } = await holdOperation(page, "ApiConfigs", { data: { apiConfigs: [] } });
    await adminSession.open(page, adminPaths.apiConfigs);
    const loading = page.getByRole("status").filter({ hasText: "Loading API configurations" });
    await expect(loading.locator("[data-skeleton-row]")).toHaveCount(3);
    release();
    await expect(
      page.getByText('No API configurations yet. Click "Add API Config" to get started.'),
    ).toBeVisible();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`adding a WhatsApp Cloud configuration (${theme}): its secrets are shown once with copy buttons, then masked everywhere`, async ({
    page,
    context,
    adminSession,
    businesses,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.emulateMedia({ colorScheme: theme });
    const business = await businesses.create();
    const unique = Date.now().toString().slice(-9);
    const token = `EAAG${unique}accessTokenX3f9a`;
    const appSecret = `appsecret${unique}Q7kd`;
    await adminSession.open(page, adminPaths.apiConfigs);

    await page.getByRole("button", { name: "Add API Config" }).click();
    const dialog = page.getByRole("dialog", { name: "Add API Config" });
    await pickBusiness(page, business);
    await expect(dialog.getByRole("combobox", { name: "Provider" })).toHaveValue("whatsapp-cloud");
    await dialog.getByLabel(/^Access token/).fill(token);
    await dialog.getByRole("textbox", { name: "Phone number id" }).fill(`1${unique}`);
    await dialog.getByRole("textbox", { name: "WhatsApp Business Account id" }).fill(`2${unique}`);
    await dialog.getByLabel(/^App secret/).fill(appSecret);
    await dialog.getByRole("textbox", { name: "Webhook URL" }).fill("https://hooks.example.in/wa");
    await dialog.getByRole("button", { name: "Add API Config" }).click();

    await expectToast(
      page,
      "API Config Added",
      `The WhatsApp Cloud configuration of ${business.name} has been added successfully.`,
    );
    const secrets = page.getByRole("dialog", { name: "Copy the secrets now" });
    await expect(secrets.getByRole("group", { name: "Access token" })).toContainText(token);
    await expect(secrets.getByRole("group", { name: "App secret" })).toContainText(appSecret);
    const webhook = secrets.getByRole("group", { name: "Webhook signing secret" });
    await expect(webhook).toContainText(/whsec_[A-Za-z0-9+/=]{40,}/);
    const webhookSecret = (await webhook.locator("code").textContent())!;
    await expect(secrets.getByText("Copy it now: it is shown only once.").first()).toBeVisible();

    await secrets.getByRole("button", { name: "Copy access token" }).click();
    await expect(secrets.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await secrets.getByRole("button", { name: "Copy webhook signing secret" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webhookSecret);
    await secrets.getByRole("button", { name: "Done" }).click();
    await expect(secrets).toBeHidden();

    const row = rowsOf(page, business.name);
    await expect(row).toContainText(`API Key: ${mask(token)}`);
    await expect(row).toContainText("Webhook: https://hooks.example.in/wa");

    // After a reload nothing shows a secret in full: not the list, not the details.
    await page.reload();
    await expect(rowsOf(page, business.name)).toContainText(`API Key: ${mask(token)}`);
    await rowsOf(page, business.name).getByRole("button", { name: /^View/ }).click();
    const details = page.getByRole("dialog", { name: "whatsapp-cloud API" });
    await expect(details.getByRole("group", { name: "Access token" })).toContainText(mask(token));
    await expect(details.getByRole("group", { name: "App secret" })).toContainText(mask(appSecret));
    await expect(details.getByRole("group", { name: "Webhook signing secret" })).toContainText(
      mask(webhookSecret),
    );
    await expect(details).toContainText(`1${unique}`);
    await expect(page).toHaveURL(/[?&]view=/);
    const html = await page.content();
    for (const secret of [token, appSecret, webhookSecret]) expect(html).not.toContain(secret);
  });
}

test("the provider's rules: WhatsApp Cloud needs its ids and app secret, the sandbox takes none; a used phone number id is refused on its field", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  const taken = `9${Date.now().toString().slice(-9)}`;
  await businesses.addApiConfig(business.id, {
    provider: "whatsapp-cloud",
    phoneNumberId: taken,
    businessAccountId: "1234567890",
    appSecret: "app-secret-123",
  });
  await adminSession.open(page, adminPaths.apiConfigs);
  await page.getByRole("button", { name: "Add API Config" }).click();
  const dialog = page.getByRole("dialog", { name: "Add API Config" });
  await dialog.getByRole("button", { name: "Add API Config" }).click();
  await expect(dialog.getByRole("combobox", { name: "Business" })).toHaveAccessibleDescription(
    /Choose the business these settings belong to/,
  );
  await expect(dialog.getByRole("combobox", { name: "Business" })).toBeFocused();
  await expect(
    dialog.getByRole("textbox", { name: "Phone number id" }),
  ).toHaveAccessibleDescription("Required for WhatsApp Cloud API");

  await dialog.getByRole("combobox", { name: "Provider" }).selectOption("sandbox");
  await expect(dialog.getByRole("textbox", { name: "Phone number id" })).toHaveCount(0);
  await dialog.getByRole("combobox", { name: "Provider" }).selectOption("whatsapp-cloud");

  await pickBusiness(page, business);
  await dialog.getByLabel(/^Access token/).fill("EAAG-another-token-1234");
  await dialog.getByRole("textbox", { name: "Phone number id" }).fill(taken);
  await dialog.getByRole("textbox", { name: "WhatsApp Business Account id" }).fill("1234567890");
  await dialog.getByLabel(/^App secret/).fill("another-secret");
  await dialog.getByRole("button", { name: "Add API Config" }).click();
  const phoneNumberId = dialog.getByRole("textbox", { name: "Phone number id" });
  await expect(phoneNumberId).toHaveAccessibleDescription(
    "Another API configuration already uses this phone number id",
  );
  await expect(phoneNumberId).toBeFocused();
  await expectToast(
    page,
    "Add Failed",
    "Another API configuration already uses this phone number id",
  );
});

test("a sandbox configuration added without an access token gets the sandbox's own, shown once", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  await adminSession.open(page, adminPaths.apiConfigs);
  await page.getByRole("button", { name: "Add API Config" }).click();
  const dialog = page.getByRole("dialog", { name: "Add API Config" });
  await pickBusiness(page, business);
  await dialog.getByRole("combobox", { name: "Provider" }).selectOption("sandbox");
  await expect(dialog.getByLabel(/^Access token/)).toHaveAccessibleDescription(
    /Optional: the sandbox issues one when left empty/,
  );
  await dialog.getByRole("button", { name: "Add API Config" }).click();

  await expectToast(page, "API Config Added", /has been added successfully/);
  const secrets = page.getByRole("dialog", { name: "Copy the secrets now" });
  const issued = secrets.getByRole("group", { name: "Access token" });
  await expect(issued).toContainText(/sandbox_[A-Za-z0-9_-]{32}/);
  const token = (await issued.locator("code").textContent())!;
  await secrets.getByRole("button", { name: "Done" }).click();
  await expect(rowsOf(page, business.name)).toContainText(`API Key: ${mask(token)}`);
});

test("editing: a first webhook URL brings its signing secret, shown once; switching it off shows Inactive", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  await businesses.addApiConfig(business.id);
  await adminSession.open(page, adminPaths.apiConfigs);
  const row = rowsOf(page, business.name);
  await expect(row).not.toContainText("Webhook:");

  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit API Config" });
  await expect(dialog.getByLabel(/^Access token/)).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Webhook URL" }).fill("not a url");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("textbox", { name: "Webhook URL" })).toHaveAccessibleDescription(
    /Enter a full URL such as https:\/\/example.com\/webhooks\/whatsapp/,
  );
  await dialog.getByRole("textbox", { name: "Webhook URL" }).fill("https://crm.example.in/hooks");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(
    page,
    "API Config Updated",
    `The Sandbox configuration of ${business.name} has been updated successfully.`,
  );
  const secrets = page.getByRole("dialog", { name: "Copy the secrets now" });
  await expect(secrets.getByRole("group", { name: "Webhook signing secret" })).toContainText(
    /whsec_/,
  );
  await expect(secrets.getByRole("group", { name: "Access token" })).toHaveCount(0);
  await secrets.getByRole("button", { name: "Done" }).click();
  await expect(row).toContainText("Webhook: https://crm.example.in/hooks");

  await row.getByRole("button", { name: /^Edit/ }).click();
  await dialog.getByRole("switch", { name: "Active" }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "API Config Updated", /has been updated successfully/);
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  // Focus is back on the row's edit button.
  await expect(row.getByRole("button", { name: /^Edit/ })).toBeFocused();
});

test("rotating the access token and the webhook secret: each new secret is shown once, the previous signing secret keeps signing", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  await businesses.addApiConfig(business.id, { webhookUrl: "https://hooks.example.in/rotate" });
  await adminSession.open(page, adminPaths.apiConfigs);
  await rowsOf(page, business.name).getByRole("button", { name: /^View/ }).click();
  const details = page.getByRole("dialog", { name: "sandbox API" });

  await details.getByRole("button", { name: "Rotate Access Token" }).click();
  const rotate = page.getByRole("dialog", { name: "Rotate Access Token" });
  await rotate.getByLabel(/^New access token/).fill("short");
  await rotate.getByRole("button", { name: "Rotate" }).click();
  await expect(rotate.getByLabel(/^New access token/)).toHaveAccessibleDescription(
    "Enter the access token (8 to 1000 characters)",
  );
  const newToken = `rotated-token-${Date.now()}W9zq`;
  await rotate.getByLabel(/^New access token/).fill(newToken);
  await rotate.getByRole("button", { name: "Rotate" }).click();
  await expectToast(page, "Access Token Rotated", /now uses the new access token/);
  await expect(rotate).toBeHidden();
  // The operator typed this one: it is not shown back.
  const secrets = page.getByRole("dialog", { name: "Copy the secrets now" });
  await expect(secrets).toBeHidden();
  await expect(details.getByRole("group", { name: "Access token" })).toContainText("••••W9zq");
  await expect(details.getByRole("button", { name: "Rotate Access Token" })).toBeFocused();

  const before = await details.getByRole("group", { name: "Webhook signing secret" }).textContent();
  await details.getByRole("button", { name: "Rotate Webhook Secret" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Rotate webhook signing secret?" });
  await expect(confirm).toContainText("The current one keeps signing webhooks for 24 hours");
  await confirm.getByRole("button", { name: "Rotate" }).click();
  await expectToast(
    page,
    "Webhook Secret Rotated",
    "The previous signing secret keeps signing webhooks for 24 hours.",
  );
  const newSecret = secrets.getByRole("group", { name: "Webhook signing secret" });
  await expect(newSecret).toContainText(/whsec_/);
  const full = (await newSecret.locator("code").textContent())!;
  await secrets.getByRole("button", { name: "Done" }).click();
  const masked = details.getByRole("group", { name: "Webhook signing secret" });
  await expect(masked).toContainText(mask(full));
  expect(await masked.textContent()).not.toBe(before);
  await expect(details).toContainText("Previous signing secret valid until");
  await details.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(rowsOf(page, business.name)).toContainText("API Key: ••••W9zq");
});

test("deactivating keeps the settings and shows Inactive; delete asks first", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  await businesses.addApiConfig(business.id);
  await adminSession.open(page, adminPaths.apiConfigs);
  const row = rowsOf(page, business.name);
  await row.getByRole("button", { name: /^View/ }).click();
  const details = page.getByRole("dialog", { name: "sandbox API" });
  await details.getByRole("button", { name: "Deactivate" }).click();
  await page
    .getByRole("alertdialog", { name: "Deactivate API configuration?" })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expectToast(page, "API Config Deactivated", `no longer sends messages.`);
  await expect(details.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: "Deactivate" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete API configuration?" });
  await expect(confirm).toContainText(`the Sandbox configuration of ${business.name}`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "API Config Deleted", /has been deleted successfully/);
  await expect(rowsOf(page, business.name)).toHaveCount(0);
});

test("a link with ?view= opens that configuration's details", async ({
  page,
  adminSession,
  businesses,
}) => {
  const business = await businesses.create();
  const config = await businesses.addApiConfig(business.id);
  await adminSession.open(page, `${adminPaths.apiConfigs}?view=${config.id}`);
  const details = page.getByRole("dialog", { name: "sandbox API" });
  await expect(details).toContainText(business.name);
  await expect(details.getByRole("group", { name: "Access token" })).toContainText(
    mask(config.apiKey),
  );
});
