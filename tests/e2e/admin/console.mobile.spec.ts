// The console on a 375 px phone (issue 11): the navigation sheet carries search and
// notifications, lists scroll inside their box, and the new flows work by touch, in both themes.
import { adminPaths, e164, expect, expectToast, test, uniqueMobile } from "./fixtures.ts";

const screens = [
  adminPaths.dashboard,
  adminPaths.businesses,
  adminPaths.messages,
  adminPaths.apiConfigs,
  adminPaths.analytics,
  adminPaths.auditLogs,
  adminPaths.settings,
];

test("every screen fits the phone's width: tables scroll inside their box, not the page", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.dashboard);
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(375);
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`the navigation sheet carries the search and the notifications (${theme})`, async ({
    page,
    adminSession,
    contactMessages,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const message = await contactMessages.create({
      subject: `Phone search ${theme} ${Date.now()}`,
    });
    await adminSession.open(page, adminPaths.dashboard);
    const menu = page.getByRole("button", { name: "Open navigation" });
    await menu.click();
    const sheet = page.getByRole("dialog", { name: "Admin navigation" });
    await expect(sheet.getByRole("button", { name: /^Notifications/ })).toContainText(/\d+ new/);

    await sheet.getByRole("button", { name: "Search" }).click();
    const search = page.getByRole("dialog", { name: "Search" });
    await search.getByRole("combobox").fill(message.subject);
    await expect(search.getByRole("listbox")).toContainText(message.subject);
    await search.getByRole("option", { name: new RegExp(message.subject) }).click();
    await expect(page).toHaveURL(new RegExp(`view=${message.id}`));
    await expect(sheet).toBeHidden();
    const details = page.getByRole("dialog", { name: message.subject });
    await expect(details).toBeVisible();
    await details.getByRole("button", { name: "Close", exact: true }).first().click();

    await menu.click();
    await sheet.getByRole("button", { name: /^Notifications/ }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel).toContainText(message.subject);
    await expect(sheet.getByRole("button", { name: /^Notifications/ })).not.toContainText("new");
    await panel.getByRole("link", { name: "View all messages" }).click();
    await expect(page).toHaveURL(adminPaths.messages);
    await expect(sheet).toBeHidden();
  });
}

test("a business is added from a phone and found by its number", async ({
  page,
  adminSession,
  businesses,
}) => {
  const name = `Phone Traders ${Date.now().toString(36)}`;
  const mobile = uniqueMobile();
  businesses.cleanUp(name);
  await adminSession.open(page, adminPaths.businesses);
  await page.getByRole("button", { name: "Add Business" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Business" });
  await dialog.getByRole("textbox", { name: "Business name" }).fill(name);
  await dialog.getByRole("textbox", { name: "WhatsApp number" }).fill(mobile);
  await dialog.getByRole("combobox", { name: "Plan" }).selectOption("basic");
  await dialog.getByRole("button", { name: "Add Business" }).click();
  await expectToast(page, "Business Added", `${name} has been added successfully.`);

  await page.getByRole("searchbox", { name: "Search businesses" }).fill(mobile.slice(-5));
  await page.getByRole("searchbox", { name: "Search businesses" }).press("Enter");
  const table = page.getByRole("table", { name: "Businesses" });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText(e164(mobile));
  await expect(table.getByRole("region")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Businesses" })).toHaveAttribute("tabindex", "0");
});

test("messages are chosen and marked read in bulk on a phone", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  const tag = `m${Date.now().toString(36)}`;
  await contactMessages.create({ subject: `Phone bulk one ${tag}` });
  await contactMessages.create({ subject: `Phone bulk two ${tag}` });
  await adminSession.open(page, `${adminPaths.messages}?search=${tag}`);
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("2 messages selected");
  await bar.getByRole("button", { name: "Mark as Read" }).click();
  await expectToast(page, "Messages Updated", "2 messages marked as read.");
  await expect(
    page.getByRole("list", { name: "Contact messages" }).getByText("Read", { exact: true }),
  ).toHaveCount(2);
});

for (const theme of ["light", "dark"] as const) {
  test(`the charts draw on a phone and read as tables (${theme})`, async ({
    page,
    adminSession,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await adminSession.open(page, `${adminPaths.analytics}?days=7`);
    const chart = page.getByRole("region", { name: "Delivery rate per day" });
    await expect(chart.getByRole("application", { name: "Delivery rate per day" })).toBeVisible();
    await chart.getByRole("button", { name: "Show data table" }).click();
    await expect(chart.getByRole("table").locator("tbody tr")).toHaveCount(7);
    await expect(chart.getByRole("columnheader", { name: "Delivery rate (%)" })).toBeVisible();
  });
}
