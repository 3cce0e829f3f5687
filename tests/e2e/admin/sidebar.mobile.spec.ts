import { adminPaths, expect, test } from "./fixtures.ts";

test("on a phone the sidebar slides in from the menu button and closes after a choice", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.dashboard);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The fixed sidebar is hidden on small screens.
  await expect(page.getByRole("navigation", { name: "Admin navigation" })).toBeHidden();

  const menuButton = page.getByRole("button", { name: "Open navigation" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();
  const sheet = page.getByRole("dialog", { name: "Admin navigation" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link")).toHaveCount(8); // the brand and the seven pages

  await sheet.getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(adminPaths.messages);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();

  await menuButton.click();
  await expect(sheet).toBeVisible();
  await page.getByRole("button", { name: "Close navigation" }).click();
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("on a phone the top bar keeps the theme toggle and the user menu", async ({
  page,
  adminSession,
}) => {
  await adminSession.open(page, adminPaths.settings);
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Admin Dashboard", { exact: true })).toBeVisible();
  await expect(banner.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();
  await expect(banner.getByText("Premium", { exact: true })).toBeVisible();
  // Phones leave the top bar's room to the title: search and notifications are in the sheet.
  await expect(banner.getByRole("button", { name: "Search" })).toBeHidden();
  await expect(banner.getByRole("button", { name: /^Notifications/ })).toBeHidden();
  await banner.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(adminPaths.profile);
});
