// The top bar (issue 11): search as you type across businesses, API configurations and messages,
// `/` to open it, results picked with the keyboard; notifications of enquiries since the last
// visit with a count badge that clears once they are seen.
import { type Page } from "@playwright/test";
import { adminPaths, businessPath, expect, test } from "./fixtures.ts";

const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search" });
const searchBox = (page: Page) =>
  searchDialog(page).getByRole("combobox", {
    name: "Search businesses, API configurations and messages",
  });
const results = (page: Page) => searchDialog(page).getByRole("listbox");
const activeOption = (page: Page) =>
  searchBox(page).evaluate((input) => {
    const id = input.getAttribute("aria-activedescendant");
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

for (const theme of ["light", "dark"] as const) {
  test(`/ opens the search from anywhere but a field; results come as you type, grouped (${theme})`, async ({
    page,
    adminSession,
    businesses,
    contactMessages,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const tag = `q${Date.now().toString(36)}`;
    const business = await businesses.create({ name: `Saffron ${tag} Foods` });
    await businesses.addApiConfig(business.id);
    const message = await contactMessages.create({ subject: `Saffron ${tag} pricing` });
    await adminSession.open(page, adminPaths.dashboard);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await page.keyboard.press("/");
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type("S");
    await expect(searchDialog(page)).toContainText("Type at least 2 characters");
    await page.keyboard.type(`affron ${tag}`);
    await expect(results(page).getByRole("group", { name: "Businesses" })).toContainText(
      business.name,
    );
    await expect(results(page).getByRole("group", { name: "API configurations" })).toContainText(
      business.name,
    );
    await expect(results(page).getByRole("group", { name: "Messages" })).toContainText(
      message.subject,
    );
    await expect(searchDialog(page).getByRole("status")).toHaveText("3 results");
    // No secret in the results.
    await expect(results(page)).not.toContainText("sandbox-key");

    await page.keyboard.press("Escape");
    await expect(results(page)).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();

    // In a field, "/" is a character.
    await page
      .getByRole("navigation", { name: "Admin navigation" })
      .getByRole("link", { name: "Businesses" })
      .click();
    const listSearch = page.getByRole("searchbox", { name: "Search businesses" });
    await listSearch.click();
    await page.keyboard.type("a/b");
    await expect(listSearch).toHaveValue("a/b");
    await expect(searchDialog(page)).toBeHidden();
  });
}

test("results are picked with the arrow keys and Enter, and open the page that shows them", async ({
  page,
  adminSession,
  businesses,
  contactMessages,
}) => {
  const tag = `k${Date.now().toString(36)}`;
  const business = await businesses.create({ name: `Monsoon ${tag} Travels` });
  const config = await businesses.addApiConfig(business.id);
  const message = await contactMessages.create({ subject: `Monsoon ${tag} bookings` });
  await adminSession.open(page, adminPaths.dashboard);

  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await searchBox(page).fill(`Monsoon ${tag}`);
  await expect(searchDialog(page).getByRole("status")).toHaveText("3 results");
  await page.keyboard.press("ArrowDown");
  expect(await activeOption(page)).toContain(business.name);
  await page.keyboard.press("ArrowDown");
  expect(await activeOption(page)).toContain("sandbox API");
  await page.keyboard.press("ArrowDown");
  expect(await activeOption(page)).toContain(message.subject);
  await page.keyboard.press("ArrowDown");
  expect(await activeOption(page)).toContain(business.name);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");

  // A message opens in its list, searched by its sender, with its details open.
  await expect(page).toHaveURL(new RegExp(`${adminPaths.messages}\\?.*view=${message.id}`));
  await expect(page.getByRole("dialog", { name: message.subject })).toBeVisible();
  await page
    .getByRole("dialog", { name: message.subject })
    .getByRole("button", { name: "Close", exact: true })
    .first()
    .click();

  await page.keyboard.press("/");
  await searchBox(page).fill(`Monsoon ${tag}`);
  await expect(searchDialog(page).getByRole("status")).toHaveText("3 results");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${adminPaths.apiConfigs}?view=${config.id}`);
  await expect(page.getByRole("dialog", { name: "sandbox API" })).toContainText(business.name);
  await page.keyboard.press("Escape");

  await page.keyboard.press("/");
  await searchBox(page).fill(`Monsoon ${tag}`);
  await expect(searchDialog(page).getByRole("status")).toHaveText("3 results");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(businessPath(business.id));
  await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
});

test("notifications: new enquiries since the last visit, with a count badge that clears once seen", async ({
  page,
  adminSession,
  contactMessages,
}) => {
  await adminSession.open(page, adminPaths.dashboard);
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  // Look once, so that only what arrives next is new.
  await bell.click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(bell).toHaveAccessibleName("Notifications");

  const first = await contactMessages.create({ name: "Tara Singh" });
  const second = await contactMessages.create({ name: "Vikram Rao" });
  await page.reload();
  await expect(bell).toHaveAccessibleName("Notifications, 2 new");
  await expect(bell).toContainText("2");

  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toContainText("2 new enquiries since your last visit");
  const links = panel.getByRole("link");
  await expect(links.nth(0)).toContainText(second.subject);
  await expect(links.nth(0)).toContainText("Vikram Rao");
  await expect(links.nth(1)).toContainText(first.subject);
  // Seen: the badge clears while the panel still lists them.
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(panel).toContainText(first.subject);

  await links.nth(1).click();
  await expect(page.getByRole("dialog", { name: first.subject })).toBeVisible();
  await page.goto(adminPaths.dashboard);
  await expect(
    page.getByRole("banner").getByRole("button", { name: /^Notifications/ }),
  ).toHaveAccessibleName("Notifications");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toContainText(
    "No new enquiries since your last visit.",
  );
});
